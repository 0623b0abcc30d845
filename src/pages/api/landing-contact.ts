import type { APIRoute } from "astro";
import { site } from "@/config/site";
import { findRoute, siteMap } from "@/routing/routes";
import { configuredLeadDeps, leadEndpoint } from "@/leads/server/endpoint";

// For `astro dev`: `npm start` answers this path before Astro, with the same handler.
export const prerender = false;

const { routes } = await siteMap();
const endpoint = leadEndpoint(
  "landing",
  configuredLeadDeps({ site, isSitePage: (path) => findRoute(routes, path) !== undefined }),
);

export const ALL: APIRoute = ({ request }) => endpoint(request);
