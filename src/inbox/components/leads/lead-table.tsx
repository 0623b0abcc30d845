import { MarkedText } from "@/components/ui/marked-text";
import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { leadHref } from "@/lib/inbox-paths";
import type { Marked } from "@/leads/server/record/found-words";
import type { LeadRow } from "@/leads/server/record/lead-list";
import { cameFrom } from "@/inbox/came-from";
import { InboxTime } from "@/inbox/components/shared/inbox-time";
import { StatusBadge } from "@/inbox/components/shared/status-badge";
import type { StaffNames } from "@/inbox/auth/staff";

export type LeadTableProps = {
  rows: LeadRow[];
  copy: InboxCopy;
  formNames: Record<string, string>;
  zone: string;
  /** The owners' names, by their email; an owner without an account shows as their email. */
  names: StaffNames;
  /** Said when there are no rows: nothing yet, or nothing under the filters. */
  empty: string;
};

const cell = "block px-4 md:table-cell md:py-3 md:align-top";

/**
 * The leads, newest first: a table on wide screens, a card per lead on a phone. Under a search,
 * each shows the words found marked, and where else they were found.
 */
export function LeadTable({ rows, copy, formNames, zone, names, empty }: LeadTableProps) {
  if (!rows.length) {
    return (
      <p className="rounded-card border border-dashed border-ink-200 bg-white px-6 py-12 text-center text-ink-600">
        {empty}
      </p>
    );
  }
  const { columns } = copy.leads;
  return (
    <table className="block w-full text-left text-[0.9375rem] md:table md:rounded-card md:border md:border-ink-100 md:bg-white md:shadow-card">
      <thead className="sr-only md:not-sr-only md:table-header-group">
        <tr className="border-b border-ink-100 text-xs font-semibold tracking-wide text-ink-500 uppercase">
          {[columns.lead, columns.contact, columns.origin, columns.status, columns.received].map(
            (heading) => (
              <th key={heading} scope="col" className="px-4 py-3">
                {heading}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody className="block space-y-3 md:table-row-group md:space-y-0">
        {rows.map(({ found, ...row }) => (
          <tr
            key={row.id}
            className="relative block rounded-card border border-ink-100 bg-white py-3 shadow-card hover:bg-ink-50/60 md:table-row md:rounded-none md:border-0 md:border-b md:shadow-none md:last:border-b-0"
          >
            <td className={cell}>
              <a
                href={leadHref(row.id)}
                data-lead-link=""
                className="font-semibold text-ink-900 after:absolute after:inset-0 hover:text-bolt-700 focus-visible:outline-2 focus-visible:outline-bolt-500"
              >
                <Shown text={row.name} runs={found?.marked.name} />
              </a>
              {row.practice ? (
                <p className="text-sm text-ink-600">
                  <Shown text={row.practice} runs={found?.marked.practice} />
                </p>
              ) : null}
              {found?.excerpts.length ? (
                <ul className="my-2 space-y-1 border-l-2 border-ink-100 pl-3 text-sm break-words text-ink-600 md:mb-0 md:max-w-md">
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
            <td className={`${cell} text-sm break-all text-ink-700`}>
              <p>
                <Shown text={row.email} runs={found?.marked.email} />
              </p>
              {row.phone ? (
                <p className="text-ink-500">
                  <Shown text={row.phone} runs={found?.marked.phone} />
                </p>
              ) : null}
            </td>
            <td className={`${cell} mt-2 text-sm text-ink-700 md:mt-0`}>
              <p>{formNames[row.form] ?? row.form}</p>
              <p className="text-ink-500">{cameFrom(row, copy.leads.direct)}</p>
            </td>
            <td className={`${cell} mt-2 flex items-center gap-2 md:mt-0 md:table-cell`}>
              <StatusBadge status={row.status} label={copy.statuses[row.status]} />
              <p
                className={`text-sm md:mt-1.5 ${row.owner ? "text-ink-700" : "text-ink-500 italic"}`}
              >
                {row.owner ? (names[row.owner] ?? row.owner) : copy.leads.filters.unassigned}
              </p>
            </td>
            <td className={`${cell} mt-1 text-sm whitespace-nowrap text-ink-500 md:mt-0`}>
              <InboxTime iso={row.createdAt} zone={zone} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A field as written, its words marked where a search found them. */
function Shown({ text, runs }: { text: string; runs: Marked | undefined }) {
  return runs ? <MarkedText runs={runs} /> : text;
}
