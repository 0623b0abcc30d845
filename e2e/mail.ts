import { existsSync, readFileSync } from "node:fs";
import { simpleParser, type ParsedMail } from "mailparser";

/** A message the test SMTP server accepted: its envelope's recipients and its raw text. */
type LoggedMail = { to: string[]; raw: string };

/** Every message the server's delivery worker sent to the test SMTP server (e2e/run.ts). */
function loggedMails(): LoggedMail[] {
  const log = process.env.E2E_MAIL_LOG ?? "";
  if (!existsSync(log)) return [];
  return readFileSync(log, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LoggedMail);
}

/** The agency's notifications of leads from this address (their Reply-To is the visitor). */
export function agencyMailsFor(email: string): LoggedMail[] {
  return loggedMails().filter((mail) => mail.raw.includes(`Reply-To: ${email}`));
}

/** What the visitor at this address was sent, parsed. */
export function visitorMailsFor(email: string): Promise<ParsedMail[]> {
  return Promise.all(
    loggedMails()
      .filter((mail) => mail.to.includes(email))
      .map((mail) => simpleParser(mail.raw)),
  );
}
