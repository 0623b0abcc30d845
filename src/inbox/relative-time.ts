import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { fillTemplate } from "@/lib/text/fill-template";
import { zonedDay } from "@/server/time-zone";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The calendar day (YYYY-MM-DD) before `day`, counted in days, not hours: a clock change's is 23 or 25. */
function dayBefore(day: string): string {
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
}

/**
 * When `iso` was, told from `now` as the agency reads it: minutes, then hours within its own
 * day, "yesterday" for the day before in its time zone, then the date ("Nov 3"; "Nov 3, 2025"
 * from another year). A time ahead of `now` (another clock's) is "just now".
 */
export function agoText(
  iso: string,
  now: string,
  zone: string,
  words: InboxCopy["leads"]["ago"],
): string {
  const elapsed = Date.parse(now) - Date.parse(iso);
  if (elapsed < MINUTE_MS) return words.justNow;
  if (elapsed < HOUR_MS) {
    return fillTemplate(words.minutes, { count: Math.floor(elapsed / MINUTE_MS) });
  }
  const day = zonedDay(new Date(iso), zone);
  const today = zonedDay(new Date(now), zone);
  if (day === today) return fillTemplate(words.hours, { count: Math.floor(elapsed / HOUR_MS) });
  if (day === dayBefore(today)) return words.yesterday;
  return new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    month: "short",
    day: "numeric",
    year: day.slice(0, 4) === today.slice(0, 4) ? undefined : "numeric",
  }).format(new Date(iso));
}
