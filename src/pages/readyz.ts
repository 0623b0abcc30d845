import type { APIRoute } from "astro";
import { readinessEndpoint } from "@/server/http/health";

// The readiness check under `astro dev` and on a serverless host. `npm start` answers this path
// itself before Astro (cli/serve.ts) with the same handler.
export const prerender = false;

const endpoint = readinessEndpoint();

export const ALL: APIRoute = ({ request }) => endpoint(request);
