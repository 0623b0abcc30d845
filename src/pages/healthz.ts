import type { APIRoute } from "astro";
import { answerInAstro } from "@/app/astro-endpoints";

// From the endpoint table (src/app/endpoints.ts), as under /api.
export const prerender = false;

export const ALL: APIRoute = ({ request }) => answerInAstro(request);
