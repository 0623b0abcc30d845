/**
 * A moment as the agency reads it: in its own time zone, month, day, year and time of day;
 * `withZone` adds the zone's short name ("CDT", "GMT+1") where nothing around says which it is.
 */
export function inboxTime(iso: string, zone: string, { withZone = false } = {}): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: withZone ? "short" : undefined,
  }).format(new Date(iso));
}

/** How far `zone`'s wall clock is ahead of UTC at `instant` (negative west of Greenwich). */
function offsetMs(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The UTC instant (ISO) at which `day` (YYYY-MM-DD), `plusDays` later, begins in `zone`: the
 * inbox's date filters mean the agency's days, not UTC's.
 */
export function zonedDayStart(day: string, zone: string, plusDays = 0): string {
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
  const midnightUtc = Date.UTC(year, month - 1, date + plusDays);
  let start = midnightUtc - offsetMs(midnightUtc, zone);
  // Across a clock change the offset at the guess and at the answer differ: the answer's holds.
  start = midnightUtc - offsetMs(start, zone);
  return new Date(start).toISOString();
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The day (YYYY-MM-DD) that `instant` falls on in `zone`; the formatter is made once a zone. */
export function zonedDay(instant: Date, zone: string): string {
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormats.set(zone, format);
  }
  return format.format(instant);
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
