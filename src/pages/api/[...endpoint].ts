import type { APIRoute } from "astro";
import { answerInAstro } from "@/app/astro-endpoints";

// Every endpoint of the table under /api (src/app/endpoints.ts); `npm start` answers them before
// Astro, and this route under `astro dev` and on a serverless host.
export const prerender = false;

export const ALL: APIRoute = ({ request }) => answerInAstro(request);
