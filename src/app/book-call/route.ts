import { boltMarkSvg, brandColors } from "@/config/brand";
import { site } from "@/config/site";
import { chrome } from "@/content/chrome";
import { paths } from "@/content/paths";
import { escapeHtml } from "@/lib/escape-html";
import { UTM_PARAMS } from "@/lib/lead-fields";
import { absoluteUrl } from "@/lib/metadata";
import { ATTRIBUTION_KEY } from "@/lib/storage-keys";

export const dynamic = "force-static";

/**
 * Runs inline, before anything else loads: adds the visit's utm parameters (captured on arrival
 * by the site's page effects) to the scheduler URL and goes there. Self-contained on purpose.
 */
function redirectWithAttribution(base: string, storageKey: string, utmParams: string[]) {
  const url = new URL(base);
  try {
    const visit = JSON.parse(sessionStorage.getItem(storageKey) ?? "{}") as Record<string, unknown>;
    for (const key of utmParams) {
      const value = visit[key];
      if (typeof value === "string" && value && !url.searchParams.has(key))
        url.searchParams.set(key, value);
    }
  } catch {
    // No storage or no attribution: go on without it.
  }
  window.location.replace(url.toString());
}

/**
 * A document of its own rather than a page in the site's layout: a redirect wants nothing but
 * the redirect, and only a document of its own can put the no-script refresh in <head>, where
 * HTML allows it. With scripts, the inline script goes first and carries the visit's utm tags.
 */
function bookCallDocument(): string {
  const copy = chrome.bookCall;
  const scheduler = escapeHtml(site.schedulerUrl);
  const script = `(${redirectWithAttribution.toString()})(${JSON.stringify(site.schedulerUrl)},${JSON.stringify(ATTRIBUTION_KEY)},${JSON.stringify(UTM_PARAMS)})`;
  return `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${copy.title} | ${site.name}`)}</title>
<meta name="description" content="${escapeHtml(copy.description)}">
<meta name="robots" content="noindex, follow">
<link rel="canonical" href="${escapeHtml(absoluteUrl(site, paths.bookCall))}">
<meta name="theme-color" content="${brandColors.ink}">
<link rel="icon" href="/favicon.ico" sizes="48x48">
<noscript><meta http-equiv="refresh" content="0; url=${scheduler}"></noscript>
<script>${script.replace(/</g, "\\u003c")}</script>
<style>
html{color-scheme:light;background:${brandColors.ink};color:#fff;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",sans-serif}
body{margin:0;min-height:100dvh;display:grid;place-items:center;padding:24px;text-align:center}
svg{width:48px;height:48px}
h1{margin:24px 0 0;font-size:1.5rem;line-height:1.3}
p{margin:12px 0 0;color:${brandColors.inkSoft};line-height:1.6}
a{color:${brandColors.bolt};font-weight:600;text-underline-offset:4px}
</style>
</head>
<body>
<main>
${boltMarkSvg().replace("<svg ", '<svg aria-hidden="true" ')}
<h1>${escapeHtml(copy.heading)}</h1>
<p>${escapeHtml(copy.fallbackBefore)} <a href="${scheduler}">${escapeHtml(copy.fallbackLink)}</a> ${escapeHtml(copy.fallbackAfter)}</p>
</main>
</body>
</html>
`;
}

/** Sends the visitor to the external scheduler at once, with or without JavaScript. */
export function GET() {
  return new Response(bookCallDocument(), {
    headers: { "content-type": "text/html; charset=utf-8" },
  });
}
