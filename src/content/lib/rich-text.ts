import { z } from "zod";

/**
 * Prose in content is written in a small inline syntax, parsed and checked when content loads:
 *   **strong**   *emphasis*   [label](/internal-path#anchor)   [label](https://…)
 *   [label](mailto:…)   [label](tel:…)        \* \[ \] escape a marker
 * Lists are arrays of such strings. The result is a typed tree that one component renders.
 */
export type InlineNode =
  | { type: "text"; text: string }
  | { type: "strong"; children: InlineNode[] }
  | { type: "em"; children: InlineNode[] }
  | { type: "link"; href: string; children: InlineNode[] };

export type RichText = InlineNode[];

export type ProseBlock =
  { type: "paragraph"; content: RichText } | { type: "list"; items: RichText[] };

class RichTextError extends Error {}

const INTERNAL_HREF = /^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$|^#[a-z0-9-]+$/;
const EXTERNAL_HREF = /^https:\/\/[^\s]+$|^mailto:[^\s@]+@[^\s@]+$|^tel:\+[0-9]{7,15}$/;

function checkHref(href: string): string {
  if (INTERNAL_HREF.test(href) || EXTERNAL_HREF.test(href)) return href;
  throw new RichTextError(
    `link target "${href}" must be a site path (/services, /privacy#cookies), https://, mailto: or tel:+digits`,
  );
}

/** Parses `text` from `start` until `close` (or the end when close is null). */
function parseUntil(
  text: string,
  start: number,
  close: "**" | "*" | "]" | null,
  insideLink: boolean,
): { nodes: RichText; end: number } {
  const nodes: RichText = [];
  let buffer = "";
  const flush = () => {
    if (buffer) nodes.push({ type: "text", text: buffer });
    buffer = "";
  };
  let i = start;
  while (i < text.length) {
    const char = text[i];
    if (char === "\\" && i + 1 < text.length && "*[]\\".includes(text[i + 1] ?? "")) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }
    if (close && text.startsWith(close, i) && !(close === "*" && text.startsWith("**", i))) {
      flush();
      return { nodes, end: i + close.length };
    }
    const marker = text.startsWith("**", i) ? "**" : char === "*" ? "*" : null;
    if (marker) {
      flush();
      const inner = parseUntil(text, i + marker.length, marker, insideLink);
      nodes.push({ type: marker === "**" ? "strong" : "em", children: inner.nodes });
      i = inner.end;
      continue;
    }
    if (char === "[") {
      if (insideLink) throw new RichTextError("a link cannot contain another link");
      flush();
      const label = parseUntil(text, i + 1, "]", true);
      if (text[label.end] !== "(") {
        throw new RichTextError(
          `"[" at ${i} must be followed by "](target)"; write \\[ for a bracket`,
        );
      }
      const closing = text.indexOf(")", label.end);
      if (closing < 0) throw new RichTextError(`link at ${i} has no closing ")"`);
      const href = checkHref(text.slice(label.end + 1, closing).trim());
      nodes.push({ type: "link", href, children: label.nodes });
      i = closing + 1;
      continue;
    }
    if (char === "]") throw new RichTextError(`unmatched "]" at ${i}; write \\] for a bracket`);
    buffer += char;
    i += 1;
  }
  if (close) throw new RichTextError(`"${close === "]" ? "[" : close}" is never closed`);
  flush();
  return { nodes, end: i };
}

export function parseRichText(text: string): RichText {
  return parseUntil(text, 0, null, false).nodes;
}

/** A zod transform that turns a RichTextError into a validation issue on the field. */
function reportingErrors<T>(parse: (text: string) => T) {
  return (text: string, ctx: z.RefinementCtx) => {
    try {
      return parse(text);
    } catch (error) {
      if (!(error instanceof RichTextError)) throw error;
      ctx.addIssue({ code: "custom", message: error.message, input: text });
      return z.NEVER;
    }
  };
}

/** A string of rich text: validated and parsed into its tree when content loads. */
export const richTextSchema = z.string().trim().min(1).transform(reportingErrors(parseRichText));

/** A prose body: paragraphs as strings, lists as `{ list: [...] }`, in reading order. */
export const proseBlocksSchema = z
  .array(
    z.union([
      richTextSchema.transform((content): ProseBlock => ({ type: "paragraph", content })),
      z
        .object({ list: z.array(richTextSchema).min(1) })
        .strict()
        .transform(({ list }): ProseBlock => ({ type: "list", items: list })),
    ]),
  )
  .min(1);

/** The words of rich text without markup, for meta tags and structured data. */
export function plainText(nodes: readonly InlineNode[]): string {
  return nodes
    .map((node) => (node.type === "text" ? node.text : plainText(node.children)))
    .join("");
}

/** A link target field outside prose (a button, a call-to-action list), checked like prose links. */
export const hrefSchema = z.string().transform(reportingErrors(checkHref));

/** Every `href` found anywhere in a value (records, lists, rich-text trees). */
export function linkTargets(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(linkTargets);
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const own = typeof record.href === "string" ? [record.href] : [];
  return [...own, ...Object.values(record).flatMap(linkTargets)];
}
