import type { APIRoute } from "astro";
import { exportCsv } from "@/inbox/server/export";

export const prerender = false;

export const GET: APIRoute = ({ request, url, locals }) => exportCsv(request, url, locals.inbox);
