import type { SiteConfig } from "@/config/schema";

export type EmailBrand = Pick<SiteConfig, "name" | "url" | "address" | "phone" | "email">;

/** A site's details as its emails take them, and nothing else of its configuration. */
export function emailBrand({ name, url, address, phone, email }: EmailBrand): EmailBrand {
  return { name, url, address, phone, email };
}

/** The site's address as people write it: "voltcare.ai". */
export function siteHost(brand: EmailBrand): string {
  return new URL(brand.url).host.replace(/^www\./, "");
}

export type RenderedEmail = { subject: string; html: string; text: string };

/** Who the agency's own emails come from: LEAD_EMAIL_FROM, else leads@ the site's host. */
export function agencyFrom(
  env: { LEAD_EMAIL_FROM?: string },
  site: Pick<SiteConfig, "name" | "url">,
): string {
  return env.LEAD_EMAIL_FROM ?? `${site.name} <leads@${new URL(site.url).hostname}>`;
}
