import { Fragment } from "react";
import type { InlineNode, ProseBlock } from "@/content/lib/rich-text";
import { cn } from "./cn";

const linkClass =
  "font-medium text-bolt-600 underline decoration-bolt-600/30 underline-offset-4 transition-colors hover:decoration-bolt-600";

/** Inline rich text from content: text, strong, emphasis and links. */
export function RichText({ nodes }: { nodes: readonly InlineNode[] }) {
  return nodes.map((node, index) => {
    switch (node.type) {
      case "text":
        return <Fragment key={index}>{node.text}</Fragment>;
      case "strong":
        return (
          <strong key={index} className="font-semibold text-ink-900">
            <RichText nodes={node.children} />
          </strong>
        );
      case "em":
        return (
          <em key={index}>
            <RichText nodes={node.children} />
          </em>
        );
      case "link":
        return node.href.startsWith("/") || node.href.startsWith("#") ? (
          <a key={index} href={node.href} className={linkClass}>
            <RichText nodes={node.children} />
          </a>
        ) : (
          <a key={index} href={node.href} className={linkClass}>
            <RichText nodes={node.children} />
          </a>
        );
    }
  });
}

export type ProseProps = { blocks: readonly ProseBlock[]; className?: string };

/** A body of paragraphs and lists from content. */
export function Prose({ blocks, className }: ProseProps) {
  return (
    <div className={cn("space-y-4 text-ink-700", className)}>
      {blocks.map((block, index) =>
        block.type === "paragraph" ? (
          <p key={index}>
            <RichText nodes={block.content} />
          </p>
        ) : (
          <ul key={index} className="space-y-3 pt-1">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="mt-2.5 size-1.5 shrink-0 rounded-full bg-bolt-500"
                />
                <span>
                  <RichText nodes={item} />
                </span>
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
