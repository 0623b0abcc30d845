/** The inbox's addresses; the sign-in link's token rides in its query, never a lead's data. */
export const INBOX_PATHS = {
  home: "/inbox",
  signIn: "/inbox/sign-in",
  signInLink: "/inbox/sign-in/link",
  signOut: "/inbox/sign-out",
  account: "/inbox/account",
  leads: "/inbox/leads",
  suspected: "/inbox/suspected",
  report: "/inbox/report",
  reportCsv: "/inbox/report.csv",
  audit: "/inbox/audit",
  export: "/inbox/export.csv",
  retryDeliveries: "/inbox/deliveries/retry",
} as const;

/** A lead's page in the inbox. */
export const leadHref = (id: string) => `${INBOX_PATHS.leads}/${encodeURIComponent(id)}`;
