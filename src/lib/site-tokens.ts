import type { SiteConfig } from "@/config/schema";

/** Replaces {brand}, {phone}, {email} and {address} in content copy with configured values. */
export function fillSiteTokens(
  text: string,
  site: Pick<SiteConfig, "name" | "phone" | "email" | "address">,
): string {
  return text
    .replaceAll("{brand}", site.name)
    .replaceAll("{phone}", site.phone)
    .replaceAll("{email}", site.email)
    .replaceAll("{address}", site.address);
}
