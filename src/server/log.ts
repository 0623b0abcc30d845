import { pino, type DestinationStream, type Logger } from "pino";

// `astro dev` sets NODE_ENV to development: readable lines there, JSON everywhere else.
const pretty = process.env.NODE_ENV === "development";

/**
 * Standard output written directly, each line as it is logged (nothing is lost to a crash), at a
 * fraction of the cost of `process.stdout`'s stream.
 */
const stdout = pino.destination({ dest: 1, sync: true });

/** Where each line goes: standard output unless `logTo` says otherwise. */
let write: (line: string) => void = (line) => void stdout.write(line);

/** Sends the log's lines elsewhere (the unit tests read them); returns where they went before. */
export function logTo(destination: (line: string) => void): (line: string) => void {
  const previous = write;
  write = destination;
  return previous;
}

/**
 * pino-pretty is a development dependency: loaded only where it is installed and wanted (the
 * built server's one such import, DEVELOPMENT_ONLY in integrations/packages.ts).
 */
const destination: DestinationStream = pretty
  ? (await import("pino-pretty")).default({ sync: true, ignore: "pid,hostname" })
  : { write: (line) => write(line) };

/**
 * The server's log: one JSON object per line on standard output, where the service manager or
 * the platform keeps it (systemd's journal, `docker compose logs`). Lines say what happened to a
 * request or a delivery, never who sent it: no visitor's name, email, phone or notes
 * (endpoint.test.ts and the stress suite read the log for them).
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
