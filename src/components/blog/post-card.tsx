import { cn } from "@/components/ui/cn";
import { ArrowRightIcon } from "@/components/ui/icons";
import { ResponsivePicture } from "@/components/ui/responsive-picture";
import { fillTemplate } from "@/lib/text/fill-template";
import { type Post } from "@/content/readers/posts";
import type { BlogPage } from "@/content/schemas/copy/blog-page";
import { formatDate } from "@/lib/text/text";
import { PostTags } from "./post-tags";

export type PostCardProps = {
  card: BlogPage["card"];
  post: Post;
  sizes: string;
  /** The lead story of a list: across two columns, and side by side with its cover when wide. */
  featured?: boolean;
};

/** A post in brief; the whole card is its link. */
export function PostCard({ post, sizes, featured = false, card }: PostCardProps) {
  return (
    <article
      className={cn(
        "relative flex h-full flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card transition-colors hover:border-bolt-300",
        featured && "lg:flex-row",
      )}
    >
      <ResponsivePicture
        picture={post.cover}
        alt=""
        sizes={sizes}
        className={cn("w-full shrink-0 bg-bolt-50 object-cover", featured && "lg:w-7/12")}
      />
      <div className={cn("flex flex-1 flex-col p-6", featured ? "sm:p-10" : "sm:p-7")}>
        <PostTags tags={post.tags} />
        <h3
          className={cn(
            "mt-4 text-xl font-bold tracking-tight text-balance text-ink-900",
            featured && "sm:text-2xl lg:text-3xl",
          )}
        >
          <a
            href={post.canonical}
            className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-bolt-500"
          >
            {post.title}
          </a>
        </h3>
        <p className="mt-3 text-ink-600">{post.excerpt}</p>
        <p className="mt-auto flex flex-wrap items-center gap-2 pt-6 text-sm text-ink-500">
          <span className="font-semibold text-ink-800">{post.author}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={post.date}>{formatDate(post.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{fillTemplate(card.minutes, { minutes: post.readingMinutes })}</span>
        </p>
        <span
          aria-hidden="true"
          className="mt-4 inline-flex items-center gap-2 font-semibold text-bolt-600"
        >
          {card.readPost}
          <ArrowRightIcon />
        </span>
      </div>
    </article>
  );
}

/*
 * A cover's width in the grid (Container: at most 1240px less 2×32px; columns 24px apart), so a
 * phone fetches a phone-sized file.
 */
const PHONE = "calc(100vw - 40px)";
const HALF_COVER = `(min-width: 1240px) 576px, (min-width: 640px) calc(50vw - 44px), ${PHONE}`;
const THIRD_COVER = `(min-width: 1240px) 376px, (min-width: 1024px) calc(33.4vw - 37px), (min-width: 640px) calc(50vw - 44px), ${PHONE}`;
const FEATURED_COVER = `(min-width: 1240px) 686px, (min-width: 1024px) calc(58.4vw - 37px), (min-width: 640px) calc(100vw - 64px), ${PHONE}`;

export type PostGridProps = {
  posts: readonly Post[];
  featureFirst?: boolean;
  card: BlogPage["card"];
};

export function PostGrid({ posts, featureFirst = false, card }: PostGridProps) {
  const threeColumns = !featureFirst && posts.length > 2;
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2", threeColumns && "lg:grid-cols-3")}>
      {posts.map((post, index) => {
        const featured = featureFirst && index === 0;
        return (
          <li key={post.slug} className={cn(featured && "sm:col-span-2")}>
            <PostCard
              post={post}
              featured={featured}
              card={card}
              sizes={featured ? FEATURED_COVER : threeColumns ? THIRD_COVER : HALF_COVER}
            />
          </li>
        );
      })}
    </ul>
  );
}
