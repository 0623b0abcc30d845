import { defineMiddleware } from "astro:middleware";
import { inboxGate } from "@/inbox/auth/gate";
import { isInboxPath } from "@/inbox/auth/guarded-paths";
import { oncePerBuild } from "@/lib/once-per-build";

/** Imported when first asked for, so the server, which renders no page, never loads content. */
const readSite = oncePerBuild(async (): Promise<App.Locals["site"]> => {
  const [{ siteMap }, { navigationOf }] = await Promise.all([
    import("@/routing/routes"),
    import("@/routing/navigation"),
  ]);
  const map = await siteMap();
  return { ...map, navigation: navigationOf(map) };
});

/**
 * A page's headers, its policy among them, are settled when it starts to render, so the site map
 * and navigation are read before. A problem with the content fails the page that asks, while the
 * editor's routes keep working for the file to be fixed.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  if (!context.isPrerendered) {
    return isInboxPath(context.url.pathname) ? inboxGate(context, next) : next();
  }
  const site = await readSite().then(
    (value) => () => value,
    (error: unknown) => () => {
      throw error;
    },
  );
  Object.defineProperty(context.locals, "site", { get: site });
  return next();
});
