import type { EmailsCopy } from "@/leads/copy/emails";
import { fillTemplate } from "@/lib/text/fill-template";
import { siteHost, type EmailBrand, type RenderedEmail } from "@/server/email/brand";
import { EmailHeading, Paragraph, PrimaryButton } from "@/server/email/blocks";
import { renderEmail } from "@/server/email/layout";
import { SIGN_IN_LINK_SECONDS } from "./auth";

export async function renderSignInEmail(
  link: string,
  brand: EmailBrand,
  words: EmailsCopy["signInLink"],
): Promise<RenderedEmail> {
  const slots = { brand: brand.name, site: siteHost(brand), minutes: SIGN_IN_LINK_SECONDS / 60 };
  return renderEmail({
    brand,
    subject: fillTemplate(words.subject, slots),
    preview: fillTemplate(words.preview, slots),
    reason: fillTemplate(words.reason, slots),
    children: (
      <>
        <EmailHeading>{words.heading}</EmailHeading>
        <Paragraph>{fillTemplate(words.intro, slots)}</Paragraph>
        <PrimaryButton href={link}>{words.button}</PrimaryButton>
        <Paragraph>{words.passkey}</Paragraph>
        <Paragraph>{words.notYou}</Paragraph>
      </>
    ),
  });
}
