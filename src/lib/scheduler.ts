import { UTM_PARAMS } from "./campaign";

/**
 * A Calendly-style scheduler's prefill: a1 the first custom answer (the practice on the home form,
 * the subject on the contact form), a2 the phone.
 */
export type SchedulerPrefill = {
  name?: string;
  email?: string;
  a1?: string;
  a2?: string;
};

export type SchedulerAttribution = Partial<Record<(typeof UTM_PARAMS)[number], string>>;

/**
 * The stored lead's id, which the scheduler hands back with the booking (Calendly returns it as
 * `tracking.salesforce_uuid`), so the booking finds its lead whatever address is typed there.
 */
export const SCHEDULER_LEAD_PARAM = "salesforce_uuid";

/** So a booking is tied to the visitor's form and campaign; empty values are left out. */
export function buildSchedulerUrl(
  base: string,
  prefill: SchedulerPrefill = {},
  attribution: SchedulerAttribution = {},
  leadId?: string,
): string {
  const url = new URL(base);
  const tracking = { ...pickAttribution(attribution), [SCHEDULER_LEAD_PARAM]: leadId };
  for (const [key, value] of Object.entries({ ...prefill, ...tracking })) {
    const trimmed = value?.trim();
    if (trimmed) url.searchParams.set(key, trimmed);
  }
  return url.toString();
}

function pickAttribution(attribution: SchedulerAttribution): SchedulerAttribution {
  return Object.fromEntries(
    UTM_PARAMS.flatMap((key) => (attribution[key] ? [[key, attribution[key]]] : [])),
  );
}

/** docs/product.md, "What the site sends" and "Figures and limits". */
export const SCHEDULER_WIDGET = {
  heightPx: 720,
  minWidthPx: 320,
  /** Start loading this far before the widget scrolls into view, so it is ready on arrival. */
  approachMargin: "400px 0px",
  /** Further out still, so both the approach and a press of its button find it ready. */
  hydrateMargin: "800px 0px",
  /** A script that has not run by then is treated as blocked: the plain link shows instead. */
  scriptTimeoutMs: 10_000,
} as const;
