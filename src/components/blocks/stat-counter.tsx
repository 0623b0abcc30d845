import { formatStat, type StatType } from "@/lib/counter";

export type StatCounterProps = {
  type: StatType;
  value: number;
  suffix?: string;
};

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
