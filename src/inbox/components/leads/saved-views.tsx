import { Button } from "@/components/ui/button";
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
import { CountTabs } from "@/inbox/components/shared/count-tabs";
import { CsrfField } from "@/inbox/components/shared/csrf-field";
import { LINE_CONTROL } from "@/inbox/components/shared/control";

export type SavedViewsProps = {
  copy: InboxCopy["views"];
  views: readonly SavedView[];
  /** The view the list shows, if one is. */
  opened: OpenedView | undefined;
  /** The list's address now: what "save" keeps. */
  list: string;
  csrf: string;
  names: StaffNames;
};

const field = `w-full min-w-0 sm:w-64 ${LINE_CONTROL}`;

/**
 * The team's saved views, each a link with how many leads it holds now; the one shown, with who
 * saved it, to rename or delete (its maker or an admin); and the list's filters to save as one.
 */
export function SavedViews({ copy, views, opened, list, csrf, names }: SavedViewsProps) {
  return (
    <section aria-labelledby="saved-views" className="space-y-3">
      <h2 id="saved-views" className="text-sm font-semibold text-ink-800">
        {copy.label}
      </h2>
      {views.length ? (
        <CountTabs
          label={copy.label}
          tabs={views.map((view) => ({
            href: viewHref(view.id),
            label: view.name,
            total: view.count,
            current: view.id === opened?.id,
          }))}
        />
      ) : (
        <p className="text-sm text-ink-600">{copy.none}</p>
      )}
      <div className="flex flex-wrap items-end gap-x-8 gap-y-3">
        {opened ? (
          <>
            <p className="text-sm text-ink-600">
              {fillTemplate(copy.by, { name: names[opened.createdBy] ?? opened.createdBy })}
            </p>
            {opened.mayChange ? (
              <>
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
              </>
            ) : null}
          </>
        ) : (
          <NameForm
            id="save-view"
            label={copy.save}
            button={copy.saveButton}
            action="save"
            hidden={{ list }}
            csrf={csrf}
          />
        )}
      </div>
    </section>
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
    <form method="post" action={INBOX_PATHS.views} className="flex flex-wrap items-end gap-2">
      <CsrfField token={csrf} />
      {Object.entries(hidden).map(([name, hiddenValue]) => (
        <input key={name} type="hidden" name={name} value={hiddenValue} />
      ))}
      <div>
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

const DONE: readonly ViewNotice[] = ["saved", "renamed", "deleted"];

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
