import type { APIRoute } from "astro";
import { siteMap } from "@/routing/routes";

// The site's pages and records as this build read them, for the end-to-end tests to check the
// pages against (e2e/content.ts). Added to builds made with ENABLE_TEST_ROUTES=1
// (integrations/test-routes.ts) and nowhere else.
export const GET: APIRoute = async () => Response.json(await siteMap());
