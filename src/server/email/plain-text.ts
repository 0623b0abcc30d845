/**
 * html-to-text formatters for the plain-text part, over the few parts of its node and builder
 * APIs they use (the package ships no types). The blocks mark what they want written otherwise
 * with `data-text`.
 */
type TextNode = { type: string; attribs?: Record<string, string>; children?: TextNode[] };
type TextBuilder = {
  openBlock(options: { leadingLineBreaks: number }): void;
  closeBlock(options: { trailingLineBreaks: number }): void;
  addInline(text: string, options?: { noWordTransform: boolean }): void;
};
type Walk = (nodes: TextNode[] | undefined, builder: TextBuilder) => void;

/** "Download the PDF: https://…" on a line of its own: a call to action, then where it goes. */
function labelledLink(node: TextNode, walk: Walk, builder: TextBuilder) {
  builder.openBlock({ leadingLineBreaks: 1 });
  walk(node.children, builder);
  const href = node.attribs?.href?.replace(/^mailto:/, "") ?? "";
  builder.addInline(`: ${href}`, { noWordTransform: true });
  builder.closeBlock({ trailingLineBreaks: 1 });
}

function labelledRow(node: TextNode, walk: Walk, builder: TextBuilder) {
  const [label, value] = node.children?.filter((child) => child.type === "tag") ?? [];
  builder.openBlock({ leadingLineBreaks: 1 });
  walk(label?.children, builder);
  builder.addInline(": ");
  walk(value?.children, builder);
  builder.closeBlock({ trailingLineBreaks: 1 });
}

export const PLAIN_TEXT_OPTIONS = {
  selectors: [
    // Headings keep their case: names in them are written as their owners write them.
    { selector: "h1", options: { uppercase: false } },
    { selector: "h2", options: { uppercase: false } },
    { selector: "a[data-text=labelled]", format: "labelledLink" },
    { selector: "a[data-text=plain]", format: "anchor", options: { ignoreHref: true } },
    { selector: "tr[data-text=row]", format: "labelledRow" },
  ],
  formatters: { labelledLink, labelledRow },
};
