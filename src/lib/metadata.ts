import type { Metadata } from "next";
import type { SiteConfig } from "@/config/schema";

/** What a page's head needs to know of its route (see src/content/routes.ts). */
export type PageMeta = {
  /** Route path beginning with "/". */
  path: string;
  /** The full document title, brand included. */
  documentTitle: string;
  description: string;
  /** False keeps the page out of search results (redirect and confirmation pages). */
  indexed: boolean;
};

/** Site URL + path with no trailing slash: the one URL form used by links, canonicals and the sitemap. */
export function absoluteUrl(site: Pick<SiteConfig, "url">, path: string): string {
  const clean = path === "/" ? "" : path.replace(/\/+$/, "");
  return `${site.url}${clean}`;
}

/** Everything a page's head needs: title, description, canonical, Open Graph and robots. */
export function buildMetadata(site: Pick<SiteConfig, "name" | "url">, page: PageMeta): Metadata {
  const url = absoluteUrl(site, page.path);
  return {
    title: { absolute: page.documentTitle },
    description: page.description,
    alternates: { canonical: url },
    openGraph: {
      type: "website",
      siteName: site.name,
      locale: "en_US",
      title: page.documentTitle,
      description: page.description,
      url,
      images: [{ url: "/opengraph-image", width: 1200, height: 630, alt: site.name }],
    },
    twitter: {
      card: "summary_large_image",
      title: page.documentTitle,
      description: page.description,
      images: ["/opengraph-image"],
    },
    ...(page.indexed ? {} : { robots: { index: false, follow: true } }),
  };
}

/** The head of every 404: titled and described for the visitor, kept out of search results. */
export function notFoundMetadata(
  site: Pick<SiteConfig, "name">,
  copy: { title: string; description: string },
): Metadata {
  return {
    title: { absolute: `${copy.title} | ${site.name}` },
    description: copy.description,
    robots: { index: false, follow: true },
  };
}
