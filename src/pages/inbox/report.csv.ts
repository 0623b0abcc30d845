import type { APIRoute } from "astro";
import { reportCsv } from "@/inbox/server/report-page";

export const prerender = false;

export const GET: APIRoute = ({ url, locals }) => reportCsv(url, locals.inbox);
