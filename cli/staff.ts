// The staff commands' words and names, read by `npm run leads` before it loads their code
// (cli/staff-command.ts).
export const STAFF_USAGE = `  staff add EMAIL [--name NAME] [--role admin|staff]
                                  Give someone an account for the inbox at /inbox, and send
                                  them a sign-in link (printed here when SMTP_URL is not set);
                                  staff unless --role admin, but the first account is an admin
  staff role EMAIL --role admin|staff
                                  Make an account an admin (who may also export leads, erase
                                  a person and resend deliveries) or staff
  staff link EMAIL                A new one-time sign-in link, sent or printed the same way
  staff list                      Every account, its role, passkeys and latest sign-in
  staff remove EMAIL              Delete an account; its sessions end at once`;

export const STAFF_COMMANDS = ["add", "role", "link", "list", "remove"] as const;
export type StaffCommand = (typeof STAFF_COMMANDS)[number];
