import type { SiteConfig } from "@/config/schema";
import type { FaqItem } from "../schemas/records/faqs";
import { absoluteUrl, SHARE_IMAGE } from "@/lib/metadata";
import { textOfHtml } from "./markdown";

type JsonLdObject = { "@context": "https://schema.org"; "@type": string } & Record<string, unknown>;

export function organizationJsonLd(site: SiteConfig): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    description: site.tagline,
    url: site.url,
    logo: absoluteUrl(site, "/logo.png"),
    email: site.email,
    telephone: site.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.postalAddress.street,
      addressLocality: site.postalAddress.locality,
      addressRegion: site.postalAddress.region,
      postalCode: site.postalAddress.postalCode,
      addressCountry: site.postalAddress.country,
    },
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

export function serviceJsonLd(
  site: SiteConfig,
  service: { name: string; description: string; serviceType: string; path: string },
): JsonLdObject {
  // The organization as this page's provider: the same description, inside this object.
  const provider: Record<string, unknown> = { ...organizationJsonLd(site) };
  delete provider["@context"];
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.description,
    serviceType: service.serviceType,
    url: absoluteUrl(site, service.path),
    areaServed: { "@type": "Country", name: "US" },
    provider,
  };
}

export function faqJsonLd(items: readonly FaqItem[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: textOfHtml(item.answer) },
    })),
  };
}

/** Serialises JSON-LD for a script tag; "<" is escaped so content can never close the tag. */
export function serializeJsonLd(data: JsonLdObject | readonly JsonLdObject[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export type ArticleFacts = {
  type: "Article" | "BlogPosting";
  headline: string;
  description: string;
  path: string;
  datePublished: string;
  dateModified?: string;
  /** Absolute or site-relative; defaults to the site's share image. */
  image?: string;
  author?: { type: "Person" | "Organization"; name: string };
};

export function articleJsonLd(site: SiteConfig, article: ArticleFacts): JsonLdObject {
  const url = absoluteUrl(site, article.path);
  const organization = { "@type": "Organization", name: site.name, url: site.url };
  return {
    "@context": "https://schema.org",
    "@type": article.type,
    headline: article.headline,
    description: article.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    image: [new URL(article.image ?? SHARE_IMAGE.path, site.url).href],
    author: article.author
      ? { "@type": article.author.type, name: article.author.name }
      : organization,
    publisher: {
      ...organization,
      logo: { "@type": "ImageObject", url: absoluteUrl(site, "/logo.png") },
    },
  };
}
