import type { Attribution } from "@/leads/fields";

/** Where a visit came from, as the report groups visits and leads alike. */
export type TrafficSource = { source: string; medium: string; campaign: string };

/** A visit with no campaign, ad click or referring site. */
export const DIRECT: TrafficSource = { source: "(direct)", medium: "(none)", campaign: "" };

/** Each of a visit's source, medium and campaign is a slug of at most this many characters. */
export const TRAFFIC_SLUG_MAX = 64;

/** A slug in ASCII, which the rule below leaves as it is. */
const SIMPLE_SLUG = /^(?:[a-z0-9._()]+(?:-[a-z0-9._()]+)*)?$/;

/** Shows nothing, or reorders what follows: controls, format (bidi, zero-width), unassigned. */
const INVISIBLE = /[\p{C}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * A tag as the count keeps it: lower-case, each run of spaces or punctuation a hyphen, only
 * letters, digits and `. _ - ( )`, nothing invisible, at most TRAFFIC_SLUG_MAX characters. So
 * "Spring Sale" and "spring-sale" are one campaign, and no tag can hide or reorder text in the
 * report.
 */
export function trafficSlug(tag: string): string {
  // Most tags are slugs already (the report names every lead's source by this rule).
  if (tag.length <= TRAFFIC_SLUG_MAX && SIMPLE_SLUG.test(tag)) return tag;
  const slug = tag
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\s+/gu, "-")
    .replace(INVISIBLE, "")
    .replace(/[^\p{L}\p{M}\p{N}._()-]+/gu, "-")
    // Marks stacked past two draw over the rows around them.
    .replace(/(\p{M}{2})\p{M}+/gu, "$1");
  const cut = [...slug.replace(/-{2,}/g, "-").replace(/^-/, "")]
    .slice(0, TRAFFIC_SLUG_MAX)
    .join("");
  return cut.replace(/-$/, "");
}

type SourceFields = Pick<
  Attribution,
  "utm_source" | "utm_medium" | "utm_campaign" | "gclid" | "fbclid" | "referrer"
>;

/**
 * The campaign's tags where the link had them; else an ad click's network, or the referring
 * site (never this one); else direct. Each as a slug (`trafficSlug`). Shared by the browser's
 * visit count and the server's report of leads, so a lead and the visit it came from fall under
 * one source.
 */
export function trafficSource(visit: SourceFields, siteHost: string): TrafficSource {
  let referrer = "";
  if (visit.referrer) {
    try {
      referrer = trafficSlug(new URL(visit.referrer).hostname.replace(/^www\./, ""));
    } catch {
      // Not an address: a direct visit.
    }
  }
  if (referrer === trafficSlug(siteHost.replace(/^www\./, ""))) referrer = "";
  const clicked = visit.gclid ? "google" : visit.fbclid ? "facebook" : "";
  return {
    source: trafficSlug(visit.utm_source ?? "") || clicked || referrer || DIRECT.source,
    medium:
      trafficSlug(visit.utm_medium ?? "") ||
      (clicked ? "cpc" : referrer ? "referral" : DIRECT.medium),
    campaign: trafficSlug(visit.utm_campaign ?? ""),
  };
}
