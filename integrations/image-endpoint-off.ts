import type { APIRoute } from "astro";

/** Astro's image address in the production build: every image was made at build (images-at-build.ts). */
export const GET: APIRoute = () =>
  new Response("Not found.", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
