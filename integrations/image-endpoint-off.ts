import type { APIRoute } from "astro";

export const GET: APIRoute = () =>
  new Response("Not found.", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
