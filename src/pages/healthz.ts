import type { APIRoute } from "astro";
import { liveness } from "@/server/http/health";

// The liveness check under `astro dev` and on a serverless host. `npm start` answers this path
// itself before Astro (cli/serve.ts) with the same handler.
export const prerender = false;

export const ALL: APIRoute = ({ request }) => liveness(request);
