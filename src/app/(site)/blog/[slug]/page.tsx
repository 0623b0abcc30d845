import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PostArticle } from "@/components/blog/post-article";
import { PostByline } from "@/components/blog/post-byline";
import { PostGrid } from "@/components/blog/post-card";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { BreadcrumbJsonLd, JsonLd } from "@/components/ui/json-ld";
import { Section } from "@/components/ui/section";
import { site } from "@/config/site";
import { paths } from "@/content/paths";
import { blogPage, getAllPosts, getOtherPosts, getPostBySlug } from "@/content/posts";
import { getLiveRoute } from "@/content/routes";
import { articleJsonLd } from "@/lib/json-ld";
import { buildMetadata } from "@/lib/metadata";

type PostPageProps = { params: Promise<{ slug: string }> };

// Unknown slugs never reach the page: the global 404 answers them with 'Post not found.'.
export const dynamicParams = false;

export function generateStaticParams() {
  return getAllPosts().map((post) => ({ slug: post.slug }));
}

/** The post named in the URL; an unknown slug answers 404. */
async function postOf(params: PostPageProps["params"]) {
  const post = getPostBySlug((await params).slug);
  if (!post) notFound();
  return post;
}

export async function generateMetadata({ params }: PostPageProps): Promise<Metadata> {
  // The route's path is the post's canonical field (the schema holds them equal).
  return buildMetadata(site, getLiveRoute((await postOf(params)).canonical));
}

export default async function PostPage({ params }: PostPageProps) {
  const post = await postOf(params);
  const route = getLiveRoute(post.canonical);
  const blog = getLiveRoute(paths.blog);
  const { more } = blogPage.post;
  return (
    <>
      <PageHero eyebrow={post.tags[0] ?? blog.title} heading={post.title} intro={post.excerpt}>
        <PostByline post={post} />
      </PageHero>
      <PostArticle post={post} />
      <Section id="more" tone="muted" eyebrow={more.eyebrow} heading={more.heading}>
        <PostGrid posts={getOtherPosts(post)} />
      </Section>
      <CtaBand />
      <BreadcrumbJsonLd
        trail={[
          { name: blog.title, path: blog.path },
          { name: route.title, path: route.path },
        ]}
      />
      <JsonLd
        data={articleJsonLd(site, {
          type: "BlogPosting",
          headline: post.title,
          description: post.excerpt,
          path: post.canonical,
          datePublished: post.datePublished,
          dateModified: post.dateModified,
          image: post.image.src,
          author: { type: post.authorType, name: post.authorName },
        })}
      />
    </>
  );
}
