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

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** `zone`'s calendar (YYYY-MM-DD) and, `withTime`, its 24-hour clock: made once a zone and kind. */
function clockFormat(zone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${zone} ${withTime}`;
  let format = clockFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      ...(withTime ? { hour: "2-digit", minute: "2-digit" } : {}),
    });
    clockFormats.set(key, format);
  }
  return format;
}

/** The day (YYYY-MM-DD) that `instant` falls on in `zone`. */
export function zonedDay(instant: Date, zone: string): string {
  return clockFormat(zone, false).format(instant);
}

/** A moment as a spreadsheet sorts and reads it, on `zone`'s clock: `2026-11-30 09:14`. */
export function zonedStamp(iso: string, zone: string): string {
  const parts = Object.fromEntries(
    clockFormat(zone, true)
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
