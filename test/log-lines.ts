import { logTo } from "@/server/log";

/** A line of the server's log (src/server/log.ts), as parsed from its JSON. */
export type LogLine = { level: string; msg: string; [field: string]: unknown };

/** Collects what the server logs from now until `restore()`, instead of printing it. */
export function captureLog(): { lines: LogLine[]; text: () => string; restore: () => void } {
  const lines: LogLine[] = [];
  const raw: string[] = [];
  const previous = logTo((line) => {
    raw.push(line);
    lines.push(JSON.parse(line) as LogLine);
  });
  return { lines, text: () => raw.join(""), restore: () => logTo(previous) };
}
