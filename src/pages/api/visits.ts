import type { APIRoute } from "astro";
import { site } from "@/config/site";
import { findRoute, siteMap } from "@/routing/routes";
import { configuredVisitsDeps, visitsEndpoint } from "@/visits/server/endpoint";

// For serverless hosts and `astro dev`: `npm start` answers this path before Astro.
export const prerender = false;

const { routes } = await siteMap();
const endpoint = visitsEndpoint(
  configuredVisitsDeps(site, (path) => findRoute(routes, path) !== undefined),
);

export const ALL: APIRoute = ({ request }) => endpoint(request);
