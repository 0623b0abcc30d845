import type { APIRoute } from "astro";
import { site } from "@/config/site";
import { escapeHtml } from "@/lib/text/escape-html";
import { absoluteUrl } from "@/lib/metadata";

export const GET: APIRoute = ({ locals }) => {
  const urls = locals.site.routes
    .filter((route) => route.indexed)
    .map((route) =>
      [
        "<url>",
        `<loc>${escapeHtml(absoluteUrl(site, route.path))}</loc>`,
        route.lastModified ? `<lastmod>${route.lastModified}</lastmod>` : "",
        `<changefreq>${route.changeFrequency}</changefreq>`,
        `<priority>${route.priority}</priority>`,
        "</url>",
      ]
        .filter(Boolean)
        .join("\n"),
    );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "content-type": "application/xml; charset=utf-8" } });
};
