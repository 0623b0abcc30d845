import { NextResponse, type NextRequest } from "next/server";
import { REQUEST_PATH_HEADER } from "@/lib/request-path";

/**
 * Passes the requested path to the 404 page. Next renders a segment's own not-found.tsx only in
 * the browser (the server sends an empty document), so detail routes refuse unknown slugs
 * (`dynamicParams = false`) and the global 404, rendered on the server, picks the message of the
 * collection the URL belongs to ('Case study not found.').
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set(REQUEST_PATH_HEADER, request.nextUrl.pathname);
  return NextResponse.next({ request: { headers } });
}

// One entry per collection with detail pages (chrome.notFound.sections; a unit test keeps them in step).
export const config = {
  matcher: ["/services/:slug", "/industries/:slug", "/case-studies/:slug", "/blog/:slug"],
};
