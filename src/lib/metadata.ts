import type { SiteConfig } from "@/config/schema";

/** What a page's head needs to know of its route (see src/routing/routes.ts). */
export type PageMeta = {
  /** Route path beginning with "/". */
  path: string;
  /** The full document title, brand included. */
  documentTitle: string;
  description: string;
  /** False keeps the page out of search results (redirect and confirmation pages). */
  indexed: boolean;
};

/** The share image every page carries, made at build time (src/pages/opengraph-image.png.ts). */
export const SHARE_IMAGE = { path: "/opengraph-image.png", width: 1200, height: 630 } as const;

/** The head of a document: what the layout (src/layouts/document.astro) writes into <head>. */
export type PageHead = {
  title: string;
  description: string;
  /** Absolute URL; absent on pages that have none (the 404). */
  canonical?: string;
  /** "noindex, follow" for pages kept out of search results. */
  robots?: string;
  openGraph: {
    siteName: string;
    title: string;
    description: string;
    url?: string;
    image: { url: string; width: number; height: number; alt: string };
  };
};

const NOINDEX = "noindex, follow";

/** Site URL + path with no trailing slash: the one URL form used by links, canonicals and the sitemap. */
export function absoluteUrl(site: Pick<SiteConfig, "url">, path: string): string {
  const clean = path === "/" ? "" : path.replace(/\/+$/, "");
  return `${site.url}${clean}`;
}

/** A page's own share image (a post's, a case study's), where it has one: its path and words. */
export type OwnShareImage = { path: string; alt: string };

function shareImage(
  site: Pick<SiteConfig, "name" | "url">,
  own?: OwnShareImage,
): PageHead["openGraph"]["image"] {
  return {
    url: absoluteUrl(site, own?.path ?? SHARE_IMAGE.path),
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    alt: own?.alt ?? site.name,
  };
}

/**
 * Everything a page's head needs: title, description, canonical, Open Graph and robots. The
 * share image is the site's, unless the page has its own.
 */
export function pageHead(
  site: Pick<SiteConfig, "name" | "url">,
  page: PageMeta,
  ownImage?: OwnShareImage,
): PageHead {
  const url = absoluteUrl(site, page.path);
  return {
    title: page.documentTitle,
    description: page.description,
    canonical: url,
    ...(page.indexed ? {} : { robots: NOINDEX }),
    openGraph: {
      siteName: site.name,
      title: page.documentTitle,
      description: page.description,
      url,
      image: shareImage(site, ownImage),
    },
  };
}

/** The head of every 404: titled and described for the visitor, kept out of search results. */
export function notFoundHead(
  site: Pick<SiteConfig, "name" | "url">,
  copy: { title: string; description: string },
): PageHead {
  const title = `${copy.title} | ${site.name}`;
  return {
    title,
    description: copy.description,
    robots: NOINDEX,
    openGraph: {
      siteName: site.name,
      title,
      description: copy.description,
      image: shareImage(site),
    },
  };
}
