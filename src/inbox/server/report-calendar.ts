import { zonedDay } from "@/server/time-zone";

/** The first and last day of a period, in the agency's days (YYYY-MM-DD), both included. */
export type ReportPeriod = { from: string; to: string };

/** How far back the report's presets reach, in the agency's weeks (Monday to Sunday), this one included. */
export const REPORT_WEEKS = [4, 12, 26, 52] as const;
export type ReportWeeks = (typeof REPORT_WEEKS)[number];
export const DEFAULT_REPORT_WEEKS: ReportWeeks = 12;

/** The longest period the report reads at once: a year, a leap day included. */
export const REPORT_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to`, both included. */
export const daysIn = ({ from, to }: ReportPeriod) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The Monday of the week `day` is in. */
export function weekOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Each week of `period`: its Monday, and its first and last day within the period. */
export function weeksOf(period: ReportPeriod) {
  const weeks: { monday: string; first: string; last: string }[] = [];
  for (let monday = weekOf(period.from); monday <= period.to; monday = addDays(monday, 7)) {
    const sunday = addDays(monday, 6);
    weeks.push({
      monday,
      first: monday < period.from ? period.from : monday,
      last: sunday > period.to ? period.to : sunday,
    });
  }
  return weeks;
}

/** The last `weeks` of the agency's weeks, this one so far included. */
export function lastWeeks(weeks: ReportWeeks, zone: string, now = new Date()): ReportPeriod {
  const to = zonedDay(now, zone);
  return { from: addDays(weekOf(to), -7 * (weeks - 1)), to };
}

/** The period of the same length that ends the day before `period` begins. */
export function periodBefore(period: ReportPeriod): ReportPeriod {
  return { from: addDays(period.from, -daysIn(period)), to: addDays(period.from, -1) };
}
