import type { APIRoute } from "astro";
import { viewAction } from "@/inbox/server/saved-views";

export const prerender = false;

export const POST: APIRoute = ({ request, locals }) => viewAction(request, locals.inbox);
