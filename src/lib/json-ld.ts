import type { SiteConfig } from "@/config/schema";
import { absoluteUrl } from "./metadata";

type JsonLdObject = { "@context": "https://schema.org"; "@type": string } & Record<string, unknown>;

export function organizationJsonLd(site: SiteConfig): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    description: site.tagline,
    url: site.url,
    logo: absoluteUrl(site, "/icon.svg"),
    email: site.email,
    telephone: site.phone,
    address: { "@type": "PostalAddress", streetAddress: site.address, addressCountry: "US" },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      telephone: site.phone,
      email: site.email,
      availableLanguage: "English",
    },
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(site: SiteConfig, crumbs: readonly Crumb[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site, crumb.path),
    })),
  };
}

export type FaqItem = { question: string; answer: string };

export function faqJsonLd(items: readonly FaqItem[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** Serialises JSON-LD for a script tag; "<" is escaped so content can never close the tag. */
export function serializeJsonLd(data: JsonLdObject | readonly JsonLdObject[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
