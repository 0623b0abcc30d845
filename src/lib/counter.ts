export const COUNTER_DURATION_MS = 1200;
export const COUNTER_VISIBILITY_THRESHOLD = 0.25;

export const STAT_TYPES = ["percent", "multiplier", "currency", "rating", "count"] as const;

export type StatType = (typeof STAT_TYPES)[number];

export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

export function decimalsOf(value: number): number {
  const [, fraction = ""] = String(value).split(".");
  return fraction.length;
}

export function counterValueAt(
  elapsedMs: number,
  target: number,
  durationMs: number = COUNTER_DURATION_MS,
): number {
  if (elapsedMs >= durationMs) return target;
  const factor = 10 ** decimalsOf(target);
  return Math.round(target * easeOutCubic(elapsedMs / durationMs) * factor) / factor;
}

/**
 * Formats a stat value: 42 → "42%", 3 → "3x", 120 → "$120k" (with suffix "k"), 4.8 → "4.8",
 * 12 → "12 hrs/wk" (a count with suffix " hrs/wk").
 */
export function formatStat(type: StatType, value: number, target: number, suffix = ""): string {
  const digits = value.toFixed(decimalsOf(target));
  switch (type) {
    case "percent":
      return `${digits}%${suffix}`;
    case "multiplier":
      return `${digits}x${suffix}`;
    case "currency":
      return `$${digits}${suffix}`;
    case "rating":
    case "count":
      return `${digits}${suffix}`;
  }
}
