import { yearlyEstimate } from "./calculator-inputs";
import { trafficTags } from "./traffic-source";

/** Stands for a lead with no campaign, or whose landing page is not known. */
export const NONE = "(none)";

type LeadFields = {
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  gclid?: string | null;
  fbclid?: string | null;
  referrer?: string | null;
  page_url?: string | null;
  calculator_inputs?: string | null;
};

/**
 * Where a lead came from and what the calculator made of it, as the report groups and sums them:
 * worked out once, when the lead is stored (and for the leads before, by migration 0023), so the
 * report asks the database instead of reading every lead. A change to these rules needs a
 * migration that works them out again.
 */
export type LeadOrigin = {
  /** The campaign's tags as slugs (`trafficTags`): an ad click's network where none; or empty. */
  traffic_source: string;
  traffic_medium: string;
  traffic_campaign: string;
  /** The referring site, a slug, or empty: the report names it the source unless it is the site. */
  traffic_referrer: string;
  /** The path of the page the lead's visit began on, or (none). */
  landing_path: string;
  /** The calculator's yearly estimate of missed-call revenue, in dollars; null without one. */
  estimated_yearly: number | null;
};

/** The columns `leadOrigin` fills, the estimate last. */
export const LEAD_ORIGIN_COLUMNS = [
  "traffic_source",
  "traffic_medium",
  "traffic_campaign",
  "traffic_referrer",
  "landing_path",
  "estimated_yearly",
] as const satisfies readonly (keyof LeadOrigin)[];

/**
 * The columns the report groups a lead by, in the order of the index that keeps them so
 * (`leads_report_origin`): SQLite then groups without sorting.
 */
export const REPORT_GROUPING = [
  "traffic_source",
  "traffic_medium",
  "traffic_referrer",
  "traffic_campaign",
  "landing_path",
  "form",
] as const;

/**
 * What the report counts of each group of leads: leads, suspected submissions, those booked,
 * the calculator's estimates of these summed (`revenue`), and how many gave one (`estimated`).
 */
export const REPORT_COUNTS = ["leads", "suspected", "booked", "revenue", "estimated"] as const;

function landingPath(pageUrl: string | null | undefined): string {
  try {
    return pageUrl ? new URL(pageUrl).pathname : NONE;
  } catch {
    return NONE;
  }
}

export function leadOrigin(lead: LeadFields): LeadOrigin {
  const tags = trafficTags(lead);
  return {
    traffic_source: tags.source,
    traffic_medium: tags.medium,
    traffic_campaign: tags.campaign,
    traffic_referrer: tags.referrer,
    landing_path: landingPath(lead.page_url),
    estimated_yearly: yearlyEstimate(lead.calculator_inputs ?? null),
  };
}

/** A lead's row as stored: its fields and where it came from. */
export const withOrigin = <Lead extends LeadFields>(lead: Lead): Lead & LeadOrigin => ({
  ...lead,
  ...leadOrigin(lead),
});
