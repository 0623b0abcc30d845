import type { APIRoute } from "astro";
import { shareImageResponse } from "@/components/brand/share-image-png";
import { publishedPosts } from "@/content/readers/collections";
import { fillTemplate } from "@/lib/text/fill-template";
import { type Post } from "@/content/readers/posts";

export async function getStaticPaths() {
  return (await publishedPosts()).map((post) => ({ params: { slug: post.slug }, props: { post } }));
}

export const GET: APIRoute<{ post: Post }> = ({ props: { post }, locals }) => {
  const { blogPage } = locals.site.copy;
  return shareImageResponse({
    eyebrow: [blogPage.name, post.tags[0]].filter(Boolean).join(" · "),
    heading: post.title,
    tagline: `${post.author} · ${fillTemplate(blogPage.post.minutes, { minutes: post.readingMinutes })}`,
  });
};
