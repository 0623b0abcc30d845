import { buildSearchIndex } from "@/content/search-index";

// Written once at build time from the route registry and content; never edited by hand.
// Its Cache-Control (no-cache, so a deploy's new pages are found at once) is set in
// next.config.ts, where Next lets it stand for a prerendered file.
export const dynamic = "force-static";

export function GET(): Response {
  return Response.json(buildSearchIndex());
}
