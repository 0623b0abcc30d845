import type { VisitorEmailCaps } from "@/server/env";
import { EmailHeading, Paragraph, siteHost, renderEmail } from "./layout";
import type { EmailBrand, RenderedEmail } from "./types";

/**
 * The agency's notice that the site's visitor emails have reached their cap: sent once a window,
 * with the lead that reached it. Leads go on arriving; only the visitors' own emails wait.
 */
export async function renderVisitorCapNotice(
  caps: Pick<VisitorEmailCaps, "perSite" | "windowMs">,
  brand: EmailBrand,
): Promise<RenderedEmail> {
  const hours = Math.round(caps.windowMs / 3_600_000);
  const subject = `Visitor emails paused: ${caps.perSite} sent in ${hours} hours`;
  return renderEmail({
    brand,
    subject,
    preview: "Leads still arrive and reach you as usual. Only the visitors' own emails wait.",
    reason: `You are getting this because ${siteHost(brand)} reached its limit of visitor emails, once in ${hours} hours at most.`,
    children: (
      <>
        <EmailHeading>Visitor emails are paused</EmailHeading>
        <Paragraph>
          {`${brand.name} has sent the ${caps.perSite} visitor emails it may send in ${hours} hours: the downloads and "We have your request" notes that go to whoever fills in a form. Until the oldest of them is ${hours} hours old, new visitors get none.`}
        </Paragraph>
        <Paragraph>
          Nothing else stops. Every lead is stored and reaches you by email and webhook as usual, so
          you can answer each one yourself.
        </Paragraph>
        <Paragraph>
          A busy day does this, and so does someone sending forms with other people’s addresses to
          make the site email them. `npm run leads -- outbox --skipped` lists the emails held back;
          if the volume is real, raise VISITOR_EMAIL_SITE_LIMIT.
        </Paragraph>
      </>
    ),
  });
}
