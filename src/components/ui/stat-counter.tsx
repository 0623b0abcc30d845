import { formatStat, type StatType } from "@/components/ui/counter";

export type StatCounterProps = {
  type: StatType;
  value: number;
  suffix?: string;
};

/**
 * A figure that counts from 0 to its target over 1200 ms once a quarter of it is visible
 * (stat-counter.client.ts). The final value is in the HTML; only the hidden-from-readers digits
 * animate, and under reduced motion they never do.
 */
export function StatCounter({ type, value, suffix = "" }: StatCounterProps) {
  const finalText = formatStat(type, value, value, suffix);
  return (
    <span className="tabular-nums">
      <span
        aria-hidden="true"
        data-counter=""
        data-final={finalText}
        data-type={type}
        data-value={value}
        data-suffix={suffix}
      >
        {finalText}
      </span>
      <span className="sr-only">{finalText}</span>
    </span>
  );
}
