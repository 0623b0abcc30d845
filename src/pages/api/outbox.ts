import type { APIRoute } from "astro";
import { site } from "@/config/site";
import { siteCopy } from "@/content/readers/collections";
import { publishedEmailMaterial } from "@/leads/server/email-material";
import { configuredOutboxDeps, outboxEndpoint } from "@/leads/server/outbox/endpoint";

// For serverless hosts and `astro dev`: `npm start` answers this path before Astro. A function
// holds none of the build's files: the documents come from the site that publishes them.
export const prerender = false;

const endpoint = outboxEndpoint(
  configuredOutboxDeps(site, (await siteCopy()).emails, publishedEmailMaterial(site.url)),
);

export const ALL: APIRoute = ({ request }) => endpoint(request);
