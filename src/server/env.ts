import { accessSync, constants } from "node:fs";
import { z } from "zod";
import { parseSettings } from "@/config/schema";
import type { DeliveryChannel } from "./db/schema";
import { isWebhookSecret, WEBHOOK_SECRET_BYTES } from "./webhook-secret";
import { isTimeZone } from "./time-zone";

/**
 * Visitor emails within `windowMs`. Anyone can type someone else's address into a form: the caps
 * keep the forms from filling an inbox, or the agency's mail server from being seen to flood.
 */
export type VisitorEmailCaps = {
  perAddress: number;
  perNetwork: number;
  perSite: number;
  windowMs: number;
};

export const VISITOR_EMAIL_CAPS: VisitorEmailCaps = {
  perAddress: 3,
  perNetwork: 5,
  perSite: 200,
  windowMs: 86_400_000,
};

const int = (min: number, max: number) =>
  z.coerce
    .number({ error: "must be a whole number" })
    .int({ error: "must be a whole number" })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });

const url = (protocols: RegExp, what: string) =>
  z.url({ protocol: protocols, error: `must be ${what}` });

function readable(path: string): boolean {
  try {
    accessSync(path, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

export const serverEnvSchema = z
  .object({
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: url(/^postgres(ql)?$/, "a postgres:// URL").optional(),
    // A container's secret, say, so the password is in neither DATABASE_URL nor the environment.
    DATABASE_PASSWORD_FILE: z
      .string()
      .trim()
      .refine(readable, { error: "must be a file this process can read" })
      .optional(),
    LEAD_RATE_LIMIT: int(0, 100_000).default(10),
    LEAD_MIN_FILL_MS: int(0, 600_000).default(2500),
    SIGN_IN_RATE_LIMIT: int(0, 10_000).default(10),
    /**
     * An inbox session ends after this many minutes without a request: at least 5, so the
     * warning two minutes before has time to be read; at most a session's 12 hours.
     */
    INBOX_IDLE_MINUTES: int(5, 720).default(30),
    /** The agency's clock: the inbox's and the new-lead email's times, the inbox's date filters. */
    INBOX_TIME_ZONE: z
      .string()
      .trim()
      .refine(isTimeZone, { error: "must be an IANA time zone, such as America/Chicago" })
      .default("America/Chicago"),
    SMTP_URL: url(/^smtps?$/, "an smtp:// or smtps:// URL").optional(),
    LEAD_EMAIL_FROM: z.string().trim().min(3).optional(),
    LEAD_EMAIL_TO: z
      .string()
      .trim()
      .refine((value) => value.split(",").every((a) => z.email().safeParse(a.trim()).success), {
        error: "must be one or more email addresses, separated by commas",
      })
      .optional(),
    VISITOR_EMAIL: z.enum(["on", "off"], { error: 'must be "on" or "off"' }).default("on"),
    VISITOR_EMAIL_FROM: z.string().trim().min(3).optional(),
    VISITOR_EMAIL_REPLY_TO: z.email({ error: "must be an email address" }).optional(),
    VISITOR_EMAIL_LIMIT: int(0, 1_000).default(VISITOR_EMAIL_CAPS.perAddress),
    VISITOR_EMAIL_NETWORK_LIMIT: int(0, 10_000).default(VISITOR_EMAIL_CAPS.perNetwork),
    VISITOR_EMAIL_SITE_LIMIT: int(0, 1_000_000).default(VISITOR_EMAIL_CAPS.perSite),
    VISITOR_EMAIL_WINDOW_HOURS: int(1, 8_760).default(VISITOR_EMAIL_CAPS.windowMs / 3_600_000),
    LEAD_WEBHOOK_URL: url(/^https?$/, "an http(s) URL").optional(),
    LEAD_WEBHOOK_SECRET: z
      .string()
      .trim()
      .refine(isWebhookSecret, {
        error: `must be a Standard Webhooks secret: whsec_ and the base64 of ${WEBHOOK_SECRET_BYTES.min} to ${WEBHOOK_SECRET_BYTES.max} random bytes; make one with \`npm run leads -- webhook-secret\``,
      })
      .optional(),
    LEAD_WEBHOOK_TIMEOUT_MS: int(100, 120_000).default(10_000),
    LEAD_DELIVERY_MAX_ATTEMPTS: int(1, 100).default(10),
    LEAD_RETRY_BASE_MS: int(10, 86_400_000).default(30_000),
    LEAD_RETRY_MAX_MS: int(10, 604_800_000).default(3_600_000),
    LEAD_RETENTION_DAYS: int(1, 36_500).default(365),
    /** A lead waiting longer than this to be delivered alerts the agency (docs/leads.md). */
    LEAD_ALERT_QUEUE_MINUTES: int(1, 10_080).default(30),
    LEAD_WORKER: z.enum(["on", "off"], { error: 'must be "on" or "off"' }).default("on"),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
        error: "must be one of fatal, error, warn, info, debug, trace, silent",
      })
      .default("info"),
    LEAD_WORKER_INTERVAL_MS: int(20, 3_600_000).default(5_000),
    LEAD_DELIVERY_LEASE_MS: int(1_000, 3_600_000).default(60_000),
    // A scheduler's key to /api/outbox (docs/deploy.md, "On a serverless host").
    CRON_SECRET: z.string().trim().min(16, { error: "must be at least 16 characters" }).optional(),
    // The scheduler's webhook signing key: bookings come back to their leads (docs/bookings.md).
    SCHEDULER_WEBHOOK_SIGNING_KEY: z
      .string()
      .trim()
      .min(16, { error: "must be at least 16 characters" })
      .optional(),
    /**
     * Leads that bookings by people with no lead may make in 24 hours; past it they are kept
     * apart as suspected, since anyone can book under any address (docs/bookings.md).
     */
    SCHEDULER_NEW_LEADS_PER_DAY: int(0, 100_000).default(50),
    // A monitor's key to /readyz's details (docs/server.md, "Health checks").
    READYZ_TOKEN: z.string().trim().min(16, { error: "must be at least 16 characters" }).optional(),
    /** How long one call to /api/outbox may deliver, within the host's time limit per request. */
    LEAD_CRON_BUDGET_MS: int(1_000, 900_000).default(8_000),
    CORS_ORIGINS: z
      .string()
      .trim()
      .transform((value) =>
        value
          .split(",")
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(z.array(url(/^https?$/, "a list of http(s) origins separated by commas")))
      .default([]),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_PASSWORD_FILE && !env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["DATABASE_PASSWORD_FILE"],
        message: "is only read with DATABASE_URL",
      });
    }
    if (env.SMTP_URL && !env.LEAD_EMAIL_TO) {
      ctx.addIssue({
        code: "custom",
        path: ["LEAD_EMAIL_TO"],
        message: "is required when SMTP_URL is set",
      });
    }
    if (env.LEAD_WEBHOOK_URL && !env.LEAD_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["LEAD_WEBHOOK_SECRET"],
        message: "is required when LEAD_WEBHOOK_URL is set",
      });
    }
  });

export type ServerEnv = z.output<typeof serverEnvSchema>;

export function deliveryChannels(env: ServerEnv): DeliveryChannel[] {
  return [
    ...(env.SMTP_URL ? (["email"] as const) : []),
    ...(env.LEAD_WEBHOOK_URL ? (["webhook"] as const) : []),
    ...(env.SMTP_URL && env.VISITOR_EMAIL === "on" ? (["visitor"] as const) : []),
  ];
}

export function visitorEmailCaps(env: ServerEnv): VisitorEmailCaps {
  return {
    perAddress: env.VISITOR_EMAIL_LIMIT,
    perNetwork: env.VISITOR_EMAIL_NETWORK_LIMIT,
    perSite: env.VISITOR_EMAIL_SITE_LIMIT,
    windowMs: env.VISITOR_EMAIL_WINDOW_HOURS * 3_600_000,
  };
}

export class ServerConfigError extends Error {
  override name = "ServerConfigError";
}

export function parseServerEnv(env: Record<string, string | undefined>): ServerEnv {
  return parseSettings(serverEnvSchema, env, "server", ServerConfigError);
}

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}

/**
 * The origins whose pages may post to the lead API and count their visits besides the request's
 * own host (`pageOrigin`, src/server/http/page-origin.ts): the site's, and CORS_ORIGINS.
 */
export function pageOrigins(siteUrl: string): string[] {
  return [new URL(siteUrl).origin, ...serverEnv().CORS_ORIGINS.map((o) => new URL(o).origin)];
}
