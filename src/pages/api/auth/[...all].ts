import type { APIRoute } from "astro";
import { passkeyApi } from "@/inbox/auth/passkey-api";

// Better Auth's passkey routes, which the inbox's scripts call; the gate (src/middleware.ts)
// checks the session and the CSRF token first.
export const prerender = false;

export const ALL: APIRoute = ({ request, url, locals }) => passkeyApi(request, url, locals.inbox);
