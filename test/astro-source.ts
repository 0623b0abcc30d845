import { parse } from "@astrojs/compiler-rs";

/**
 * A node of the ESTree-shaped AST Astro's compiler gives for an .astro file: the frontmatter as a
 * TypeScript program, the template as JSX (elements, attributes, text), and the bundled <script>
 * blocks as programs of their own (AstroScript). Offsets are in UTF-16 code units.
 */
export type AstroNode = { type: string; start: number; end: number; [key: string]: unknown };

function isNode(value: unknown): value is AstroNode {
  return (
    typeof value === "object" && value !== null && typeof (value as AstroNode).type === "string"
  );
}

/** Parses an .astro file with Astro's own compiler; a syntax error fails with its message. */
export function parseAstro(source: string, file: string): AstroNode {
  const { ast, diagnostics } = parse(source);
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === "error");
  if (errors.length) {
    throw new Error(`${file}: ${errors.map((error) => error.text).join("; ")}`);
  }
  if (!isNode(ast)) throw new Error(`${file}: the compiler gave no AST`);
  return ast;
}

/** The node's child nodes, in source order. */
export function children(node: AstroNode): AstroNode[] {
  return Object.values(node)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter(isNode)
    .sort((a, b) => a.start - b.start);
}

/** Calls `visit` for every node under `root` (itself included), with its parent. */
export function walk(
  root: AstroNode,
  visit: (node: AstroNode, parent: AstroNode | undefined) => void,
  parent?: AstroNode,
): void {
  visit(root, parent);
  for (const child of children(root)) walk(child, visit, root);
}

/** The 1-based line of an offset in the source. */
export function lineAt(source: string, offset: number): number {
  return source.slice(0, offset).split("\n").length;
}

/** A JSX name as written: `div`, `Layout`, `client:visible`, `Icons.Bolt`. */
export function jsxName(name: unknown): string {
  if (!isNode(name)) return "";
  if (name.type === "JSXIdentifier") return String(name.name);
  if (name.type === "JSXNamespacedName") return `${jsxName(name.namespace)}:${jsxName(name.name)}`;
  if (name.type === "JSXMemberExpression")
    return `${jsxName(name.object)}.${jsxName(name.property)}`;
  return "";
}
