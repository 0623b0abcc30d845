import { cn } from "@/components/ui/cn";
import { paths } from "@/lib/paths";
import { slugify } from "@/lib/text/slug";

export type PostTagsProps = { tags: readonly string[]; label?: string; className?: string };

/**
 * A post's topics as small chips, each a link to the topic's page. They sit above a card's
 * whole-card link (relative, z-10), so a tap on a chip opens the topic, not the post.
 */
export function PostTags({ tags, label, className }: PostTagsProps) {
  return (
    <ul aria-label={label} className={cn("relative z-10 flex flex-wrap gap-2", className)}>
      {tags.map((tag) => (
        <li key={tag}>
          <a
            href={paths.tag(slugify(tag))}
            className="inline-block rounded-full bg-bolt-50 px-3 py-1 text-xs font-semibold tracking-wide text-bolt-700 transition-colors hover:bg-bolt-100"
          >
            {tag}
          </a>
        </li>
      ))}
    </ul>
  );
}

export type TopicLinksProps = { topics: readonly string[]; label: string; className?: string };

export function TopicLinks({ topics, label, className }: TopicLinksProps) {
  return (
    <nav aria-label={label} className={cn("flex flex-wrap items-center gap-3", className)}>
      <span aria-hidden="true" className="text-sm font-semibold text-ink-900">
        {label}
      </span>
      <PostTags tags={topics} />
    </nav>
  );
}
