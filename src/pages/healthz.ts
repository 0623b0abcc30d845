import type { APIRoute } from "astro";
import { answerInAstro } from "@/endpoints/astro";

// From the endpoint table (src/endpoints/table.ts), as under /api.
export const prerender = false;

export const ALL: APIRoute = ({ request }) => answerInAstro(request);
