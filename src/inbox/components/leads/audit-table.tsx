import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { fillTemplate } from "@/lib/text/fill-template";
import { actorName, type ActorWords } from "../../actor-name";
import { leadHref } from "@/lib/inbox-paths";
import type { AuditRow } from "../../server/audit-page";
import { InboxTime } from "@/inbox/components/shared/inbox-time";

export type AuditTableProps = {
  rows: AuditRow[];
  copy: InboxCopy["audit"];
  statuses: InboxCopy["statuses"];
  /** How the actors that are no one's account are named. */
  actors: ActorWords;
  zone: string;
};

/** An entry's detail in words: a status by its name, a count of leads as such. */
function detailOf(row: AuditRow, copy: InboxCopy["audit"], statuses: InboxCopy["statuses"]) {
  if (!row.detail) return null;
  if (row.action === "status-changed" && row.detail in statuses) {
    return statuses[row.detail as keyof typeof statuses];
  }
  if (row.action === "exported" || row.action === "erased") {
    return fillTemplate(copy.leadCount, { count: row.detail });
  }
  return row.detail;
}

const cell = "block px-4 md:table-cell md:py-2.5 md:align-top";

/** The audit log's entries: a table on wide screens, a card each on a phone. */
export function AuditTable({ rows, copy, statuses, actors, zone }: AuditTableProps) {
  if (!rows.length) {
    return (
      <p className="rounded-card border border-dashed border-ink-200 bg-white px-6 py-12 text-center text-ink-600">
        {copy.none}
      </p>
    );
  }
  const { columns } = copy;
  return (
    <table className="block w-full text-left text-sm md:table md:rounded-card md:border md:border-ink-100 md:bg-white md:shadow-card">
      <thead className="sr-only md:not-sr-only md:table-header-group">
        <tr className="border-b border-ink-100 text-xs font-semibold tracking-wide text-ink-500 uppercase">
          {[columns.when, columns.who, columns.what, columns.lead, columns.from].map((heading) => (
            <th key={heading} scope="col" className="px-4 py-3">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-2 md:table-row-group md:space-y-0">
        {rows.map((row) => (
          <tr
            key={row.id}
            className="block rounded-control border border-ink-100 bg-white py-2 md:table-row md:rounded-none md:border-0 md:border-b md:last:border-b-0"
          >
            <td className={`${cell} whitespace-nowrap text-ink-500`}>
              <InboxTime iso={row.at} zone={zone} />
            </td>
            <td className={`${cell} break-all text-ink-900`}>
              {row.actor
                ? actorName(row.actor, actors)
                : row.action.startsWith("staff-")
                  ? copy.commandLine
                  : copy.unknown}
            </td>
            <td className={`${cell} text-ink-900`}>
              <span className="font-semibold">{copy.actions[row.action]}</span>
              {row.detail ? (
                <span className="text-ink-600"> · {detailOf(row, copy, statuses)}</span>
              ) : null}
            </td>
            <td className={`${cell} font-mono text-xs text-ink-600`}>
              {row.leadId && row.leadKept ? (
                <a href={leadHref(row.leadId)} className="text-bolt-700 underline">
                  {row.leadId.slice(0, 8)}
                </a>
              ) : (
                row.leadId?.slice(0, 8)
              )}
            </td>
            <td className={`${cell} font-mono text-xs text-ink-500`}>{row.ipHash?.slice(0, 12)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
