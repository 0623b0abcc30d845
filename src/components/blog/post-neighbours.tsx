import { type Post } from "@/content/readers/posts";
import type { BlogPage } from "@/content/schemas/copy/blog-page";
import { paths } from "@/lib/paths";

export type PostNeighboursProps = {
  blogPage: BlogPage;
  older?: Post;
  newer?: Post;
};

const LINK =
  "group flex flex-col gap-1 rounded-card border border-ink-100 bg-white p-5 shadow-card transition-colors hover:border-bolt-200";

export function PostNeighbours({ older, newer, blogPage }: PostNeighboursProps) {
  if (!older && !newer) return null;
  const copy = blogPage.post.neighbours;
  return (
    <nav aria-label={copy.label} className="mt-10 grid gap-4 sm:grid-cols-2">
      {older ? (
        <a href={paths.post(older.slug)} rel="prev" className={LINK}>
          <span className="text-sm text-ink-600">
            <span aria-hidden="true">← </span>
            {copy.older}
          </span>
          <span className="font-semibold text-ink-900 group-hover:text-bolt-600">
            {older.title}
          </span>
        </a>
      ) : null}
      {newer ? (
        <a
          href={paths.post(newer.slug)}
          rel="next"
          className={`${LINK} sm:col-start-2 sm:text-right`}
        >
          <span className="text-sm text-ink-600">
            {copy.newer}
            <span aria-hidden="true"> →</span>
          </span>
          <span className="font-semibold text-ink-900 group-hover:text-bolt-600">
            {newer.title}
          </span>
        </a>
      ) : null}
    </nav>
  );
}
