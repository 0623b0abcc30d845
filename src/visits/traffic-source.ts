import type { Attribution } from "@/leads/fields";

/** Where a visit came from, as the report groups visits and leads alike. */
export type TrafficSource = { source: string; medium: string; campaign: string };

/** Each of a visit's source, medium and campaign is cut to this many characters. */
export const TRAFFIC_FIELD_MAX = 100;

type SourceFields = Pick<
  Attribution,
  "utm_source" | "utm_medium" | "utm_campaign" | "gclid" | "fbclid" | "referrer"
>;

/**
 * The campaign's tags where the link had them; else an ad click's network, or the referring
 * site (never this one); else direct. Shared by the browser's visit count and the server's
 * report of leads, so a lead and the visit it came from fall under one source.
 */
export function trafficSource(visit: SourceFields, siteHost: string): TrafficSource {
  let referrer = "";
  if (visit.referrer) {
    try {
      referrer = new URL(visit.referrer).hostname.replace(/^www\./, "");
    } catch {
      // Not an address: a direct visit.
    }
  }
  if (referrer === siteHost.replace(/^www\./, "")) referrer = "";
  const clicked = visit.gclid ? "google" : visit.fbclid ? "facebook" : "";
  const cut = (value: string) => value.trim().slice(0, TRAFFIC_FIELD_MAX);
  return {
    source: cut(visit.utm_source || clicked || referrer || "(direct)"),
    medium: cut(visit.utm_medium || (clicked ? "cpc" : referrer ? "referral" : "(none)")),
    campaign: cut(visit.utm_campaign ?? ""),
  };
}
