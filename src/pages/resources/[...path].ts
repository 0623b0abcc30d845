import type { APIRoute } from "astro";

/** The old resources section is gone: its address, and every page under it, lead home. */
export const prerender = false;

export const GET: APIRoute = ({ redirect }) => redirect("/", 308);
