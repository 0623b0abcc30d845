import { defineMiddleware } from "astro:middleware";
import { oncePerBuild } from "@/lib/once-per-build";

/**
 * Every page of the site, its records and its links. Imported when first asked for, so the
 * server, which renders no page, never loads the content or what reads it.
 */
const readSite = oncePerBuild(async (): Promise<App.Locals["site"]> => {
  const [{ siteMap }, { navigationOf }] = await Promise.all([
    import("@/routing/routes"),
    import("@/routing/navigation"),
  ]);
  const map = await siteMap();
  return { ...map, navigation: navigationOf(map) };
});

/**
 * Reads the site map (every page and the records they are made from) and the navigation before
 * a page renders, for the layouts to read as `Astro.locals.site`. A page's headers, its
 * Content-Security-Policy among them, are settled when it starts to render, so its layouts must
 * not wait on anything. A problem with the content (a link to no page) is raised where a layout
 * asks for the site, failing that page and the build, while the browser editor's own routes keep
 * working for the file to be fixed. Every page is prerendered; what is answered per request (the
 * redirects, the APIs, the editor's routes) reads none of it.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  if (!context.isPrerendered) return next();
  const site = await readSite().then(
    (value) => () => value,
    (error: unknown) => () => {
      throw error;
    },
  );
  Object.defineProperty(context.locals, "site", { get: site });
  return next();
});
