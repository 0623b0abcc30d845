import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Element } from "hast";
import {
  defineHastPlugin,
  markdownToHtml,
  type Features,
  type HastPluginDefinition,
  type HastPluginEntry,
  type HastVisitorContext,
  type MarkdownToHtmlResult,
} from "satteri";
import { uniqueSlugs } from "@/lib/text/slug";
import { checkLinkTarget } from "../schemas/fields";
import { fillTokens, isFigureToken, type ContentTokens } from "./tokens";

/**
 * Astro renders the collections' Markdown with these plugins (astro.config.ts); the one-line
 * Markdown fields (a post's key points, an FAQ answer) go through the same processor and plugins,
 * so they read as the text around them.
 */

export class MarkdownError extends Error {
  override name = "MarkdownError";
}

function where(ctx: HastVisitorContext): string {
  return ctx.fileURL ? relative(process.cwd(), fileURLToPath(ctx.fileURL)) : "Markdown";
}

/**
 * An unknown token, a bad link target or HTML stops the build, naming the file. Figures are left
 * for the readers, which fill them from the records they come from.
 */
const tokensAndLinks = (tokens: ContentTokens) =>
  defineHastPlugin({
    name: "site-tokens-and-links",
    // Content is words, set in the site's type: markup written into it would escape the checks
    // on links and the site's styles.
    raw(node, ctx) {
      throw new MarkdownError(
        `${where(ctx)}: write Markdown, not HTML (${JSON.stringify(node.value.trim().slice(0, 40))})`,
      );
    },
    text(node, ctx) {
      if (!node.value.includes("{")) return;
      const value = fillTokens(node.value, tokens, where(ctx), isFigureToken);
      ctx.replaceNode(node, { type: "text", value });
    },
    element: {
      filter: ["a"],
      visit(node, ctx) {
        const raw = node.properties.href;
        if (typeof raw !== "string") return;
        // The Markdown parser percent-encodes a target's braces: {tel} arrives as %7Btel%7D.
        const href = fillTokens(raw.replace(/%7B([^%\s]*)%7D/gi, "{$1}"), tokens, where(ctx));
        const problem = checkLinkTarget(href);
        if (problem) throw new MarkdownError(`${where(ctx)}: ${problem}`);
        if (href !== raw) ctx.setProperty(node, "href", href);
        // Other sites are marked as such, and never get a handle on this page.
        if (href.startsWith("https://")) ctx.setProperty(node, "rel", "external noopener");
        const links = ((ctx.data.links as string[] | undefined) ??= []);
        links.push(href);
      },
    },
  });

/**
 * Every heading gets its id by the site's slug rule (lib/text/slug.ts), which Astro then keeps
 * and lists; each h2 and h3 also gets a link to itself, so a reader can share a section. The link
 * sits outside the heading, so headings read as their words alone.
 */
function headingAnchors({ sectionLink }: MarkdownWords): HastPluginDefinition {
  const slugOf = uniqueSlugs();
  return defineHastPlugin({
    name: "heading-anchors",
    element: {
      filter: ["h1", "h2", "h3", "h4", "h5", "h6"],
      visit(node, ctx) {
        const text = ctx.textContent(node);
        const id = typeof node.properties.id === "string" ? node.properties.id : slugOf(text);
        ctx.setProperty(node, "id", id);
        if (node.tagName !== "h2" && node.tagName !== "h3") return;
        const anchor: Element = {
          type: "element",
          tagName: "a",
          properties: { href: `#${id}`, className: ["heading-anchor"] },
          children: [
            {
              type: "element",
              tagName: "span",
              properties: { ariaHidden: "true" },
              children: [{ type: "text", value: "#" }],
            },
            {
              type: "element",
              tagName: "span",
              properties: { className: ["sr-only"] },
              children: [{ type: "text", value: `${sectionLink} ${text}` }],
            },
          ],
        };
        ctx.wrapNode(node, {
          type: "element",
          tagName: "div",
          properties: { className: ["heading-anchored"] },
          children: [anchor],
        });
      },
    },
  });
}

/** What a screen reader hears before a heading's words on its link (chrome.yaml, `prose`). */
export type MarkdownWords = { sectionLink: string };

export function markdownPlugins(tokens: ContentTokens, words: MarkdownWords): HastPluginEntry[] {
  return [tokensAndLinks(tokens), () => headingAnchors(words)];
}

export const markdownFeatures: Features = { gfm: true, smartPunctuation: true };

export type MarkdownHeading = { depth: number; slug: string; text: string };

/** Throws when the Markdown holds more than one paragraph. */
export function renderInlineMarkdown(markdown: string, tokens: ContentTokens): string {
  // The site's plugins are synchronous, so the result is too.
  const { html } = markdownToHtml(markdown, {
    hastPlugins: [tokensAndLinks(tokens)],
    features: markdownFeatures,
  }) as MarkdownToHtmlResult;
  const inline = /^<p>([\s\S]*)<\/p>\s*$/.exec(html)?.[1];
  if (inline === undefined || inline.includes("<p>")) {
    throw new MarkdownError("write one paragraph of text, without headings or lists");
  }
  return inline;
}

const SECTION_HEADING =
  /<div class="heading-anchored"><h2 id="([^"]*)">[\s\S]*?<\/h2><a [^>]*>[\s\S]*?<\/a><\/div>/;

export type HeadedSection = { heading: string; html: string };

export type HeadedText = { before: string; sections: HeadedSection[] };

export function headedSections(rendered: {
  html: string;
  headings: readonly MarkdownHeading[];
}): HeadedText {
  const [before = "", ...parts] = rendered.html.split(new RegExp(SECTION_HEADING, "g"));
  const sections: HeadedSection[] = [];
  for (let index = 0; index < parts.length; index += 2) {
    const id = parts[index];
    const heading = rendered.headings.find((item) => item.depth === 2 && item.slug === id);
    sections.push({ heading: heading?.text ?? "", html: (parts[index + 1] ?? "").trim() });
  }
  return { before: before.trim(), sections };
}

export function textOfHtml(html: string): string {
  return (
    html
      .replace(/<a [^>]*class="heading-anchor"[^>]*>[\s\S]*?<\/a>/g, " ")
      // Blocks end a word; inline marks (strong, em, a) sit inside one.
      .replace(/<\/?(p|li|ul|ol|h[1-6]|div|blockquote|br|hr|table|tr|td|th)\b[^>]*>/g, " ")
      .replace(/<[^>]*>/g, "")
      .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => HTML_ENTITIES[entity] ?? entity)
      .replace(/\s+/g, " ")
      .trim()
  );
}

const HTML_ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

export function hrefsIn(html: string): string[] {
  return [...html.matchAll(/<a href="([^"]*)"(?! class="heading-anchor")/g)].map(
    (match) => match[1] ?? "",
  );
}
