/** Where a visit came from, as the report groups visits and leads alike. */
export type TrafficSource = { source: string; medium: string; campaign: string };

/** Between a source and its medium where they are named together, as in "google / cpc". */
export const SOURCE_MEDIUM = " / ";

/**
 * A view counted past the visit counter's limits (src/visits/server/page-views.ts): in one row a
 * day, whose every field is "(other)".
 */
export const OTHER = "(other)";

/** A source and its medium as the report names its rows and the inbox's list its leads. */
export const sourceMedium = ({ source, medium }: Pick<TrafficSource, "source" | "medium">) =>
  source + SOURCE_MEDIUM + medium;

/**
 * Where a lead came from as the inbox names it: its source and medium ("google / cpc"), none for
 * direct; its campaign, none without.
 */
export function namedOrigin(origin: TrafficSource): {
  source: string | null;
  campaign: string | null;
} {
  const direct = origin.source === DIRECT.source && origin.medium === DIRECT.medium;
  return { source: direct ? null : sourceMedium(origin), campaign: origin.campaign || null };
}

/** A visit with no campaign, ad click or referring site. */
export const DIRECT: TrafficSource = { source: "(direct)", medium: "(none)", campaign: "" };

/** Each of a visit's source, medium and campaign is a slug of at most this many characters. */
export const TRAFFIC_SLUG_MAX = 64;

/** A slug in ASCII, which the rule below leaves as it is. */
const SIMPLE_SLUG = /^(?:[a-z0-9._()]+(?:-[a-z0-9._()]+)*)?$/;

/** Shows nothing, or reorders what follows: controls, format (bidi, zero-width), unassigned. */
const INVISIBLE = /[\p{C}\p{Default_Ignorable_Code_Point}]/gu;

/** A tag with nothing in it that shows nothing or reorders what follows it. */
export const visibleTag = (tag: string) => tag.replace(INVISIBLE, "");

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

/** A visit's tags and where it came from, as the browser reads them and a lead keeps them. */
type SourceFields = Partial<
  Record<
    "utm_source" | "utm_medium" | "utm_campaign" | "gclid" | "fbclid" | "referrer",
    string | null
  >
>;

/**
 * What a visit's source is made of, whichever site it reached: the campaign's tags (an ad click's
 * network and `cpc` where the link had none), and the referring site. Each a slug, or empty. A
 * lead keeps these (src/lib/lead-origin.ts), so the report groups leads in the database.
 */
export type TrafficTags = TrafficSource & { referrer: string };

/** A site's host, without `www.`, as a slug: how a referring site is named as a source. */
export const siteSlug = (host: string) => trafficSlug(host.replace(/^www\./, ""));

export function trafficTags(visit: SourceFields): TrafficTags {
  let referrer = "";
  if (visit.referrer) {
    try {
      referrer = siteSlug(new URL(visit.referrer).hostname);
    } catch {
      // Not an address: a direct visit.
    }
  }
  const clicked = visit.gclid ? "google" : visit.fbclid ? "facebook" : "";
  return {
    source: trafficSlug(visit.utm_source ?? "") || clicked,
    medium: trafficSlug(visit.utm_medium ?? "") || (clicked ? "cpc" : ""),
    campaign: trafficSlug(visit.utm_campaign ?? ""),
    referrer,
  };
}

/**
 * The campaign's tags where the link had them; else an ad click's network, or the referring
 * site (never this one); else direct. Each as a slug (`trafficSlug`). Shared by the browser's
 * visit count and the server's report of leads, so a lead and the visit it came from fall under
 * one source.
 */
export const trafficSource = (visit: SourceFields, siteHost: string): TrafficSource =>
  sourceOfTags(trafficTags(visit), siteHost);

/**
 * `trafficSource` of the tags a lead keeps (`trafficTags`): how the inbox names where a lead came
 * from, as the report and the list's filter do in SQL (`leadOriginSql`, src/server/db/lead-origin.ts).
 */
export function sourceOfTags(tags: TrafficTags, siteHost: string): TrafficSource {
  // A visit from one of the site's own pages came from none.
  const referrer = tags.referrer === siteSlug(siteHost) ? "" : tags.referrer;
  return {
    source: tags.source || referrer || DIRECT.source,
    medium: tags.medium || (referrer ? "referral" : DIRECT.medium),
    campaign: tags.campaign,
  };
}
