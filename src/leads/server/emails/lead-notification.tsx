import type { EmailsCopy } from "@/leads/copy/emails";
import { fillTemplate } from "@/lib/text/fill-template";
import type { Lead } from "@/server/db/schema";
import { formName, leadRows } from "../outbox/lead-summary";
import {
  DetailTable,
  EmailHeading,
  Paragraph,
  PrimaryButton,
  Subheading,
} from "@/server/email/blocks";
import { renderEmail } from "@/server/email/layout";
import { siteHost, type EmailBrand, type RenderedEmail } from "@/server/email/brand";

/** The rows with a value: a lead fills in only some fields. */
function present(rows: [string, string | null][]) {
  return rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== "");
}

export async function renderLeadNotification(
  lead: Lead,
  brand: EmailBrand,
  words: EmailsCopy["leadNotification"],
): Promise<RenderedEmail> {
  const { contact, attribution } = leadRows(lead, words);
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
        <PrimaryButton href={`mailto:${lead.email}`}>
          {fillTemplate(words.reply, slots)}
        </PrimaryButton>
        <Subheading>{words.origin}</Subheading>
        <DetailTable rows={present(attribution)} variant="plain" />
      </>
    ),
  });
}
