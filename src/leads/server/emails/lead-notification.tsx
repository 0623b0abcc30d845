import type { EmailsCopy } from "@/leads/copy/emails";
import { leadHref } from "@/lib/inbox-paths";
import { fillTemplate } from "@/lib/text/fill-template";
import type { Lead } from "@/server/db/schema";
import { formName, leadRows } from "../outbox/lead-summary";
import {
  Buttons,
  DetailTable,
  EmailButton,
  EmailHeading,
  Paragraph,
  Subheading,
} from "@/server/email/blocks";
import { renderEmail } from "@/server/email/layout";
import { siteHost, type EmailBrand, type RenderedEmail } from "@/server/email/brand";

/** The rows with a value: a lead fills in only some fields. */
function present(rows: [string, string | null][]) {
  return rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== "");
}

/**
 * Staff start here and work the lead in the inbox: its page is the email's first action, a reply
 * by email the second. `timeZone` is the agency's (INBOX_TIME_ZONE), which the times are in.
 */
export async function renderLeadNotification(
  lead: Lead,
  { brand, timeZone }: { brand: EmailBrand; timeZone: string },
  words: EmailsCopy["leadNotification"],
): Promise<RenderedEmail> {
  const { contact, attribution } = leadRows(lead, words, timeZone);
  const form = formName(words.forms, lead.form);
  const slots = { name: lead.name, email: lead.email, form };
  return renderEmail({
    brand,
    subject: fillTemplate(words.subject, slots),
    preview: fillTemplate(words.preview, slots),
    reason: fillTemplate(words.reason, { form: form.toLowerCase(), site: siteHost(brand) }),
    children: (
      <>
        <Paragraph muted style={{ margin: "24px 0 0" }}>
          {fillTemplate(words.intro, { brand: brand.name })}
        </Paragraph>
        <EmailHeading>{fillTemplate(words.heading, slots)}</EmailHeading>
        <DetailTable rows={present(contact)} variant="plain" />
        <Buttons>
          <EmailButton href={new URL(leadHref(lead.id), brand.url).href} variant="primary">
            {words.openInInbox}
          </EmailButton>
          <EmailButton href={`mailto:${lead.email}`} variant="quiet">
            {fillTemplate(words.reply, slots)}
          </EmailButton>
        </Buttons>
        <Subheading>{words.origin}</Subheading>
        <DetailTable rows={present(attribution)} variant="plain" />
      </>
    ),
  });
}
