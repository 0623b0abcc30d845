import { accessSync, constants } from "node:fs";
import { isAbsolute } from "node:path";
import { z } from "zod";
import { parseSettings } from "@/config/schema";

/** Every change reaches the replica's store within this long of its commit, its upload included. */
export const REPLICA_WITHIN_MS = 1_000;

/**
 * The replica's timing: Litestream finds a change in the write-ahead log within the monitor
 * interval and sends what it found at most every sync interval, so a change waits at most their
 * sum before its upload starts, a quarter of REPLICA_WITHIN_MS left for the upload (with a
 * one-second sync interval, a change could wait the whole second and miss it by the upload); a
 * fresh snapshot of the whole database a day, and a day of history kept to restore to a moment
 * in it.
 */
export const REPLICA_TIMING = {
  monitorInterval: "250ms",
  syncInterval: "500ms",
  snapshotInterval: "24h",
  retention: "24h",
  retentionCheckInterval: "1h",
} as const;

/** A replica URL Litestream 0.3 writes to: an S3-compatible bucket, an SFTP server or a folder. */
function replicaKind(value: string): "s3" | "sftp" | "file" | null {
  if (isAbsolute(value)) return "file";
  try {
    const url = new URL(value);
    if (url.protocol === "file:")
      return url.hostname === "" && url.pathname !== "/" ? "file" : null;
    if (url.protocol === "s3:") return url.hostname ? "s3" : null;
    if (url.protocol === "sftp:") return url.hostname && url.pathname.length > 1 ? "sftp" : null;
  } catch {
    return null;
  }
  return null;
}

/** age's X25519 recipient, the kind Litestream 0.3 encrypts to: age1 and 58 bech32 characters. */
const AGE_RECIPIENT = /^age1[02-9ac-hj-np-z]{58}$/;

export const backupEnvSchema = z
  .object({
    BACKUP_URL: z
      .string()
      .trim()
      .refine((value) => replicaKind(value) !== null, {
        error:
          "must be s3://BUCKET/PATH, sftp://USER@HOST/PATH, or a folder's absolute path (or file:///PATH)",
      })
      .optional(),
    /** An S3-compatible store's address; AWS's own needs none. */
    BACKUP_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    BACKUP_S3_REGION: z.string().trim().min(1).optional(),
    BACKUP_SFTP_KEY_FILE: z
      .string()
      .trim()
      .refine(
        (path) => {
          try {
            accessSync(path, constants.R_OK);
            return true;
          } catch {
            return false;
          }
        },
        { error: "must be a file this process can read" },
      )
      .optional(),
    /** The replica and the daily snapshots are encrypted to it; its identity is kept offline. */
    BACKUP_AGE_RECIPIENT: z
      .string()
      .trim()
      .regex(AGE_RECIPIENT, {
        error: "must be an age X25519 recipient (age1…, as `age-keygen` prints)",
      })
      .optional(),
  })
  .superRefine((env, ctx) => {
    const kind = env.BACKUP_URL ? replicaKind(env.BACKUP_URL) : null;
    const onlyWith = (key: keyof typeof env, what: string, needed: boolean) => {
      if (env[key] && !needed) ctx.addIssue({ code: "custom", path: [key], message: what });
    };
    onlyWith("BACKUP_S3_ENDPOINT", "is only read with an s3:// BACKUP_URL", kind === "s3");
    onlyWith("BACKUP_S3_REGION", "is only read with an s3:// BACKUP_URL", kind === "s3");
    onlyWith("BACKUP_SFTP_KEY_FILE", "is only read with an sftp:// BACKUP_URL", kind === "sftp");
    onlyWith("BACKUP_AGE_RECIPIENT", "is only read with BACKUP_URL", kind !== null);
  });

export type BackupSettings = z.output<typeof backupEnvSchema>;

export class BackupConfigError extends Error {
  override name = "BackupConfigError";
}

export function parseBackupEnv(env: Record<string, string | undefined>): BackupSettings {
  return parseSettings(backupEnvSchema, env, "backup", BackupConfigError);
}

type ReplicaOptions = {
  /** age identities (AGE-SECRET-KEY-1…) to read an encrypted replica: a restore's, never the server's. */
  identities?: string[];
  /**
   * Every snapshot and WAL segment older than the newest snapshot goes, and every other
   * generation, at once: after an erasure (cli/litestream.ts).
   */
  keepOnlyNewest?: boolean;
};

/**
 * Litestream 0.3's configuration for the SQLite file at `databasePath`, as JSON (which YAML
 * reads): run with -no-expand-env, so nothing in it is taken for a variable. The S3 keys stay in
 * Litestream's own LITESTREAM_ACCESS_KEY_ID and LITESTREAM_SECRET_ACCESS_KEY.
 */
export function litestreamConfig(
  settings: BackupSettings & { BACKUP_URL: string },
  databasePath: string,
  { identities = [], keepOnlyNewest = false }: ReplicaOptions = {},
): string {
  const recipients = settings.BACKUP_AGE_RECIPIENT ? [settings.BACKUP_AGE_RECIPIENT] : [];
  const replica = {
    url: isAbsolute(settings.BACKUP_URL) ? `file://${settings.BACKUP_URL}` : settings.BACKUP_URL,
    ...(settings.BACKUP_S3_ENDPOINT && {
      endpoint: settings.BACKUP_S3_ENDPOINT,
      "force-path-style": true,
    }),
    ...(settings.BACKUP_S3_REGION && { region: settings.BACKUP_S3_REGION }),
    ...(settings.BACKUP_SFTP_KEY_FILE && { "key-path": settings.BACKUP_SFTP_KEY_FILE }),
    "sync-interval": REPLICA_TIMING.syncInterval,
    "snapshot-interval": REPLICA_TIMING.snapshotInterval,
    retention: keepOnlyNewest ? "1s" : REPLICA_TIMING.retention,
    "retention-check-interval": keepOnlyNewest ? "1s" : REPLICA_TIMING.retentionCheckInterval,
    ...((recipients.length > 0 || identities.length > 0) && { age: { recipients, identities } }),
  };
  return JSON.stringify(
    {
      dbs: [
        {
          path: databasePath,
          "monitor-interval": REPLICA_TIMING.monitorInterval,
          replicas: [replica],
        },
      ],
    },
    null,
    2,
  );
}
