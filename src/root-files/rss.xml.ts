import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { site } from "@/config/site";
import { paths } from "@/lib/paths";
import { publishedPosts } from "@/content/readers/collections";
import { requireRoute } from "@/routing/routes";
import { escapeHtml } from "@/lib/text/escape-html";
import { absoluteUrl } from "@/lib/metadata";

export const GET: APIRoute = async ({ locals }) => {
  const blog = requireRoute(locals.site.routes, paths.blog);
  const posts = await publishedPosts();
  return rss({
    title: blog.documentTitle,
    description: blog.description,
    site: site.url,
    // Links name the one URL form the site serves (no trailing slash).
    trailingSlash: false,
    xmlns: { dc: "http://purl.org/dc/elements/1.1/", atom: "http://www.w3.org/2005/Atom" },
    customData: [
      "<language>en-us</language>",
      `<atom:link href="${escapeHtml(absoluteUrl(site, paths.feed))}" rel="self" type="application/rss+xml"/>`,
    ].join(""),
    items: posts.map((post) => ({
      title: post.title,
      description: post.excerpt,
      link: paths.post(post.slug),
      pubDate: new Date(post.datePublished),
      categories: post.tags,
      customData: `<dc:creator>${escapeHtml(post.authorName)}</dc:creator>`,
    })),
  });
};
