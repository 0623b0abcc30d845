import type { APIRoute } from "astro";
import { buildSearchIndex } from "@/routing/search-index";

// Browsers revalidate it on every use, so a deploy's new pages are found at once.
export const GET: APIRoute = async () => Response.json(await buildSearchIndex());
