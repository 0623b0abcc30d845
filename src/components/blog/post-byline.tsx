import { fillTemplate } from "@/lib/text/fill-template";
import { type Post } from "@/content/readers/posts";
import type { BlogPage } from "@/content/schemas/copy/blog-page";
import { formatDate } from "@/lib/text/text";

export function PostByline({ post, blogPage }: { post: Post; blogPage: BlogPage }) {
  const copy = blogPage.post;
  return (
    <div className="flex w-full items-center gap-4">
      <span
        aria-hidden="true"
        className="grid size-12 shrink-0 place-items-center rounded-full bg-bolt-500 text-lg font-bold text-white"
      >
        {post.author.charAt(0)}
      </span>
      <div className="min-w-0 text-[0.9375rem] leading-snug">
        <p className="font-semibold text-white">
          {copy.by} {post.author}
        </p>
        <p className="mt-1 flex flex-wrap gap-2 text-ink-300">
          <time dateTime={post.date}>{formatDate(post.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{fillTemplate(copy.minutes, { minutes: post.readingMinutes })}</span>
          {post.dateModified !== post.datePublished ? (
            <>
              <span aria-hidden="true">·</span>
              <span>
                {copy.updated}{" "}
                <time dateTime={post.dateModified}>{formatDate(post.dateModified)}</time>
              </span>
            </>
          ) : null}
        </p>
      </div>
    </div>
  );
}
