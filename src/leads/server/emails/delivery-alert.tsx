import type { EmailsCopy } from "@/leads/copy/emails";
import { fillTemplate } from "@/lib/text/fill-template";
import { EmailHeading, Paragraph, PrimaryButton } from "@/server/email/blocks";
import { renderEmail } from "@/server/email/layout";
import { siteHost, type EmailBrand, type RenderedEmail } from "@/server/email/brand";
import { troubleSentences, type DeliveryTrouble } from "../outbox/trouble";

export async function renderDeliveryAlert(
  trouble: DeliveryTrouble,
  { brand, inboxUrl, repeatHours }: { brand: EmailBrand; inboxUrl: string; repeatHours: number },
  words: EmailsCopy["deliveryAlert"],
): Promise<RenderedEmail> {
  const site = siteHost(brand);
  return renderEmail({
    brand,
    subject: fillTemplate(words.subject, { site }),
    preview: words.preview,
    reason: fillTemplate(words.reason, { site, hours: repeatHours }),
    children: (
      <>
        <EmailHeading>{words.heading}</EmailHeading>
        {troubleSentences(trouble, words).map((sentence) => (
          <Paragraph key={sentence}>{sentence}</Paragraph>
        ))}
        <Paragraph>{words.stored}</Paragraph>
        <PrimaryButton href={inboxUrl}>{words.button}</PrimaryButton>
      </>
    ),
  });
}
