import { pino, type DestinationStream, type Logger } from "pino";

// `astro dev` sets NODE_ENV to development: readable lines there, JSON everywhere else.
const pretty = process.env.NODE_ENV === "development";

/** Synchronous, so a crash loses no line, and cheaper than `process.stdout`'s stream. */
const stdout = pino.destination({ dest: 1, sync: true });

let write: (line: string) => void = (line) => void stdout.write(line);

/** For the unit tests, which read the lines; returns where they went before. */
export function logTo(destination: (line: string) => void): (line: string) => void {
  const previous = write;
  write = destination;
  return previous;
}

/** pino-pretty is a development dependency (DEVELOPMENT_ONLY in integrations/packages.ts). */
const destination: DestinationStream = pretty
  ? (await import("pino-pretty")).default({ sync: true, ignore: "pid,hostname" })
  : { write: (line) => write(line) };

/**
 * Lines say what happened to a request or a delivery, never who sent it: no visitor's name,
 * email, phone or notes (endpoint.test.ts and the stress suite look for them).
 */
export const log: Logger = pino(
  {
    // The servers set LOG_LEVEL's once they have read the configuration (src/server/env.ts).
    level: "info",
    timestamp: pino.stdTimeFunctions.isoTime,
    // "level":"error" rather than 50: what log services and a person reading the journal expect.
    formatters: pretty ? {} : { level: (label) => ({ level: label }) },
  },
  destination,
);

/**
 * What kind of failure an error is (its code, such as ECONNREFUSED or SQLITE_BUSY, else its
 * name), without its message: a database's message may quote the values it was given.
 */
export function errorKind(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string") return code;
  return error instanceof Error ? error.name : "unknown";
}
