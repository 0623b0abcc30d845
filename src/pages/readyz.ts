import type { APIRoute } from "astro";
import { readinessEndpoint } from "@/server/http/health";

// For serverless hosts and `astro dev`: `npm start` answers this path before Astro.
export const prerender = false;

const endpoint = readinessEndpoint();

export const ALL: APIRoute = ({ request }) => endpoint(request);
