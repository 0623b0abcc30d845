import type { APIRoute } from "astro";
import { site } from "@/config/site";
import { siteCopy } from "@/lib/content/collections";
import { findRoute, siteMap } from "@/routing/routes";
import { configuredLeadDeps, leadEndpoint } from "@/leads/server/endpoint";

// The lead API under `astro dev`. `npm start` answers this path itself before Astro
// (cli/lead-api.ts) with the same handler.
export const prerender = false;

const { routes } = await siteMap();
const endpoint = leadEndpoint(
  "landing",
  configuredLeadDeps({
    site,
    isSitePage: (path) => findRoute(routes, path) !== undefined,
    words: (await siteCopy()).leadForms,
  }),
);

export const ALL: APIRoute = ({ request }) => endpoint(request);
