import type { Lead } from "@/server/db/schema";
import { formLabel, leadRows } from "../outbox/lead-summary";
import {
  DetailTable,
  EmailHeading,
  Paragraph,
  PrimaryButton,
  siteHost,
  Subheading,
  renderEmail,
} from "./layout";
import type { EmailBrand, RenderedEmail } from "./types";

/** The rows with a value: a lead fills in only some fields. */
function present(rows: [string, string | null][]) {
  return rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== "");
}

/** The agency's notice of a new lead: who it is, then where it came from. */
export async function renderLeadNotification(
  lead: Lead,
  brand: EmailBrand,
): Promise<RenderedEmail> {
  const { contact, attribution } = leadRows(lead);
  const form = formLabel(lead.form);
  const subject = `New lead from ${lead.name} (${form})`;
  return renderEmail({
    brand,
    subject,
    preview: `${lead.name} · ${lead.email} · ${form}`,
    reason: `You are getting this because a new lead came in through the ${form.toLowerCase()} on ${siteHost(brand)}.`,
    children: (
      <>
        <Paragraph muted style={{ margin: "24px 0 0" }}>
          {`A new lead arrived on ${brand.name}.`}
        </Paragraph>
        <EmailHeading>{`New lead: ${lead.name}`}</EmailHeading>
        <DetailTable rows={present(contact)} variant="plain" />
        <PrimaryButton href={`mailto:${lead.email}`}>{`Reply to ${lead.name}`}</PrimaryButton>
        <Subheading>Where it came from</Subheading>
        <DetailTable rows={present(attribution)} variant="plain" />
      </>
    ),
  });
}
