import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ChevronDownIcon, SearchIcon } from "@/components/ui/icons";
import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { LEAD_STATUSES } from "@/server/db/schema";
import { DIRECT, sourceMedium } from "@/lib/traffic-source";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import { NO_OWNER, type LeadListFilter } from "@/leads/server/record/lead-list";
import type { LeadsView } from "@/inbox/server/leads-page";
import { MY_LEADS } from "@/inbox/server/list-address";
import { OwnerNav, type OwnerNavProps } from "./owner-nav";
import { CsrfField } from "@/inbox/components/shared/csrf-field";
import { BAR_CONTROL, LINE_CONTROL } from "@/inbox/components/shared/control";

export type LeadFiltersProps = {
  copy: InboxCopy;
  filter: LeadListFilter;
  formNames: Record<string, string>;
  choices: LeadsView["choices"];
  csrf: string;
  /** The search had no word to look for: the field is marked so, as the page says. */
  noWords?: boolean;
  /** The list's address with only the owner changed: the switch before the search. */
  ownerHref: OwnerNavProps["hrefFor"];
};

const control = `mt-1.5 w-full ${LINE_CONTROL}`;

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      {children}
    </div>
  );
}

type Options = [value: string, label: string][];
type ChoiceField = [id: "status" | "owner" | "form" | "source" | "campaign" | "page", Options];

function Choice({
  id,
  label,
  any,
  value,
  options,
}: {
  id: keyof LeadListFilter;
  label: string;
  any: string;
  value: string | undefined;
  options: Options;
}) {
  // A value no lead has (any longer) stays chosen and shown, to see and to clear.
  const shown: Options =
    value === undefined || options.some(([option]) => option === value)
      ? options
      : [...options, [value, value]];
  return (
    <Field id={`filter-${id}`} label={label}>
      <select id={`filter-${id}`} name={id} defaultValue={value ?? ""} className={control}>
        <option value="">{any}</option>
        {shown.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * The list's filters: whose leads (links), a search and more. Posted, never sent as a query: the server seals the search before it goes
 * into the list's address (src/inbox/server/leads-page.ts).
 */
export function LeadFilters({
  copy,
  filter,
  formNames,
  choices,
  csrf,
  noWords = false,
  ownerHref,
}: LeadFiltersProps) {
  const text = copy.leads.filters;
  const tags = (values: string[]) => values.map((value): [string, string] => [value, value]);
  const direct = sourceMedium(DIRECT);
  const choiceFields: ChoiceField[] = [
    ["status", LEAD_STATUSES.map((status) => [status, copy.statuses[status]])],
    [
      "owner",
      [
        [MY_LEADS, text.mine],
        [NO_OWNER, text.unassigned],
        ...choices.staff.map(({ email, name }): [string, string] => [email, name]),
      ],
    ],
    ["form", Object.entries(formNames)],
    [
      "source",
      choices.sources.map((source): [string, string] => [
        source,
        source === direct ? copy.leads.direct : source,
      ]),
    ],
    ["campaign", tags(choices.campaigns)],
    // A report row's landing page: there to see and clear, as pages are too many to offer.
    ...(filter.page === undefined ? [] : [["page", tags([filter.page])] satisfies ChoiceField]),
  ];
  // Open when a filter beyond the search is in force, so it shows what narrows the list.
  const narrowed = [
    filter.status,
    filter.owner,
    filter.form,
    filter.source,
    filter.campaign,
    filter.page,
    filter.from,
    filter.to,
  ].some((value) => value !== undefined);
  return (
    <form
      method="post"
      action={INBOX_PATHS.home}
      aria-label={text.label}
      className="rounded-card border border-ink-100 bg-white px-4 py-3 shadow-card"
    >
      <CsrfField token={csrf} />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="mr-2">
          <OwnerNav copy={copy} current={filter.owner} hrefFor={ownerHref} />
        </div>
        <label htmlFor="filter-search" className="text-sm font-semibold text-ink-800">
          {text.search}
        </label>
        <div className="relative min-w-0 flex-1 basis-56">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-500" />
          <input
            id="filter-search"
            name="search"
            type="search"
            defaultValue={filter.search}
            maxLength={100}
            autoComplete="off"
            aria-invalid={noWords || undefined}
            aria-describedby="filter-search-hint"
            className={`w-full pl-10 ${BAR_CONTROL}`}
          />
        </div>
        <div className="flex items-center gap-2">
          <a
            href={INBOX_PATHS.home}
            className="inline-flex h-10 items-center rounded-control px-3 text-sm font-semibold text-ink-600 hover:bg-ink-50 hover:text-ink-900"
          >
            {text.clear}
          </a>
          <Button type="submit" size="sm">
            {text.apply}
          </Button>
        </div>
      </div>
      {/* From lg up the hint and the summary share a line: the summary at its end, over nothing. */}
      <div className="mt-1.5 grid">
        <p
          id="filter-search-hint"
          className="text-xs text-ink-500 lg:col-start-1 lg:row-start-1 lg:pt-0.5 lg:pr-80"
        >
          {text.searchHint}
        </p>
        <details open={narrowed} className="group mt-2 lg:col-start-1 lg:row-start-1 lg:mt-0">
          <summary className="inline-flex w-fit cursor-pointer items-center gap-1.5 rounded-md text-sm font-semibold text-ink-700 hover:text-ink-900 lg:ml-auto lg:flex">
            <ChevronDownIcon className="size-4 -rotate-90 transition-transform group-open:rotate-0" />
            {text.more}
          </summary>
          <div className="mt-3 grid gap-4 border-t border-ink-100 pt-3 sm:grid-cols-3 lg:grid-cols-4">
            {choiceFields.map(([id, options]) => (
              <Choice
                key={id}
                id={id}
                label={text[id]}
                any={text.any}
                value={filter[id]}
                options={options}
              />
            ))}
            {(["from", "to"] as const).map((id) => (
              <Field key={id} id={`filter-${id}`} label={text[id]}>
                <input
                  id={`filter-${id}`}
                  name={id}
                  type="date"
                  defaultValue={filter[id]}
                  className={control}
                />
              </Field>
            ))}
          </div>
        </details>
      </div>
    </form>
  );
}
