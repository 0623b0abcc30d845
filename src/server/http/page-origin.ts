/**
 * Whose pages may post to the site's public endpoints (the lead API, the visit count): a page on
 * the request's own host (`www.` or not, behind a proxy that keeps the Host), on SITE_URL's
 * origin, or on one of CORS_ORIGINS (`allowed`, from `pageOrigins`). "" for the request's own host
 * or no browser at all (no Origin); the origin itself when it is another allowed one, for CORS
 * headers; null if refused.
 */
export function pageOrigin(request: Request, allowed: readonly string[]): string | null {
  const origin = request.headers.get("origin");
  if (!origin) return "";
  try {
    if (new URL(origin).host === request.headers.get("host")) return "";
  } catch {
    return null;
  }
  return allowed.includes(origin) ? origin : null;
}
