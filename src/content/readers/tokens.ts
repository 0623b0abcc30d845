import type { FigureTokens } from "./figures";
import type { SiteConfig } from "@/config/schema";

/**
 * The brand and contact details as tokens, so a rebrand is a setting; `{tel}` is the phone as a
 * tel: URI. The figures copy cites come from figures.ts.
 */
export function contentTokens(
  site: Pick<SiteConfig, "name" | "phone" | "phoneHref" | "email" | "address">,
  figures: FigureTokens = {},
): ContentTokens {
  return {
    ...figures,
    brand: site.name,
    phone: site.phone,
    tel: site.phoneHref,
    email: site.email,
    address: site.address,
  };
}

export type ContentTokens = Readonly<Record<string, string>>;

export const isFigureToken = (name: string): boolean => name.includes(".");

const TOKEN = /\{([^{}\s]*)\}/g;

/** Every `{…}` left in a string: after filling, any of these is a typo or an unknown token. */
export function unfilledTokens(text: string): string[] {
  return [...text.matchAll(TOKEN)].map((match) => match[0]);
}

function knownTokens(name: string, tokens: ContentTokens): string {
  const names = Object.keys(tokens);
  const list = (keys: string[]) => keys.map((key) => `{${key}}`).join(", ");
  if (!name.includes(".")) return `use one of ${list(names.filter((key) => !key.includes(".")))}`;
  const source = name.slice(0, name.indexOf("."));
  const figures = names.filter((key) => key.startsWith(`${source}.`));
  return figures.length
    ? `${source} has ${list(figures)}`
    : `a figure is {case-study-slug.figure} or {stats.slug}, and no case study is named ${source}`;
}

/**
 * Fills the tokens in every string of a value, however deep. An unknown token throws, naming where
 * it stands, so a typo fails the build; tokens `keep` names are left for a later pass.
 */
export function fillTokens<T>(
  value: T,
  tokens: ContentTokens,
  where = "content",
  keep: (name: string) => boolean = () => false,
): T {
  if (typeof value === "string") {
    return value.replace(TOKEN, (match, name: string) => {
      if (keep(name)) return match;
      const token = tokens[name];
      if (Object.hasOwn(tokens, name) && token !== undefined) return token;
      throw new Error(`Unknown token ${match} in ${where}; ${knownTokens(name, tokens)}.`);
    }) as T;
  }
  if (Array.isArray(value)) {
    return value.map((item, index) => fillTokens(item, tokens, `${where}[${index}]`, keep)) as T;
  }
  // Plain objects only: a date read from YAML stays a date.
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        fillTokens(item, tokens, `${where}.${key}`, keep),
      ]),
    ) as T;
  }
  return value;
}
