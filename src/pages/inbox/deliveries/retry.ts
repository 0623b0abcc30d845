import type { APIRoute } from "astro";
import { retryDeliveries } from "@/inbox/server/trouble-banner";

export const prerender = false;

export const POST: APIRoute = ({ request, locals }) => retryDeliveries(request, locals.inbox);
