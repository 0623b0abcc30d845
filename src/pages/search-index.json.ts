import type { APIRoute } from "astro";
import { buildSearchIndex } from "@/routing/search-index";

// Written once at build time from the route registry and content; never edited by hand. The
// server has browsers check it on every use (Cache-Control: no-cache), so a deploy's new pages
// are found at once.
export const GET: APIRoute = async () => Response.json(await buildSearchIndex());
