import type { APIRoute } from "astro";
import { leadRevision } from "@/inbox/server/lead-page";

export const prerender = false;

export const GET: APIRoute = ({ params, locals }) => leadRevision(locals.inbox.db, params.id ?? "");
