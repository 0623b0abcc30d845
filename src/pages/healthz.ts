import type { APIRoute } from "astro";
import { liveness } from "@/server/http/health";

// For serverless hosts and `astro dev`: `npm start` answers this path before Astro.
export const prerender = false;

export const ALL: APIRoute = ({ request }) => liveness(request);
