import { cn } from "@/components/ui/cn";

export type PostTagsProps = { tags: readonly string[]; label?: string; className?: string };

/** A post's topics as small chips. */
export function PostTags({ tags, label, className }: PostTagsProps) {
  return (
    <ul aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-bolt-50 px-3 py-1 text-xs font-semibold tracking-wide text-bolt-700"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
