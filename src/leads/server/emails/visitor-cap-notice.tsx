import type { EmailsCopy } from "@/leads/copy/emails";
import { fillTemplate } from "@/lib/text/fill-template";
import type { VisitorEmailCaps } from "@/server/env";
import { EmailHeading, Paragraph } from "@/server/email/blocks";
import { renderEmail } from "@/server/email/layout";
import { siteHost, type EmailBrand, type RenderedEmail } from "@/server/email/brand";

export async function renderVisitorCapNotice(
  caps: Pick<VisitorEmailCaps, "perSite" | "windowMs">,
  brand: EmailBrand,
  words: EmailsCopy["capNotice"],
): Promise<RenderedEmail> {
  const slots = {
    brand: brand.name,
    site: siteHost(brand),
    count: caps.perSite,
    hours: Math.round(caps.windowMs / 3_600_000),
  };
  return renderEmail({
    brand,
    subject: fillTemplate(words.subject, slots),
    preview: words.preview,
    reason: fillTemplate(words.reason, slots),
    children: (
      <>
        <EmailHeading>{words.heading}</EmailHeading>
        <Paragraph>{fillTemplate(words.paused, slots)}</Paragraph>
        <Paragraph>{words.nothingElse}</Paragraph>
        <Paragraph>{words.why}</Paragraph>
      </>
    ),
  });
}
