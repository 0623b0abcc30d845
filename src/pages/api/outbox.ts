import type { APIRoute } from "astro";
import { site } from "@/config/site";
import { siteCopy } from "@/content/readers/collections";
import { configuredOutboxDeps, outboxEndpoint } from "@/leads/server/outbox/endpoint";

// For serverless hosts and `astro dev`: `npm start` answers this path before Astro.
export const prerender = false;

const endpoint = outboxEndpoint(configuredOutboxDeps(site, (await siteCopy()).emails));

export const ALL: APIRoute = ({ request }) => endpoint(request);
