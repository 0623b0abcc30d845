import type { AuditEntry } from "@/server/audit-log";
import type { AuditAction } from "@/server/audit-actions";
import { INBOX_PATHS } from "@/lib/inbox-paths";

/** The pages that show leads' names and numbers, and what a look at each is recorded as. */
const VIEWS = new Map<string, AuditAction>([
  [INBOX_PATHS.home, "leads-listed"],
  [INBOX_PATHS.suspected, "suspected-listed"],
  [INBOX_PATHS.trash, "trash-listed"],
  [INBOX_PATHS.report, "report-viewed"],
  [INBOX_PATHS.reportCsv, "report-exported"],
]);

const LEAD_PAGE = new RegExp(`^${INBOX_PATHS.leads}/([^/]+)$`);

/** The lead whose page `path` is, or null. */
export function leadIdOf(path: string): string | null {
  const id = LEAD_PAGE.exec(path)?.[1];
  try {
    return id === undefined ? null : decodeURIComponent(id);
  } catch {
    return null;
  }
}

/** What a list's or report's address asks for, named in the log: every filter but the search. */
const NAMED = ["status", "form", "source", "campaign", "page", "from", "to", "weeks", "by", "view"];

/**
 * The filters of a list's or the report's address as the audit log names them: each by its
 * value, but a search, recorded as made, never its words (they may be a person's name).
 */
export function filtersNamed(query: URLSearchParams): string[] {
  const parts = NAMED.flatMap((name) => {
    const value = query.get(name);
    return value ? [`${name}=${value.slice(0, 60)}`] : [];
  });
  if (query.has("find")) parts.push("search");
  return parts;
}

/**
 * The view a page shown to staff records in the audit log: which page, and for a list or the
 * report its filters (filtersNamed), never what it showed. Null for a page that shows no lead.
 */
export function viewOf(url: URL): Omit<AuditEntry, "actor"> | null {
  const leadId = leadIdOf(url.pathname);
  if (leadId !== null) return { action: "lead-viewed", leadId };
  const action = VIEWS.get(url.pathname);
  if (!action) return null;
  const query = url.searchParams;
  const parts = filtersNamed(query);
  if (query.has("older") || query.has("newer")) parts.push("later page");
  return { action, detail: parts.join(", ") || undefined };
}
