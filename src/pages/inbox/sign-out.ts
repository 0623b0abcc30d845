import type { APIRoute } from "astro";
import { signOut } from "@/inbox/auth/sign-in-pages";

export const prerender = false;

export const POST: APIRoute = ({ request, locals }) => signOut(request, locals.inbox);
