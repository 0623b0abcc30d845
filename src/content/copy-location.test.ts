import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { jsxName, lineAt, parseAstro, walk, type AstroNode } from "../../test/astro-source";

/** Test-only routes (built with ENABLE_TEST_ROUTES=1) may carry their own labels. */
const TEST_ONLY = /[/\\]e2e[/\\]/;

/** Attributes whose text a visitor sees or hears. */
const VISIBLE_ATTRIBUTES = new Set(["aria-label", "alt", "title", "placeholder", "label"]);

/** Astro directives that write their value into the page as its text. */
const TEXT_DIRECTIVES = new Set(["set:text", "set:html"]);

const WORDS = /[A-Za-z]{2,}/;

/**
 * Allowed: the names of navigation landmarks, and the honeypot's label, which is bait for bots
 * and hidden from people.
 */
const ALLOWED = new Set(["Main", "Mobile", "Company website"]);

function sourceFiles(dir: string, extension: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return TEST_ONLY.test(`${path}/`) ? [] : sourceFiles(path, extension);
    return entry.name.endsWith(extension) && !entry.name.endsWith(`.test${extension}`)
      ? [path]
      : [];
  });
}

type Finding = { file: string; line: number; text: string };

const describeFinding = ({ file, line, text }: Finding) =>
  `${relative(process.cwd(), file)}:${line} ${JSON.stringify(text.trim())}`;

/** Visible English written in a component: JSX text, string children and visible attributes. */
function tsxCopy(file: string, text: string): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Finding[] = [];
  const report = (node: ts.Node, copy: string) => {
    if (ALLOWED.has(copy.trim())) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push({ file, line: line + 1, text: copy });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) report(node, node.text);
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      ts.isStringLiteralLike(node.expression) &&
      ts.isJsxElement(node.parent) &&
      WORDS.test(node.expression.text)
    ) {
      report(node, node.expression.text);
    }
    if (
      ts.isJsxAttribute(node) &&
      VISIBLE_ATTRIBUTES.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      WORDS.test(node.initializer.text)
    ) {
      report(node, node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A string written as it is (a literal, or a template with no placeholders), else null. */
function literalText(node: unknown): string | null {
  const expression = node as AstroNode | null | undefined;
  if (!expression) return null;
  if (expression.type === "Literal" && typeof expression.value === "string") {
    return expression.value;
  }
  const quasis = expression.quasis as { value: { cooked: string } }[] | undefined;
  if (expression.type === "TemplateLiteral" && quasis?.length === 1) {
    return quasis[0]!.value.cooked;
  }
  return null;
}

/** The strings an expression renders as text when it stands in the template: `{"…"}`, `{a ? "…" : b}`. */
function renderedStrings(node: unknown): AstroNode[] {
  const expression = node as AstroNode | null | undefined;
  if (!expression) return [];
  if (literalText(expression) !== null) return [expression];
  if (expression.type === "ParenthesizedExpression") return renderedStrings(expression.expression);
  if (expression.type === "ConditionalExpression") {
    return [...renderedStrings(expression.consequent), ...renderedStrings(expression.alternate)];
  }
  if (expression.type === "LogicalExpression") return renderedStrings(expression.right);
  return [];
}

/** Character references are not words: `&nbsp;` is a space, `&rarr;` an arrow. */
const withoutReferences = (text: string) =>
  text.replace(/&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/gi, " ");

/**
 * Visible English written in an .astro file, frontmatter and template: text between tags, strings
 * standing as children, visible attributes, and text written with set:text or set:html. The
 * contents of <style> and <script> are not text a visitor reads.
 */
function astroCopy(file: string, text: string): Finding[] {
  const found: Finding[] = [];
  const report = (node: AstroNode, copy: string) => {
    if (!WORDS.test(withoutReferences(copy)) || ALLOWED.has(copy.trim())) return;
    found.push({ file, line: lineAt(text, node.start), text: copy });
  };
  const inCode = new Set<AstroNode>();
  walk(parseAstro(text, file), (node, parent) => {
    if (node.type === "JSXElement") {
      const name = jsxName((node.openingElement as AstroNode).name);
      if (name === "style" || name === "script") inCode.add(node);
    }
    if (parent && inCode.has(parent)) inCode.add(node);
    if (inCode.has(node) && node.type === "JSXText") return;
    if (node.type === "JSXText") report(node, String(node.value));
    if (
      node.type === "JSXExpressionContainer" &&
      (parent?.type === "JSXElement" || parent?.type === "JSXFragment")
    ) {
      for (const string of renderedStrings(node.expression)) report(string, literalText(string)!);
    }
    if (node.type === "JSXAttribute") {
      const name = jsxName(node.name);
      if (!VISIBLE_ATTRIBUTES.has(name) && !TEXT_DIRECTIVES.has(name)) return;
      const value = node.value as AstroNode | null;
      const strings =
        value?.type === "JSXExpressionContainer" ? renderedStrings(value.expression) : [value];
      for (const string of strings) {
        const copy = literalText(string);
        if (string && copy !== null) report(string, copy);
      }
    }
  });
  return found;
}

const scan = (files: string[], read: (file: string, text: string) => Finding[]) =>
  files.flatMap((file) => read(file, readFileSync(file, "utf8")).map(describeFinding));

describe("copy lives in src/content", () => {
  it("no component or route writes visible English of its own", () => {
    const tsx = [
      ...sourceFiles(join(process.cwd(), "src/components"), ".tsx"),
      ...sourceFiles(join(process.cwd(), "src/pages"), ".tsx"),
    ];
    const astro = [
      ...sourceFiles(join(process.cwd(), "src/pages"), ".astro"),
      ...sourceFiles(join(process.cwd(), "src/layouts"), ".astro"),
      ...sourceFiles(join(process.cwd(), "src/components"), ".astro"),
    ];
    expect(tsx.length).toBeGreaterThan(20);
    expect(astro.map((file) => relative(process.cwd(), file))).toEqual(
      expect.arrayContaining(["src/layouts/document.astro", "src/layouts/site.astro"]),
    );
    expect([...scan(tsx, tsxCopy), ...scan(astro, astroCopy)]).toEqual([]);
  });

  it("finds copy written in an .astro file's template and frontmatter", () => {
    const page = [
      "---",
      'import Layout from "@/layouts/site.astro";',
      'const aside = <p class="note">Frontmatter words</p>;',
      'const path = "/about";',
      "---",
      "<!-- A comment the visitor never sees -->",
      '<Layout path={path} title="Layout title">',
      "  <h1>Visible heading</h1>",
      '  <p>{"A string child"}</p>',
      "  <p>{`A template child`}</p>",
      '  <img alt="An image" src="/media/x.png" />',
      '  <button aria-label={"Close the dialog"} type="button">&times;</button>',
      "  <input placeholder='Your name' name=\"name\" />",
      '  <Fragment set:text="Set as text" />',
      "  <>Fragment words</>",
      "  {open && <span>Conditional words</span>}",
      '  {open ? "When open" : null}',
      '  <nav aria-label="Main">{links}</nav>',
      "  <p>&nbsp;{chrome.skipLink}</p>",
      '  <p set:html={copy.body} class="prose" />',
      "  <style>.note { color: red; }</style>",
      '  <script is:inline>window.hello = "inline words";</script>',
      '  <script>import "@/components/chrome/site-behaviours.client";</script>',
      "</Layout>",
    ].join("\n");
    expect(astroCopy("fixture.astro", page).map(({ line, text }) => [line, text.trim()])).toEqual([
      [3, "Frontmatter words"],
      [7, "Layout title"],
      [8, "Visible heading"],
      [9, "A string child"],
      [10, "A template child"],
      [11, "An image"],
      [12, "Close the dialog"],
      [13, "Your name"],
      [14, "Set as text"],
      [15, "Fragment words"],
      [16, "Conditional words"],
      [17, "When open"],
    ]);
  });

  it("finds copy written in a component's JSX", () => {
    const component = [
      "export function Card({ copy }: { copy: { title: string } }) {",
      "  return (",
      '    <section aria-label="Card section" className="card">',
      "      <h2>{copy.title}</h2>",
      "      <p>Written here</p>",
      '      <p>{"A string child"}</p>',
      '      <nav aria-label="Main" />',
      "    </section>",
      "  );",
      "}",
    ].join("\n");
    expect(tsxCopy("fixture.tsx", component).map(({ line, text }) => [line, text.trim()])).toEqual([
      [3, "Card section"],
      [5, "Written here"],
      [6, "A string child"],
    ]);
  });
});
