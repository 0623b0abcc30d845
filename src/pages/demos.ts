import type { APIRoute } from "astro";

/** An old address of the demo page. */
export const prerender = false;

export const GET: APIRoute = ({ redirect }) => redirect("/demo", 308);
