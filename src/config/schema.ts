import { z } from "zod";

/** An absolute http(s) URL, stored without a trailing slash so paths can be appended. */
const absoluteUrl = z
  .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" })
  .transform((value) => value.replace(/\/+$/, ""));

/** Empty means "same origin"; anything else must be an absolute URL. */
const optionalOrigin = z.union([z.literal(""), absoluteUrl]);

const nonEmpty = z.string().trim().min(1, "must not be empty");

const US_ADDRESS = /^(.+),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/;

export type PostalAddress = {
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  country: "US";
};

function toPostalAddress(address: string): PostalAddress {
  const [, street = "", locality = "", region = "", postalCode = ""] =
    US_ADDRESS.exec(address) ?? [];
  return { street, locality, region, postalCode, country: "US" };
}

/** Baked into the prerendered pages at build; the server checks them again on start. */
export const siteEnvSchema = z.object({
  SITE_NAME: nonEmpty.default("Voltcare AI"),
  SITE_TAGLINE: nonEmpty.default("AI front desk and growth automation for medical practices"),
  SITE_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ().-]{7,20}$/, "must be a phone number such as (512) 555-0148")
    .default("(512) 555-0148"),
  SITE_EMAIL: z.email({ error: "must be an email address" }).default("hello@voltcare.ai"),
  SITE_ADDRESS: z
    .string()
    .trim()
    .regex(
      US_ADDRESS,
      'must read "street, city, ST 12345", such as 600 Congress Ave, Austin, TX 78701',
    )
    .default("600 Congress Ave, Suite 1400, Austin, TX 78701"),
  SITE_URL: absoluteUrl.default("http://localhost:3000"),
  SCHEDULER_URL: absoluteUrl.default("https://calendly.com/voltcare-ai/30min"),
  SCHEDULER_WIDGET_SCRIPT_URL: absoluteUrl.default(
    "https://assets.calendly.com/assets/external/widget.js",
  ),
  API_BASE_URL: optionalOrigin.default(""),
  ANALYTICS_ID: z
    .string()
    .trim()
    .regex(/^(G-[A-Z0-9]{4,20})?$/, "must be a Google Analytics 4 id such as G-ABC123XYZ, or empty")
    .default(""),
});

export type SiteConfig = {
  name: string;
  tagline: string;
  phone: string;
  phoneHref: string;
  email: string;
  address: string;
  postalAddress: PostalAddress;
  url: string;
  schedulerUrl: string;
  schedulerWidgetScriptUrl: string;
  apiBaseUrl: string;
  analyticsId: string;
};

export class SiteConfigError extends Error {
  override name = "SiteConfigError";
}

function toTelHref(phone: string): string {
  const digits = phone.replace(/[^0-9+]/g, "");
  return `tel:${digits.startsWith("+") ? digits : `+1${digits}`}`;
}

/** An empty variable counts as unset, as in most .env tooling. */
export function setVariables(
  env: Record<string, string | undefined>,
  names: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = env[name];
      return value === undefined || value.trim() === "" ? [] : [[name, value]];
    }),
  );
}

/**
 * The settings `schema` reads from `env` (an empty one counts as unset), or `Failure` naming each
 * refused one and why, a line each, as `what` configuration.
 */
export function parseSettings<Schema extends z.ZodObject>(
  schema: Schema,
  env: Record<string, string | undefined>,
  what: string,
  Failure: new (message: string) => Error,
): z.output<Schema> {
  const result = schema.safeParse(setVariables(env, Object.keys(schema.shape)));
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Failure(`Invalid ${what} configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

export function parseSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  const present = setVariables(env, Object.keys(siteEnvSchema.shape));
  const result = siteEnvSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) =>
        `  ${issue.path.join(".")}: ${issue.message} (got "${String(present[String(issue.path[0])])}")`,
    );
    throw new SiteConfigError(`Invalid site configuration:\n${lines.join("\n")}`);
  }
  const e = result.data;
  return {
    name: e.SITE_NAME,
    tagline: e.SITE_TAGLINE,
    phone: e.SITE_PHONE,
    phoneHref: toTelHref(e.SITE_PHONE),
    email: e.SITE_EMAIL,
    address: e.SITE_ADDRESS,
    postalAddress: toPostalAddress(e.SITE_ADDRESS),
    url: e.SITE_URL,
    schedulerUrl: e.SCHEDULER_URL,
    schedulerWidgetScriptUrl: e.SCHEDULER_WIDGET_SCRIPT_URL,
    apiBaseUrl: e.API_BASE_URL,
    analyticsId: e.ANALYTICS_ID,
  };
}
