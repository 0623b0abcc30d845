import { clsx } from "clsx";
import { MarkedText } from "@/components/ui/marked-text";
import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { leadHref } from "@/lib/inbox-paths";
import type { Marked } from "@/leads/server/record/found-words";
import type { LeadRow } from "@/leads/server/record/lead-list";
import { fillTemplate } from "@/lib/text/fill-template";
import { cameFrom } from "@/inbox/came-from";
import { AgoTime } from "@/inbox/components/shared/inbox-time";
import { StatusBadge } from "@/inbox/components/shared/status-badge";
import type { StaffNames } from "@/inbox/auth/staff";
import type { SameAddress } from "@/inbox/server/leads-page";
import { leadName, nameField } from "@/inbox/lead-name";
import { ChooseAll, chooseBox } from "./choose-all";

export type LeadTableProps = {
  rows: LeadRow[];
  copy: InboxCopy;
  formNames: Record<string, string>;
  zone: string;
  /** When the page was asked for: its times say how long ago. */
  now: string;
  /** The owners' names, by their email; an owner without an account shows as their email. */
  names: StaffNames;
  /** By lead id, where its address sent other leads: how many, and the list of them. */
  sameAddress?: Record<string, SameAddress>;
  /** Said when there are no rows: nothing yet, or nothing under the filters. */
  empty: string;
  /**
   * A box to choose each lead, for the form around the table (ChangeManyForm): its value the lead
   * and the version shown; all checked when the page was asked so. With the address that toggles
   * them all, the column's head chooses the whole page (ChooseAll).
   */
  choose?: { allChosen: boolean; chooseAllHref?: string };
};

/**
 * A cell: a line of the card on a phone, a column from md up. On a phone the card is a grid of
 * three columns: the first left for a cell before the lead's (row-start-1 col-start-1), the
 * lead and when in the first line, the others under them.
 */
const cell = "block min-w-0 px-4 md:table-cell md:py-1.5 md:align-top";
/** One line that ends in … where it is too long for its column. */
const line = "truncate";

/**
 * The leads, newest first, a line each: a table on wide screens, a card per lead on a phone.
 * Those no one has opened are in bold. Under a search, each shows the words found marked, and
 * where else they were found.
 */
export function LeadTable({
  rows,
  copy,
  formNames,
  zone,
  now,
  names,
  sameAddress = {},
  empty,
  choose,
}: LeadTableProps) {
  if (!rows.length) {
    return (
      <p className="rounded-card border border-dashed border-ink-200 bg-white px-6 py-12 text-center text-ink-600">
        {empty}
      </p>
    );
  }
  const { columns } = copy.leads;
  return (
    <table className="block w-full text-left text-sm md:table md:table-fixed md:rounded-card md:border md:border-ink-100 md:bg-white md:shadow-card">
      {/* On a phone the head shows only what chooses the whole page, above the cards. */}
      <thead className="block md:table-header-group">
        <tr className="block text-xs font-semibold tracking-wide text-ink-500 uppercase md:table-row md:border-b md:border-ink-100">
          {choose?.chooseAllHref ? (
            <th
              scope="col"
              className="block px-4 pb-3 tracking-normal normal-case md:table-cell md:w-10 md:py-2 md:pr-0 md:align-middle"
            >
              <ChooseAll
                copy={copy.chosen}
                allChosen={choose.allChosen}
                chooseAllHref={choose.chooseAllHref}
                boxOnly
              />
            </th>
          ) : choose ? (
            <th scope="col" className="sr-only md:not-sr-only md:w-10 md:py-2 md:pl-4">
              <span className="sr-only">{copy.chosen.column}</span>
            </th>
          ) : null}
          {(
            [
              [columns.lead, "md:w-[28%]"],
              [columns.contact, "md:w-[26%]"],
              [columns.origin, "md:w-[20%]"],
              [columns.status, "md:w-[16%]"],
              [columns.received, "md:w-[10%] md:text-right"],
            ] as const
          ).map(([heading, width]) => (
            <th
              key={heading}
              scope="col"
              className={`sr-only md:not-sr-only md:px-4 md:py-2 ${width}`}
            >
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-2 md:table-row-group md:space-y-0">
        {rows.map(({ found, ...row }) => {
          const named = nameField(row);
          const others = sameAddress[row.id];
          return (
            <tr
              key={row.id}
              data-lead-row=""
              className={clsx(
                "relative grid grid-cols-[auto_1fr_auto] gap-y-0.5 rounded-card border border-ink-100 bg-white py-2.5 shadow-card",
                "hover:bg-ink-50/70 md:table-row md:rounded-none md:border-0 md:border-b md:py-0 md:shadow-none md:last:border-b-0",
                // The row j and k reach: its link has the focus (inbox-keys.client.ts).
                "has-[[data-lead-link]:focus-visible]:bg-bolt-50 has-[[data-lead-link]:focus-visible]:shadow-[inset_3px_0_0_var(--color-bolt-500)]",
                row.opened ? "text-ink-700" : "text-ink-900",
              )}
            >
              {choose ? (
                <td className="relative z-10 col-start-1 row-start-1 block pl-4 md:table-cell md:py-1.5 md:align-top">
                  <input
                    type="checkbox"
                    name="lead"
                    value={`${row.id}:${row.version}`}
                    defaultChecked={choose.allChosen}
                    aria-label={fillTemplate(copy.chosen.select, { name: leadName(row) })}
                    className={chooseBox}
                  />
                </td>
              ) : null}
              <td className={`${cell} col-start-2 row-start-1`}>
                <p className={line}>
                  <a
                    href={leadHref(row.id)}
                    data-lead-link=""
                    aria-describedby={row.opened ? undefined : notOpenedId(row.id)}
                    className={clsx(
                      "after:absolute after:inset-0 after:rounded-card hover:text-bolt-700 focus-visible:outline-none md:after:rounded-none",
                      row.opened ? "font-medium" : "font-bold",
                    )}
                  >
                    {row.opened ? null : (
                      <span
                        aria-hidden="true"
                        className="mr-1.5 inline-block size-2 rounded-full bg-bolt-500 align-middle"
                      />
                    )}
                    <Shown text={leadName(row)} runs={found?.marked[named]} />
                  </a>
                  {row.opened ? null : (
                    <span id={notOpenedId(row.id)} className="sr-only">
                      {" "}
                      {copy.leads.notOpened}
                    </span>
                  )}
                  {row.practice && named !== "practice" ? (
                    <span className="text-ink-500">
                      {" · "}
                      <Shown text={row.practice} runs={found?.marked.practice} />
                    </span>
                  ) : null}
                </p>
                {found?.excerpts.length ? (
                  <ul className="my-1.5 space-y-1 border-l-2 border-ink-100 pl-3 break-words whitespace-normal text-ink-600 md:max-w-md">
                    {found.excerpts.map((excerpt, position) => (
                      <li key={position}>
                        <span className="font-semibold text-ink-700">
                          {copy.leads.found[excerpt.in]}
                        </span>{" "}
                        <MarkedText runs={excerpt.words} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </td>
              <td className={`${cell} col-span-2 col-start-2 text-ink-600`}>
                <p className="flex min-w-0 items-center gap-2">
                  <span className="truncate">
                    <Shown text={row.email} runs={found?.marked.email} />
                    {/* The phone is on the lead's page; here only where a search found it. */}
                    {row.phone && found?.marked.phone ? (
                      <span className="text-ink-500">
                        {" · "}
                        <MarkedText runs={found.marked.phone} />
                      </span>
                    ) : null}
                  </span>
                  {others ? (
                    <a
                      href={others.href}
                      aria-label={fillTemplate(copy.leads.sameAddress, { count: others.leads })}
                      title={fillTemplate(copy.leads.sameAddress, { count: others.leads })}
                      className="relative z-10 shrink-0 rounded-full bg-ink-100 px-2 py-1 text-xs font-semibold text-ink-700 hover:bg-bolt-100 hover:text-bolt-700 focus-visible:outline-2 focus-visible:outline-bolt-500 md:py-0.5"
                    >
                      {fillTemplate(copy.leads.sameAddressShort, { count: others.leads })}
                    </a>
                  ) : null}
                </p>
              </td>
              <td className={`${cell} col-span-2 col-start-2 text-ink-600`}>
                <p className={line}>
                  {formNames[row.form] ?? row.form}
                  <span className="text-ink-500">
                    {" · "}
                    {cameFrom(row, copy.leads.direct)}
                  </span>
                </p>
              </td>
              <td
                className={`${cell} col-span-2 col-start-2 flex items-center gap-2 pt-1 md:table-cell md:truncate md:pt-1.5`}
              >
                <StatusBadge status={row.status} label={copy.statuses[row.status]} />{" "}
                <span className={row.owner ? "text-ink-600" : "text-ink-500 italic"}>
                  {row.owner ? (names[row.owner] ?? row.owner) : copy.leads.filters.unassigned}
                </span>
              </td>
              <td
                className={`${cell} col-start-3 row-start-1 whitespace-nowrap text-ink-500 md:text-right`}
              >
                <AgoTime iso={row.createdAt} now={now} zone={zone} words={copy.leads.ago} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const notOpenedId = (id: string) => `not-opened-${id}`;

/** A field as written, its words marked where a search found them. */
function Shown({ text, runs }: { text: string; runs: Marked | undefined }) {
  return runs ? <MarkedText runs={runs} /> : text;
}
