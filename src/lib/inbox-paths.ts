/** The inbox's addresses; the sign-in link's token rides in its query, never a lead's data. */
export const INBOX_PATHS = {
  home: "/inbox",
  signIn: "/inbox/sign-in",
  signInLink: "/inbox/sign-in/link",
  signOut: "/inbox/sign-out",
  account: "/inbox/account",
  leads: "/inbox/leads",
  suspected: "/inbox/suspected",
  /** What was discarded from the suspected folder, restorable until it is deleted for good. */
  trash: "/inbox/suspected/trash",
  report: "/inbox/report",
  reportCsv: "/inbox/report.csv",
  audit: "/inbox/audit",
  export: "/inbox/export.csv",
  retryDeliveries: "/inbox/deliveries/retry",
  /** A status or owner given to many leads at once, from the list. */
  changeMany: "/inbox/change",
  /** Saved views of the list: saved, renamed, deleted. */
  views: "/inbox/views",
} as const;

/** A lead's page in the inbox. */
export const leadHref = (id: string) => `${INBOX_PATHS.leads}/${encodeURIComponent(id)}`;

/** Under a lead's page, its revision for the page's script: src/pages/inbox/leads/[id]/revision.ts. */
export const LEAD_REVISION = "revision";
export const leadRevisionHref = (id: string) => `${leadHref(id)}/${LEAD_REVISION}`;
