import type { SiteConfig } from "@/config/schema";

/**
 * The placeholders copy may use for the brand and contact details, so the agency can rebrand or
 * change a number in one place (the site configuration). `{tel}` is the phone as a tel: URI.
 */
export function contentTokens(
  site: Pick<SiteConfig, "name" | "phone" | "phoneHref" | "email" | "address">,
) {
  return {
    brand: site.name,
    phone: site.phone,
    tel: site.phoneHref,
    email: site.email,
    address: site.address,
  } as const;
}

export type ContentTokens = ReturnType<typeof contentTokens>;

const TOKEN = /\{([^{}\s]*)\}/g;

/** Every `{…}` left in a string: after filling, any of these is a typo or an unknown token. */
export function unfilledTokens(text: string): string[] {
  return [...text.matchAll(TOKEN)].map((match) => match[0]);
}

/**
 * Fills the tokens in every string of a value (objects and arrays, however deep). An unknown
 * token throws, naming where it stands, so a typo fails the build instead of reaching a page.
 */
export function fillTokens<T>(value: T, tokens: ContentTokens, where = "content"): T {
  if (typeof value === "string") {
    return value.replace(TOKEN, (match, name: string) => {
      if (Object.hasOwn(tokens, name)) return tokens[name as keyof ContentTokens];
      throw new Error(
        `Unknown token ${match} in ${where}; use one of ${Object.keys(tokens)
          .map((key) => `{${key}}`)
          .join(", ")}.`,
      );
    }) as T;
  }
  if (Array.isArray(value)) {
    return value.map((item, index) => fillTokens(item, tokens, `${where}[${index}]`)) as T;
  }
  // Plain objects only: a date read from YAML stays a date.
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        fillTokens(item, tokens, `${where}.${key}`),
      ]),
    ) as T;
  }
  return value;
}
