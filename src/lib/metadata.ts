import type { Metadata } from "next";
import type { SiteConfig } from "@/config/schema";

export type PageMeta = {
  /** Route path beginning with "/". */
  path: string;
  /** Page title without the brand; the brand is appended. Omit on the home page. */
  title?: string;
  description: string;
  /** Keep the page out of search results (redirect and confirmation pages). */
  noIndex?: boolean;
};

/** Site URL + path with no trailing slash: the one URL form used by links, canonicals and the sitemap. */
export function absoluteUrl(site: Pick<SiteConfig, "url">, path: string): string {
  const clean = path === "/" ? "" : path.replace(/\/+$/, "");
  return `${site.url}${clean}`;
}

/** Everything a page's head needs: title, description, canonical, Open Graph and robots. */
export function buildMetadata(site: SiteConfig, page: PageMeta): Metadata {
  const fullTitle = page.title ? `${page.title} | ${site.name}` : `${site.name}: ${site.tagline}`;
  const url = absoluteUrl(site, page.path);
  return {
    title: { absolute: fullTitle },
    description: page.description,
    alternates: { canonical: url },
    openGraph: {
      type: "website",
      siteName: site.name,
      locale: "en_US",
      title: fullTitle,
      description: page.description,
      url,
      images: [{ url: "/opengraph-image", width: 1200, height: 630, alt: site.name }],
    },
    twitter: {
      card: "summary_large_image",
      title: fullTitle,
      description: page.description,
      images: ["/opengraph-image"],
    },
    ...(page.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
