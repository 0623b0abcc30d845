import type { APIRoute } from "astro";
import { site } from "@/config/site";
import { siteCopy } from "@/lib/content/collections";
import { configuredOutboxDeps, outboxEndpoint } from "@/leads/server/outbox/endpoint";

// The scheduled delivery endpoint on a serverless host and under `astro dev`. `npm start`
// answers this path itself before Astro (cli/serve.ts) with the same handler.
export const prerender = false;

const endpoint = outboxEndpoint(configuredOutboxDeps(site, (await siteCopy()).emails));

export const ALL: APIRoute = ({ request }) => endpoint(request);
