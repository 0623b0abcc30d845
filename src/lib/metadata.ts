import type { SiteConfig } from "@/config/schema";

export type PageMeta = {
  path: string;
  /** Brand included. */
  documentTitle: string;
  description: string;
  indexed: boolean;
};

export const SHARE_IMAGE = { path: "/opengraph-image.png", width: 1200, height: 630 } as const;

export type PageHead = {
  title: string;
  description: string;
  /** Absent on the 404. */
  canonical?: string;
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
