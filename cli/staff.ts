// The staff commands' words and names, read by `npm run leads` before it loads their code
// (cli/staff-command.ts).
export const STAFF_USAGE = `  staff add EMAIL [--name NAME]   Give someone an account for the inbox at /inbox, and send
                                  them a sign-in link (printed here when SMTP_URL is not set)
  staff link EMAIL                A new one-time sign-in link, sent or printed the same way
  staff list                      Every account, its passkeys and latest sign-in
  staff remove EMAIL              Delete an account; its sessions end at once`;

export const STAFF_COMMANDS = ["add", "link", "list", "remove"] as const;
export type StaffCommand = (typeof STAFF_COMMANDS)[number];
