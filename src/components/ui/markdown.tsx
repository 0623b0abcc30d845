import { cn } from "./cn";

export type MarkdownProps = {
  html: string;
  as?: "p" | "span" | "div";
  className?: string;
};

/**
 * Copy written in Markdown, set in the site's type (.markdown in global.css: strong, links; with
 * .markdown-body, paragraphs and lists too). The HTML comes from our own content files, rendered
 * and link-checked at build time, never from a visitor.
 */
export function Markdown({ html, as: Element = "span", className }: MarkdownProps) {
  return (
    <Element className={cn("markdown", className)} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
