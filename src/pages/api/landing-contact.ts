import type { APIRoute } from "astro";
import { site } from "@/config/site";
import { siteCopy } from "@/content/readers/collections";
import { findRoute, siteMap } from "@/routing/routes";
import { configuredLeadDeps, leadEndpoint } from "@/leads/server/endpoint";

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
