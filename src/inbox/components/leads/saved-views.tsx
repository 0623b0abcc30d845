import { Button } from "@/components/ui/button";
import { ChevronDownIcon } from "@/components/ui/icons";
import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import { fillTemplate } from "@/lib/text/fill-template";
import type { StaffNames } from "@/inbox/auth/staff";
import {
  viewHref,
  VIEW_NAME_MAX_LENGTH,
  type OpenedView,
  type SavedView,
  type ViewNotice,
} from "@/inbox/server/saved-views";
import { Notice } from "@/inbox/components/shared/notice";
import { LeadTally } from "@/inbox/components/shared/lead-tally";
import { CsrfField } from "@/inbox/components/shared/csrf-field";
import { BAR_CONTROL } from "@/inbox/components/shared/control";

export type SavedViewsProps = {
  copy: InboxCopy["views"];
  /** How a search's count that stopped reads (LeadTally). */
  countMore: InboxCopy["leads"]["countMore"];
  views: readonly SavedView[];
  /** The view the list shows, if one is. */
  opened: OpenedView | undefined;
  /** The list's address now: what "save" keeps. */
  list: string;
  csrf: string;
  /** What was just done to a view: the menu opens by itself where its form was refused. */
  notice: ViewNotice | undefined;
};

const DONE: readonly ViewNotice[] = ["saved", "renamed", "deleted"];

const field = `w-full min-w-0 ${BAR_CONTROL}`;
const divider = "border-t border-ink-100 pt-3";

/**
 * The team's saved views as a menu that opens in place (a disclosure, scripts or not): each view a
 * link with how many leads it holds now; the one shown, to rename or delete (its maker or an
 * admin); and the list's filters to save as one. Open by itself when a form in it was refused (a
 * name missing, a view not one's own), so the field to mend is in sight.
 */
export function SavedViews({
  copy,
  countMore,
  views,
  opened,
  list,
  csrf,
  notice,
}: SavedViewsProps) {
  return (
    <details open={notice !== undefined && !DONE.includes(notice)} className="group relative">
      <summary className="flex h-9 cursor-pointer list-none items-center gap-2 rounded-control border border-ink-200 bg-white px-3 text-sm font-semibold text-ink-800 shadow-card hover:border-ink-300 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-bolt-500 [&::-webkit-details-marker]:hidden">
        {copy.label}
        <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs text-ink-700 tabular-nums">
          {views.length}
        </span>
        <ChevronDownIcon className="size-4 text-ink-500 transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute right-0 z-30 mt-2 w-[min(26rem,calc(100vw-2.5rem))] space-y-3 rounded-card border border-ink-100 bg-white p-3 shadow-lift">
        {views.length ? (
          <nav aria-label={copy.label}>
            <ul className="max-h-72 space-y-0.5 overflow-y-auto">
              {views.map((view) => (
                <li key={view.id}>
                  <a
                    href={viewHref(view.id)}
                    aria-current={view.id === opened?.id ? "page" : undefined}
                    className="aria-[current=page]:text-bolt-800 flex items-center justify-between gap-3 rounded-control px-2.5 py-2 text-sm font-semibold text-ink-700 hover:bg-ink-50 hover:text-ink-900 aria-[current=page]:bg-bolt-50"
                  >
                    <span className="min-w-0 truncate">{view.name}</span>{" "}
                    <span className="shrink-0 rounded-full bg-ink-100 px-2 py-0.5 text-xs text-ink-700 tabular-nums">
                      <LeadTally count={view.count} more={countMore} />
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <p className="px-1 text-sm text-ink-600">{copy.none}</p>
        )}
        {opened ? (
          opened.mayChange ? (
            <div className={`${divider} space-y-2`}>
              <NameForm
                id="rename-view"
                label={copy.rename}
                button={copy.renameButton}
                action="rename"
                value={opened.name}
                hidden={{ view: opened.id }}
                csrf={csrf}
              />
              <form method="post" action={INBOX_PATHS.views}>
                <CsrfField token={csrf} />
                <input type="hidden" name="view" value={opened.id} />
                <Button type="submit" name="action" value="delete" variant="secondary" size="sm">
                  {copy.delete}
                </Button>
              </form>
            </div>
          ) : null
        ) : (
          <div className={divider}>
            <NameForm
              id="save-view"
              label={copy.save}
              button={copy.saveButton}
              action="save"
              hidden={{ list }}
              csrf={csrf}
            />
          </div>
        )}
      </div>
    </details>
  );
}

export type OpenedViewLineProps = {
  copy: InboxCopy["views"];
  opened: OpenedView;
  names: StaffNames;
};

/** Which saved view the list shows, and who saved it: a line beside the page's heading. */
export function OpenedViewLine({ copy, opened, names }: OpenedViewLineProps) {
  return (
    <p className="flex w-fit max-w-full min-w-0 items-center gap-2 rounded-full border border-bolt-100 bg-bolt-50 py-1 pr-3 pl-2 text-sm text-ink-700">
      <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-bolt-700 ring-1 ring-bolt-100">
        {copy.opened}
      </span>{" "}
      <span className="truncate font-semibold text-ink-900">{opened.name}</span>{" "}
      <span className="hidden shrink-0 text-ink-500 sm:inline">
        {fillTemplate(copy.by, { name: names[opened.createdBy] ?? opened.createdBy })}
      </span>
    </p>
  );
}

function NameForm({
  id,
  label,
  button,
  action,
  value,
  hidden,
  csrf,
}: {
  id: string;
  label: string;
  button: string;
  action: "save" | "rename";
  value?: string;
  hidden: Record<string, string>;
  csrf: string;
}) {
  return (
    <form method="post" action={INBOX_PATHS.views} className="flex min-w-0 flex-1 items-end gap-2">
      <CsrfField token={csrf} />
      {Object.entries(hidden).map(([name, hiddenValue]) => (
        <input key={name} type="hidden" name={name} value={hiddenValue} />
      ))}
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
          {label}
        </label>
        <input
          id={id}
          name="name"
          required
          maxLength={VIEW_NAME_MAX_LENGTH}
          defaultValue={value}
          className={`mt-1.5 ${field}`}
        />
      </div>
      <Button type="submit" name="action" value={action} variant="secondary" size="sm">
        {button}
      </Button>
    </form>
  );
}

export type SavedViewNoticesProps = {
  copy: InboxCopy["views"];
  /** What was just done to a view. */
  notice: ViewNotice | undefined;
  opened: OpenedView | "gone" | undefined;
  names: StaffNames;
};

/**
 * What was just done to a saved view; that the view asked for was deleted; or which of the
 * opened view's filters match nothing now, each named.
 */
export function SavedViewNotices({ copy, notice, opened, names }: SavedViewNoticesProps) {
  const stale = typeof opened === "object" ? opened.stale : [];
  const parts = stale.map((part) =>
    part.filter === "search"
      ? copy.staleParts.search
      : fillTemplate(copy.staleParts[part.filter], {
          value: part.filter === "owner" ? (names[part.value] ?? part.value) : part.value,
        }),
  );
  return (
    <>
      {notice && (
        <Notice tone={DONE.includes(notice) ? "done" : "problem"}>
          {fillTemplate(copy.notices[notice], { max: VIEW_NAME_MAX_LENGTH })}
        </Notice>
      )}
      {opened === "gone" && <Notice tone="problem">{copy.notices.gone}</Notice>}
      {typeof opened === "object" && parts.length > 0 && (
        <Notice tone="problem">
          {fillTemplate(copy.stale, { name: opened.name, parts: parts.join("; ") })}
        </Notice>
      )}
    </>
  );
}
