// The site's own hydration directive (src/components/browser/client-painted.ts), for type checking.
declare module "astro" {
  interface AstroClientDirectives {
    "client:painted"?: boolean | { rootMargin?: string };
  }
}

export {};
