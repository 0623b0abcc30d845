import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { editorEnvSchema, parseEditorStorage } from "@/config/editor";
import { parseSiteConfig, siteEnvSchema } from "@/config/schema";
import { frontDoorEnvSchema } from "../../cli/front-door";
import { backupEnvSchema } from "./backup/settings";
import { parseServerEnv, ServerConfigError, serverEnvSchema } from "./env";
import { newWebhookSecret } from "./webhook-secret";

const example = Object.fromEntries(
  readFileSync(".env.example", "utf8")
    .split("\n")
    .flatMap((line) => {
      const match = /^([A-Z0-9_]+)="(.*)"$/.exec(line.trim());
      return match ? [[match[1]!, match[2]!]] : [];
    }),
);

describe(".env.example", () => {
  it("lists every variable the site, the editor, the lead pipeline, the server's front door and the replica read", () => {
    const names = [
      ...Object.keys(siteEnvSchema.shape),
      ...Object.keys(editorEnvSchema.shape),
      ...Object.keys(serverEnvSchema.shape),
      ...Object.keys(frontDoorEnvSchema.shape),
      ...Object.keys(backupEnvSchema.shape),
    ];
    expect(Object.keys(example).sort()).toEqual(names.sort());
  });

  it("is a valid configuration as written", () => {
    expect(() => parseSiteConfig(example)).not.toThrow();
    expect(parseEditorStorage(example)).toEqual({ kind: "local" });
    expect(parseServerEnv(example)).toMatchObject({ DATA_DIR: "./data", LEAD_RATE_LIMIT: 10 });
  });
});

describe("parseServerEnv", () => {
  it("runs on defaults", () => {
    expect(parseServerEnv({})).toMatchObject({
      DATA_DIR: "./data",
      LEAD_RATE_LIMIT: 10,
      LEAD_RETENTION_DAYS: 365,
      LEAD_WORKER: "on",
      CORS_ORIGINS: [],
      INBOX_IDLE_MINUTES: 30,
    });
  });

  it("keeps the inbox's idle limit between 5 minutes and a session's 12 hours", () => {
    expect(parseServerEnv({ INBOX_IDLE_MINUTES: "5" }).INBOX_IDLE_MINUTES).toBe(5);
    expect(parseServerEnv({ INBOX_IDLE_MINUTES: "720" }).INBOX_IDLE_MINUTES).toBe(720);
    expect(() => parseServerEnv({ INBOX_IDLE_MINUTES: "4" })).toThrow(
      "INBOX_IDLE_MINUTES: must be at least 5",
    );
    expect(() => parseServerEnv({ INBOX_IDLE_MINUTES: "721" })).toThrow(
      "INBOX_IDLE_MINUTES: must be at most 720",
    );
  });

  it("names every bad value, and never prints a value (they may hold passwords)", () => {
    const parse = () =>
      parseServerEnv({
        DATABASE_URL: "mysql://root:hunter2@db/leads",
        LEAD_RATE_LIMIT: "lots",
        SMTP_URL: "ftp://user:hunter2@mail.example:587",
        CORS_ORIGINS: "https://a.example, not-an-origin",
      });
    expect(parse).toThrow(ServerConfigError);
    let message = "";
    try {
      parse();
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("DATABASE_URL: must be a postgres:// URL");
    expect(message).toContain("LEAD_RATE_LIMIT: must be a whole number");
    expect(message).toContain("SMTP_URL: must be an smtp:// or smtps:// URL");
    expect(message).toContain("CORS_ORIGINS");
    expect(message).not.toContain("hunter2");
  });

  it("asks for the settings that a channel needs", () => {
    expect(() =>
      parseServerEnv({
        SMTP_URL: "smtp://mail.example:587",
        LEAD_WEBHOOK_URL: "https://crm.example/hook",
      }),
    ).toThrow(
      /LEAD_EMAIL_TO: is required when SMTP_URL is set\n {2}LEAD_WEBHOOK_SECRET: is required when LEAD_WEBHOOK_URL is set/,
    );
  });

  it("takes a webhook secret only in Standard Webhooks' whsec_ form, and says how to make one", () => {
    const url = "https://crm.example/hooks/leads";
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(parseServerEnv({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: secret })).toMatchObject({
      LEAD_WEBHOOK_SECRET: secret,
    });
    const refused = [
      // Used as raw bytes once, which standardwebhooks' receivers never derive.
      "a-plain-shared-secret-of-forty-characters",
      `whsec_${Buffer.alloc(16, 1).toString("base64")}`, // too short a key
      `whsec_${Buffer.alloc(65, 1).toString("base64")}`, // too long a key
      "whsec_not base64 at all, though long enough!!",
      `whsec_${Buffer.alloc(32, 1).toString("base64url")}`, // base64url, not base64
    ];
    for (const bad of refused) {
      expect(
        () => parseServerEnv({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: bad }),
        bad,
      ).toThrow(
        /LEAD_WEBHOOK_SECRET: must be a Standard Webhooks secret: whsec_ and the base64 of 24 to 64 random bytes; make one with `npm run leads -- webhook-secret`/,
      );
    }
  });

  it("reads the database's password from a file only with DATABASE_URL, and a file it can read", () => {
    const databaseUrl = "postgres://leads@db.internal:5432/leads";
    expect(
      parseServerEnv({ DATABASE_URL: databaseUrl, DATABASE_PASSWORD_FILE: "package.json" }),
    ).toMatchObject({ DATABASE_PASSWORD_FILE: "package.json" });
    expect(() =>
      parseServerEnv({ DATABASE_URL: databaseUrl, DATABASE_PASSWORD_FILE: "/no/such/secret" }),
    ).toThrow("DATABASE_PASSWORD_FILE: must be a file this process can read");
    expect(() => parseServerEnv({ DATABASE_PASSWORD_FILE: "package.json" })).toThrow(
      "DATABASE_PASSWORD_FILE: is only read with DATABASE_URL",
    );
  });
});
