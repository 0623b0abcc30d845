import { UTM_PARAMS } from "@/lib/campaign";
import {
  ATTRIBUTION_FIELDS,
  CLICK_ID_PARAMS,
  NOT_ONE_LINE,
  UTM_VALUE_MAX,
  type Attribution,
} from "./fields";
import { buildSchedulerUrl } from "@/lib/scheduler";
import { ATTRIBUTION_KEY, readStorage, sessionStore, writeStorage } from "@/lib/storage-keys";

/** `href` may be missing: the lead API reads it from a Referer header a browser may leave out. */
export function attributionFromArrival(
  href: string | null,
  referrer: string,
  userAgent: string,
): Attribution {
  const found: Attribution = {};
  if (href) {
    const url = new URL(href);
    for (const key of [...UTM_PARAMS, ...CLICK_ID_PARAMS]) {
      const value = clip(url.searchParams.get(key) ?? "", UTM_VALUE_MAX);
      if (value) found[key] = value;
    }
    found.page_url = clip(href, 2000);
  }
  if (referrer) found.referrer = clip(referrer, 2000);
  if (userAgent) found.device = clip(userAgent, 500);
  return found;
}

const NOT_ONE_LINE_ALL = new RegExp(NOT_ONE_LINE.source, "gu");

/** One line: a decoded %0A or %00 in a campaign link would otherwise make the lead fail. */
export function clip(value: string, max: number): string {
  return Array.from(value.replace(NOT_ONE_LINE_ALL, "").trim()).slice(0, max).join("").trim();
}

function parse(raw: string | null): Attribution | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    return Object.fromEntries(
      ATTRIBUTION_FIELDS.flatMap((key) =>
        typeof value[key] === "string" ? [[key, value[key]]] : [],
      ),
    );
  } catch {
    return null;
  }
}

function fromCampaign(attribution: Attribution): boolean {
  return [...UTM_PARAMS, ...CLICK_ID_PARAMS].some((key) => attribution[key]);
}

export function captureAttribution(href: string, referrer: string, userAgent: string): Attribution {
  const stored = parse(readStorage(sessionStore, ATTRIBUTION_KEY));
  const arrival = attributionFromArrival(href, referrer, userAgent);
  const kept = keptAttribution(stored, arrival);
  writeStorage(sessionStore, ATTRIBUTION_KEY, JSON.stringify(kept));
  return kept;
}

/**
 * First touch: the visit's first arrival from a campaign, or until one comes, its first arrival.
 * A second ad click in the same visit keeps the first campaign's credit.
 */
export function keptAttribution(stored: Attribution | null, arrival: Attribution): Attribution {
  if (!stored) return arrival;
  return fromCampaign(stored) || !fromCampaign(arrival) ? stored : arrival;
}

export function readAttribution(): Attribution {
  return (
    parse(readStorage(sessionStore, ATTRIBUTION_KEY)) ?? {
      page_url: window.location.href,
      device: window.navigator.userAgent,
    }
  );
}

export function withSchedulerAttribution(href: string, attribution: Attribution): string {
  const current = new URL(href);
  const missing = Object.fromEntries(
    UTM_PARAMS.flatMap((key) =>
      attribution[key] && !current.searchParams.has(key) ? [[key, attribution[key]]] : [],
    ),
  );
  return buildSchedulerUrl(href, {}, missing);
}
