import { describe, expect, it } from "vitest";
import {
  BackupConfigError,
  litestreamConfig,
  parseBackupEnv,
  REPLICA_TIMING,
  REPLICA_WITHIN_MS,
} from "./settings";

const RECIPIENT = "age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p";

describe("parseBackupEnv", () => {
  it("takes no replica, an S3 bucket with an endpoint, an SFTP server and a folder", () => {
    expect(parseBackupEnv({})).toEqual({});
    expect(
      parseBackupEnv({
        BACKUP_URL: "s3://agency-backups/voltcare",
        BACKUP_S3_ENDPOINT: "https://s3.eu-central-003.backblazeb2.com",
        BACKUP_AGE_RECIPIENT: RECIPIENT,
      }),
    ).toMatchObject({ BACKUP_URL: "s3://agency-backups/voltcare" });
    expect(parseBackupEnv({ BACKUP_URL: "sftp://backup@nas.office.example/voltcare" })).toEqual({
      BACKUP_URL: "sftp://backup@nas.office.example/voltcare",
    });
    expect(parseBackupEnv({ BACKUP_URL: "/mnt/backup-disk/voltcare" })).toEqual({
      BACKUP_URL: "/mnt/backup-disk/voltcare",
    });
  });

  it("refuses a malformed URL, a relative folder, a bad recipient and settings for another store, saying which and why", () => {
    const failure = (env: Record<string, string>) => {
      try {
        parseBackupEnv(env);
      } catch (error) {
        expect(error).toBeInstanceOf(BackupConfigError);
        return (error as Error).message;
      }
      throw new Error("accepted");
    };
    for (const url of ["s3:/bucket", "backups/voltcare", "https://bucket.example/x", "sftp://host"])
      expect(failure({ BACKUP_URL: url })).toMatch(/BACKUP_URL: must be s3:\/\/BUCKET\/PATH/);
    expect(failure({ BACKUP_URL: "/srv/b", BACKUP_AGE_RECIPIENT: "age1short" })).toContain(
      "BACKUP_AGE_RECIPIENT: must be an age X25519 recipient",
    );
    expect(
      failure({ BACKUP_URL: "/srv/b", BACKUP_S3_ENDPOINT: "http://127.0.0.1:9000" }),
    ).toContain("BACKUP_S3_ENDPOINT: is only read with an s3:// BACKUP_URL");
    expect(failure({ BACKUP_AGE_RECIPIENT: RECIPIENT })).toContain(
      "BACKUP_AGE_RECIPIENT: is only read with BACKUP_URL",
    );
  });
});

describe("litestreamConfig", () => {
  const config = (...args: Parameters<typeof litestreamConfig>) =>
    JSON.parse(litestreamConfig(...args)) as {
      dbs: [{ path: string; replicas: [Record<string, unknown>] }];
    };

  it("starts sending a change within three quarters of the time it has to reach the store", () => {
    const ms = (duration: string) => {
      const [, amount, unit] = /^(\d+)(ms|s)$/.exec(duration) ?? [];
      return Number(amount) * (unit === "s" ? 1_000 : 1);
    };
    expect(
      ms(REPLICA_TIMING.monitorInterval) + ms(REPLICA_TIMING.syncInterval),
    ).toBeLessThanOrEqual(REPLICA_WITHIN_MS * 0.75);
  });

  it("replicates within a second, snapshots daily and keeps a day, encrypted to the recipient", () => {
    const { dbs } = config(
      {
        BACKUP_URL: "s3://backups/voltcare",
        BACKUP_S3_ENDPOINT: "http://127.0.0.1:9000",
        BACKUP_AGE_RECIPIENT: RECIPIENT,
      },
      "/srv/voltcare/data/leads.db",
    );
    expect(dbs).toEqual([
      {
        path: "/srv/voltcare/data/leads.db",
        "monitor-interval": REPLICA_TIMING.monitorInterval,
        replicas: [
          {
            url: "s3://backups/voltcare",
            endpoint: "http://127.0.0.1:9000",
            "force-path-style": true,
            "sync-interval": REPLICA_TIMING.syncInterval,
            "snapshot-interval": REPLICA_TIMING.snapshotInterval,
            retention: REPLICA_TIMING.retention,
            "retention-check-interval": REPLICA_TIMING.retentionCheckInterval,
            age: { recipients: [RECIPIENT], identities: [] },
          },
        ],
      },
    ]);
  });

  it("writes a folder as a file URL, with no encryption unless asked", () => {
    const [replica] = config({ BACKUP_URL: "/mnt/backup/voltcare" }, "/d/leads.db").dbs[0].replicas;
    expect(replica.url).toBe("file:///mnt/backup/voltcare");
    expect(replica.age).toBeUndefined();
  });
});
