import { Link, Path, StyleSheet, Svg, Text, View } from "@react-pdf/renderer";
import type { Element, ElementContent, RootContent } from "hast";
import { Fragment, type ReactNode } from "react";
import { htmlToHast } from "satteri";
import { brandColors } from "@/config/brand";

type HtmlOptions = {
  /** The site's address: relative links are printed against it. */
  siteUrl: string;
  /** Prints each `ul` item with an empty box to tick instead of a bullet. */
  checklist: boolean;
};

const BODY_SIZE = 10.5;
const LINE_HEIGHT = 1.5;
const BODY_LINE = BODY_SIZE * LINE_HEIGHT;
const MARKER_WIDTH = 18;
/** Room for a handwritten answer in an empty table cell. */
const CELL_MIN_HEIGHT = 24;
const CELL_PADDING = 6;
/** About the widest a character of a cell's text sets (bold, 9.5pt). */
const CELL_CHAR_WIDTH = 5.8;
/** The most a column widens for a long word, which beyond this runs over. */
const MAX_WORD_WIDTH = 220;
const RULE = 0.5;
/** How much of what follows a subheading, or an introduction, must share its page. */
const SUBHEADING_PRESENCE = 4 * BODY_LINE;
const INTRODUCTION_PRESENCE = 2 * BODY_LINE + 4;
const TABLE_LEAD_HEIGHT = 2 * CELL_MIN_HEIGHT + 2 * BODY_LINE;
/** A line-break penalty that forbids the break (react-pdf's infinity). */
export const NO_BREAK = 10_000;

export const BODY_TEXT = {
  fontSize: BODY_SIZE,
  lineHeight: LINE_HEIGHT,
  color: brandColors.ink,
};

/** Where a block stands, which sets its type and the space between it and the block before. */
type Place = "body" | "item" | "cell" | "head" | "quote";

/**
 * The space above a block, after the first of its container. Space goes above, never below:
 * react-pdf moves a whole block to the next page when only its bottom margin overflows.
 */
const SPACE: Record<Place, number> = { body: 8, item: 3, cell: 3, head: 3, quote: 6 };
const HEADING_SPACE = 16;
const MINOR_HEADING_SPACE = 10;

const styles = StyleSheet.create({
  cellText: { fontSize: 9.5, lineHeight: 1.35 },
  headCellText: { fontSize: 9, lineHeight: 1.3, fontWeight: 700 },
  quoteText: { fontSize: 11, fontStyle: "italic" },
  h3: { marginBottom: 4, fontSize: 13, lineHeight: 1.3, fontWeight: 700 },
  h4: { marginBottom: 3, fontSize: 11, lineHeight: 1.35, fontWeight: 700 },
  strong: { fontWeight: 700 },
  em: { fontStyle: "italic" },
  code: { fontSize: 9.5, backgroundColor: brandColors.boltPale },
  link: { color: brandColors.accent, textDecoration: "underline" },
  item: { flexDirection: "row" },
  nextItem: { marginTop: 3 },
  marker: {
    width: MARKER_WIDTH,
    height: BODY_LINE,
    flexDirection: "row",
    alignItems: "center",
  },
  itemBody: { flex: 1 },
  number: { fontWeight: 700, color: brandColors.accent },
  dot: { width: 4.5, height: 4.5, borderRadius: 2.25, backgroundColor: brandColors.accent },
  ring: {
    width: 4.5,
    height: 4.5,
    borderRadius: 2.25,
    borderWidth: 0.9,
    borderColor: brandColors.accent,
  },
  box: {
    width: 9,
    height: 9,
    alignItems: "center",
    justifyContent: "center",
    borderWidth: 1,
    borderColor: brandColors.ink,
    borderRadius: 1,
  },
  table: { paddingTop: RULE },
  // Rows overlap by their rule, so two rows share one line.
  row: {
    flexDirection: "row",
    marginTop: -RULE,
    borderWidth: RULE,
    borderColor: brandColors.inkSoft,
  },
  headRow: { backgroundColor: brandColors.boltPale },
  cell: {
    minHeight: CELL_MIN_HEIGHT,
    paddingVertical: 5,
    paddingHorizontal: CELL_PADDING,
    borderLeftWidth: RULE,
    borderColor: brandColors.inkSoft,
  },
  firstCell: { borderLeftWidth: 0 },
  center: { textAlign: "center" },
  right: { textAlign: "right" },
  quote: { paddingLeft: 12, borderLeftWidth: 2, borderColor: brandColors.accent },
  rule: { borderTopWidth: 0.75, borderColor: brandColors.inkSoft },
  pre: { padding: 8, borderRadius: 4, backgroundColor: brandColors.boltPale },
  preText: { fontSize: 9.5, lineHeight: 1.4 },
});

const TEXT_STYLE = {
  body: undefined,
  item: undefined,
  cell: styles.cellText,
  head: styles.headCellText,
  quote: styles.quoteText,
} as const;

type Context = HtmlOptions & {
  place: Place;
  /** How deep in lists: bullets change below the first level. */
  depth: number;
};

export function htmlToPdf(html: string, options: HtmlOptions): ReactNode[] {
  const root = htmlToHast(html, { fragment: true });
  return root.type === "root" ? blocks(root.children, { ...options, place: "body", depth: 0 }) : [];
}

const BLOCK_TAGS = new Set(
  [
    "p h1 h2 h3 h4 h5 h6 ul ol li table thead tbody tfoot tr th td caption blockquote hr pre",
    "div section article aside header footer main nav figure figcaption details summary",
    "dl dt dd address",
  ]
    .join(" ")
    .split(" "),
);

/** The blocks printed as such; other block elements are containers, and print their content. */
const PRINTED_BLOCKS = new Set("p h1 h2 h3 h4 h5 h6 ul ol table blockquote hr pre".split(" "));

const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
const MINOR_HEADINGS = new Set(["h4", "h5", "h6"]);

function isBlock(node: Element): boolean {
  return (
    BLOCK_TAGS.has(node.tagName) ||
    node.children.some((child) => child.type === "element" && isBlock(child))
  );
}

function isHeadingAnchor(node: Element): boolean {
  const className = node.properties.className;
  return node.tagName === "a" && Array.isArray(className) && className.includes("heading-anchor");
}

/** Whether inline content prints any words (a heading's anchor link prints none). */
function hasWords(nodes: readonly (RootContent | ElementContent)[]): boolean {
  return nodes.some((node) =>
    node.type === "text"
      ? /\S/.test(node.value)
      : node.type === "element" && !isHeadingAnchor(node) && hasWords(node.children),
  );
}

function textOf(node: RootContent | ElementContent): string {
  if (node.type === "text") return node.value;
  return node.type === "element" ? node.children.map(textOf).join("") : "";
}

/** A block as printed: an element, or a run of inline content between elements (a paragraph). */
type Block = Element | ElementContent[];

const tagOf = (block: Block | undefined) => (block && !Array.isArray(block) ? block.tagName : "");

/**
 * The blocks of some content, in order, containers opened: a subheading and what follows it end
 * up siblings, as react-pdf needs them to keep the two on one page.
 */
function flatten(nodes: readonly (RootContent | ElementContent)[]): Block[] {
  const out: Block[] = [];
  let run: ElementContent[] = [];
  const flush = () => {
    if (hasWords(run)) out.push(run);
    run = [];
  };
  for (const node of nodes) {
    if (node.type === "element" && isBlock(node)) {
      flush();
      if (!PRINTED_BLOCKS.has(node.tagName)) out.push(...flatten(node.children));
      else if (node.tagName !== "p" || hasWords(node.children)) out.push(node);
    } else if (node.type === "element" || node.type === "text") {
      run.push(node);
    }
  }
  flush();
  return out;
}

function blocks(nodes: readonly (RootContent | ElementContent)[], context: Context): ReactNode[] {
  const list = flatten(nodes);
  return list.map((item, index) => (
    <Fragment key={index}>
      {block(
        item,
        context,
        { marginTop: spaceBefore(item, list[index - 1], context.place) },
        keepWithNext(list[index + 1]),
      )}
    </Fragment>
  ));
}

function spaceBefore(item: Block, previous: Block | undefined, place: Place): number {
  if (previous === undefined || HEADINGS.has(tagOf(previous))) return 0;
  if (MINOR_HEADINGS.has(tagOf(item))) return MINOR_HEADING_SPACE;
  return HEADINGS.has(tagOf(item)) ? HEADING_SPACE : SPACE[place];
}

/**
 * How much of the next block an introduction (a subheading, a paragraph ending in a colon) keeps
 * on its page: the head of a table, which moves as one, or a few lines.
 */
function keepWithNext(next: Block | undefined): number {
  return tagOf(next) === "table" ? TABLE_LEAD_HEIGHT : INTRODUCTION_PRESENCE;
}

type Space = { marginTop: number };

/** Body text. Words break at spaces only, not where a bold or linked run meets punctuation. */
function paragraph(
  nodes: readonly ElementContent[],
  context: Context,
  space: Space,
  keep: number,
): ReactNode {
  const introduces = nodes.map(textOf).join("").trim().endsWith(":");
  return (
    <Text
      style={[TEXT_STYLE[context.place], space]}
      orphans={2}
      widows={2}
      hyphenationPenalty={NO_BREAK}
      {...(introduces ? { minPresenceAhead: keep } : {})}
    >
      {inlines(nodes, context, newFlow())}
    </Text>
  );
}

function block(item: Block, context: Context, space: Space, keep: number): ReactNode {
  if (Array.isArray(item)) return paragraph(item, context, space, keep);
  switch (item.tagName) {
    case "p":
      return paragraph(item.children, context, space, keep);
    case "ul":
    case "ol":
      return list(item, context, space);
    case "table":
      return table(item, context, space);
    case "blockquote":
      return (
        <View style={[styles.quote, space]}>
          {blocks(item.children, { ...context, place: "quote" })}
        </View>
      );
    case "hr":
      return <View style={[styles.rule, space]} />;
    case "pre":
      return (
        <View style={[styles.pre, space]} wrap={false}>
          <Text style={styles.preText} hyphenationPenalty={NO_BREAK}>
            {inlines(item.children, context, newFlow(true))}
          </Text>
        </View>
      );
    default:
      // h1 to h6: a document's own headings are its sections', so these are subheadings.
      return (
        <Text
          style={[MINOR_HEADINGS.has(item.tagName) ? styles.h4 : styles.h3, space]}
          minPresenceAhead={Math.max(keep, SUBHEADING_PRESENCE)}
          hyphenationPenalty={NO_BREAK}
        >
          {inlines(item.children, context, newFlow())}
        </Text>
      );
  }
}

function elements(node: Element, tagNames: readonly string[]): Element[] {
  return node.children.filter(
    (child): child is Element => child.type === "element" && tagNames.includes(child.tagName),
  );
}

function list(node: Element, context: Context, space: Space): ReactNode {
  const ordered = node.tagName === "ol";
  const start = typeof node.properties.start === "number" ? node.properties.start : 1;
  const inner: Context = { ...context, place: "item", depth: context.depth + 1 };
  return (
    <View style={space}>
      {elements(node, ["li"]).map((item, index) => {
        const checkbox = elements(item, ["input"]).find(
          (input) => input.properties.type === "checkbox",
        );
        const marker = ordered ? (
          <Text style={styles.number}>{`${start + index}.`}</Text>
        ) : checkbox || context.checklist ? (
          <Box ticked={Boolean(checkbox?.properties.checked)} />
        ) : (
          <View style={context.depth > 0 ? styles.ring : styles.dot} />
        );
        // An item of a few lines moves to the next page whole rather than leave a line behind.
        const short =
          textOf(item).length < 400 &&
          !item.children.some(
            (child) => child.type === "element" && isBlock(child) && child.tagName !== "p",
          );
        return (
          <View
            key={index}
            style={[styles.item, index > 0 ? styles.nextItem : undefined]}
            wrap={!short}
          >
            <View style={styles.marker}>{marker}</View>
            <View style={styles.itemBody}>{blocks(item.children, inner)}</View>
          </View>
        );
      })}
    </View>
  );
}

function Box({ ticked }: { ticked: boolean }) {
  return (
    <View style={styles.box}>
      {ticked && (
        <Svg viewBox="0 0 10 10" width={7} height={7}>
          <Path
            d="M1.5 5.2 4 7.6 8.6 2.4"
            stroke={brandColors.teal}
            strokeWidth={1.6}
            fill="none"
          />
        </Svg>
      )}
    </View>
  );
}

/**
 * A ruled table across the text width, every cell, empty ones included, with room to write in.
 * Each row is ruled on all sides, so a table that runs onto another page stays closed; the header
 * and first row move as one.
 */
function table(node: Element, context: Context, space: Space): ReactNode {
  const groups = elements(node, ["thead", "tbody", "tfoot"]);
  const rows = [...elements(node, ["tr"]), ...groups.flatMap((group) => elements(group, ["tr"]))];
  const headRows = new Set(
    groups.filter((group) => group.tagName === "thead").flatMap((group) => elements(group, ["tr"])),
  );
  const cellsOf = (row: Element) => elements(row, ["th", "td"]);
  const columns = Math.max(0, ...rows.map((row) => cellsOf(row).length));
  const cellTexts = (column: number) =>
    rows.map((row) => {
      const cell = cellsOf(row)[column];
      return cell ? textOf(cell).trim() : "";
    });
  // Columns share the width by how much they hold, and none is narrower than its longest word.
  const widths = Array.from({ length: columns }, (_, column) => {
    const texts = cellTexts(column);
    const longestWord = Math.max(
      0,
      ...texts.flatMap((text) => text.split(/\s+/).map((word) => word.length)),
    );
    return {
      flexGrow: Math.min(32, Math.max(8, ...texts.map((text) => text.length))),
      flexBasis: 0,
      minWidth: Math.min(MAX_WORD_WIDTH, longestWord * CELL_CHAR_WIDTH + 2 * CELL_PADDING),
    };
  });

  const row = (tr: Element, index: number) => {
    const head = headRows.has(tr);
    return (
      <View key={index} style={[styles.row, head ? styles.headRow : undefined]} wrap={false}>
        {widths.map((width, column) => {
          const cell = cellsOf(tr)[column];
          const align = cell?.properties.align;
          return (
            <View
              key={column}
              style={[
                styles.cell,
                width,
                column === 0 ? styles.firstCell : undefined,
                align === "center" ? styles.center : align === "right" ? styles.right : undefined,
              ]}
            >
              {cell && blocks(cell.children, { ...context, place: head ? "head" : "cell" })}
            </View>
          );
        })}
      </View>
    );
  };
  const lead = headRows.size + 1;
  return (
    <View style={[styles.table, space]}>
      <View wrap={false}>{rows.slice(0, lead).map(row)}</View>
      {rows.slice(lead).map((tr, index) => row(tr, lead + index))}
    </View>
  );
}

/** Collapses white space across the inline elements of one block, as a browser does. */
type Flow = { pre: boolean; afterSpace: boolean };

const newFlow = (pre = false): Flow => ({ pre, afterSpace: true });

function flowText(value: string, flow: Flow): string {
  if (flow.pre) return value;
  let text = value.replace(/[ \t\n\r\f]+/g, " ");
  if (flow.afterSpace && text.startsWith(" ")) text = text.slice(1);
  if (text) flow.afterSpace = text.endsWith(" ");
  return text;
}

function inlines(nodes: readonly ElementContent[], context: Context, flow: Flow): ReactNode[] {
  return nodes.map((node, index) => inline(node, context, flow, index));
}

const INLINE_STYLES: Partial<Record<string, (typeof styles)["strong" | "em" | "code"]>> = {
  strong: styles.strong,
  b: styles.strong,
  em: styles.em,
  i: styles.em,
  code: styles.code,
};

function inline(node: ElementContent, context: Context, flow: Flow, key: number): ReactNode {
  if (node.type === "text") return flowText(node.value, flow);
  if (node.type !== "element") return null;
  const children = () => inlines(node.children, context, flow);
  const style = INLINE_STYLES[node.tagName];
  if (style) {
    return (
      <Text key={key} style={style}>
        {children()}
      </Text>
    );
  }
  switch (node.tagName) {
    case "br":
      flow.afterSpace = true;
      return "\n";
    case "input":
      // A task list's checkbox: its item prints a box instead.
      return null;
    case "a": {
      if (isHeadingAnchor(node)) return null;
      const target = linkTarget(node.properties.href, context.siteUrl);
      return target ? (
        <Link key={key} src={target} style={styles.link}>
          {children()}
        </Link>
      ) : (
        <Fragment key={key}>{children()}</Fragment>
      );
    }
    default:
      return <Fragment key={key}>{children()}</Fragment>;
  }
}

const LINK_PROTOCOLS = new Set(["http:", "https:", "mailto:", "tel:"]);

/**
 * Where a link goes from paper: an absolute address, or none for a link within the page, which a
 * printed page cannot follow.
 */
function linkTarget(href: unknown, siteUrl: string): string | undefined {
  if (typeof href !== "string" || href === "" || href.startsWith("#")) return undefined;
  try {
    const url = new URL(href, siteUrl);
    return LINK_PROTOCOLS.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}
