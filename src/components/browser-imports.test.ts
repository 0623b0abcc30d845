import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import { transform } from "@astrojs/compiler-rs";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { jsxName, lineAt, parseAstro, walk, type AstroNode } from "../../test/astro-source";

/**
 * What must never reach the browser: the content, the code that reads it, the site configuration (they would be bundled
 * whole into the page's scripts; islands take what they need as props), the server's code, and
 * the class merger (`cn`, tailwind-merge: about 8 KiB; islands join classes with clsx).
 */
function forbidden(root: string, target: string): boolean {
  if (target === "astro:content") return true;
  const path = relative(root, target).split(sep).join("/");
  return (
    path.startsWith("src/content/") ||
    path === "src/config/site.ts" ||
    path === "src/components/ui/cn.ts" ||
    path.startsWith("src/server/") ||
    path.startsWith("src/leads/server/")
  );
}

/** Module files the bundler follows; anything else (CSS, images) has no imports of its own. */
const MODULE = /\.(?:[cm]?ts|tsx|[cm]?js|jsx)$/;
const RESOLVED_EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

/**
 * The file a specifier names, as the build resolves it: "@/…" from src/, a relative path from
 * the importing file, with the extensions TypeScript leaves out. Null for a package
 * (react, clsx), which is not the site's code; "astro:content" stands for itself.
 */
function resolveSpecifier(root: string, from: string, specifier: string): string | null {
  if (specifier === "astro:content") return specifier;
  let base: string;
  if (specifier.startsWith("@/")) base = join(root, "src", specifier.slice(2));
  else if (specifier.startsWith("./") || specifier.startsWith("../")) {
    base = resolve(dirname(from), specifier);
  } else return null;
  for (const candidate of [base, ...RESOLVED_EXTENSIONS.map((extension) => base + extension)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${relative(root, from)}: cannot resolve "${specifier}"`);
}

/**
 * The modules a file imports and so brings into the bundle: every import and re-export
 * (`import "…"`, `import { a, type B } from "…"`, `export … from "…"`) and every `import("…")`,
 * which the bundler splits off but still ships. Only `import type` and `export type` are erased
 * (with verbatimModuleSyntax, an import of types only is kept as an import for its effects).
 */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
  );
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      node.importClause?.phaseModifier !== ts.SyntaxKind.TypeKeyword &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text);
    }
    if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text);
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** A module the browser loads, and where the page or layout sends it there. */
type BrowserEntry = { origin: string; file: string };

/**
 * Every chain from the entry to code that must stay on the server, each as the list of files
 * it passes through (the first path found to each forbidden module, breadth first).
 */
function forbiddenChains(root: string, entry: BrowserEntry): string[] {
  const chains: string[] = [];
  const name = (file: string) => (file === "astro:content" ? file : relative(root, file));
  const seen = new Map<string, string[]>([[entry.file, [entry.origin, name(entry.file)]]]);
  const queue = [entry.file];
  if (forbidden(root, entry.file)) chains.push(seen.get(entry.file)!.join(" → "));
  while (queue.length) {
    const file = queue.shift()!;
    if (file === "astro:content" || !MODULE.test(file)) continue;
    for (const specifier of importsOf(file)) {
      const target = resolveSpecifier(root, file, specifier);
      if (!target || seen.has(target)) continue;
      const path = [...seen.get(file)!, name(target)];
      seen.set(target, path);
      if (forbidden(root, target)) chains.push(path.join(" → "));
      else queue.push(target);
    }
  }
  return chains;
}

function files(dir: string, keep: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, keep);
    return keep(entry.name) ? [path] : [];
  });
}

/** Every .astro file: pages, layouts and the components that mark islands of their own. */
function astroFiles(root: string): string[] {
  return files(join(root, "src"), (name) => name.endsWith(".astro")).sort();
}

/** The component a name in the template refers to: an import of the frontmatter. */
function importedAs(program: AstroNode | undefined, localName: string): string | null {
  const body = (program?.body ?? []) as AstroNode[];
  for (const declaration of body) {
    if (declaration.type !== "ImportDeclaration" || declaration.importKind === "type") continue;
    const specifiers = declaration.specifiers as { local: { name: string } }[];
    if (specifiers.some((specifier) => specifier.local.name === localName)) {
      return String((declaration.source as AstroNode).value);
    }
  }
  return null;
}

/**
 * The island components of an .astro file (every element with a `client:` directive), and the
 * modules of its bundled <script> blocks: each as the module the browser loads.
 */
function browserEntries(root: string, file: string): BrowserEntry[] {
  const source = readFileSync(file, "utf8");
  const ast = parseAstro(source, file);
  const frontmatter = (ast.frontmatter as AstroNode | null)?.program as AstroNode | undefined;
  const entries: BrowserEntry[] = [];
  walk(ast, (node, parent) => {
    const at = `${relative(root, file)}:${lineAt(source, node.start)}`;
    if (node.type === "JSXOpeningElement") {
      const attributes = (node.attributes as AstroNode[]).map((attribute) =>
        jsxName(attribute.name),
      );
      const directive = attributes.find((attribute) => attribute.startsWith("client:"));
      if (!directive) return;
      const element = jsxName(node.name);
      const specifier = importedAs(frontmatter, element.split(".")[0]!);
      if (!specifier) throw new Error(`${at}: <${element} ${directive}> is not imported`);
      const module = resolveSpecifier(root, file, specifier);
      if (!module) throw new Error(`${at}: <${element}> comes from a package, "${specifier}"`);
      entries.push({ origin: `${at} <${element} ${directive}>`, file: module });
    }
    // A <script> without is:inline is bundled, with what it imports.
    if (node.type === "AstroScript" && parent?.type === "JSXElement") {
      const opening = parent.openingElement as AstroNode;
      const attributes = (opening.attributes as AstroNode[]).map((attribute) =>
        jsxName(attribute.name),
      );
      if (attributes.includes("is:inline")) return;
      walk(node, (inner) => {
        const specifier =
          inner.type === "ImportDeclaration" && inner.importKind !== "type"
            ? (inner.source as AstroNode).value
            : inner.type === "ImportExpression"
              ? (inner.source as AstroNode).value
              : undefined;
        if (typeof specifier !== "string") return;
        const module = resolveSpecifier(root, file, specifier);
        if (module) entries.push({ origin: `${at} <script>`, file: module });
      });
    }
  });
  return entries;
}

/** Every module the site sends to the browser: islands, bundled scripts and *.client.ts. */
function allBrowserEntries(root: string): BrowserEntry[] {
  const clientScripts = files(join(root, "src/components"), (name) => name.endsWith(".client.ts"));
  return [
    ...astroFiles(root).flatMap((file) => browserEntries(root, file)),
    ...clientScripts.map((file) => ({ origin: "browser script", file })),
  ];
}

describe("code that runs in the browser", () => {
  const root = process.cwd();

  it("never reaches the content, the site configuration or the server", () => {
    const entries = allBrowserEntries(root);
    expect(entries.some((entry) => entry.origin.includes("client:"))).toBe(true);
    expect(entries.some((entry) => entry.origin.endsWith("<script>"))).toBe(true);
    expect(entries.filter((entry) => entry.origin === "browser script").length).toBeGreaterThan(3);
    expect(entries.flatMap((entry) => forbiddenChains(root, entry))).toEqual([]);
  });

  it("finds every island Astro's compiler hydrates", () => {
    for (const file of astroFiles(root)) {
      const source = readFileSync(file, "utf8");
      const compiled = transform(source, { filename: file });
      const hydrated = [...compiled.hydratedComponents, ...compiled.clientOnlyComponents].map(
        (component) => resolveSpecifier(root, file, component.specifier),
      );
      const islands = browserEntries(root, file)
        .filter((entry) => entry.origin.includes("client:"))
        .map((entry) => entry.file);
      expect(new Set(islands), relative(root, file)).toEqual(new Set(hydrated));
    }
  });
});

describe("the browser import check", () => {
  /** A small project: `files` by path, written under a temporary root. */
  function project(sources: Record<string, string>): string {
    const root = mkdtempSync(join(tmpdir(), "browser-imports-"));
    for (const [path, text] of Object.entries(sources)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  }

  it("names the chain from an island or a browser script to code that must stay on the server", () => {
    const root = project({
      "src/pages/index.astro": [
        "---",
        'import { Card } from "@/components/card";',
        'import { Counter } from "../components/counter";',
        'import { chrome } from "@/content/chrome";',
        "---",
        "<Card title={chrome.title} />",
        "<Counter client:visible start={1} />",
        '<script>import "@/components/menu.client";</script>',
      ].join("\n"),
      "src/layouts/site.astro": [
        "---",
        'import Tabs from "@/components/tabs";',
        "---",
        '<Tabs client:only="react" />',
      ].join("\n"),
      "src/components/card.tsx":
        'import { site } from "@/config/site";\nexport const Card = () => site;',
      "src/components/counter.tsx": [
        'import type { Stat } from "@/content/stats";',
        'import { type Crumb } from "./types";',
        'import { format } from "./format";',
        "export const Counter = () => format;",
      ].join("\n"),
      "src/components/types.ts": "export type Crumb = string;",
      "src/components/format.ts": 'export { homePage as format } from "@/content/home";',
      "src/components/tabs.tsx": 'export default async () => (await import("@/server/env")).x;',
      "src/components/menu.client.ts": 'import { getCollection } from "astro:content";',
      "src/components/site-script/ok.client.ts": 'import { track } from "@/lib/analytics";',
      "src/lib/analytics.ts": 'import type { SiteConfig } from "@/config/schema";\nexport {};',
      "src/config/site.ts": "export const site = {};",
      "src/content/chrome.ts": "export const chrome = {};",
      "src/content/home.ts": "export const homePage = {};",
      "src/content/stats.ts": "export type Stat = {};",
      "src/server/env.ts": "export const x = 1;",
    });
    try {
      const chains = allBrowserEntries(root).flatMap((entry) => forbiddenChains(root, entry));
      expect(chains.sort()).toEqual(
        [
          "src/pages/index.astro:7 <Counter client:visible> → src/components/counter.tsx → src/components/format.ts → src/content/home.ts",
          "src/pages/index.astro:8 <script> → src/components/menu.client.ts → astro:content",
          "src/layouts/site.astro:4 <Tabs client:only> → src/components/tabs.tsx → src/server/env.ts",
          "browser script → src/components/menu.client.ts → astro:content",
        ].sort(),
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("fails on an island it cannot find, rather than passing it by", () => {
    const root = project({
      "src/pages/index.astro": "---\n---\n<Missing client:load />",
      "src/layouts/site.astro":
        '---\nimport { Gone } from "@/components/gone";\n---\n<Gone client:idle />',
    });
    try {
      expect(() => browserEntries(root, join(root, "src/pages/index.astro"))).toThrow(
        /index\.astro:3: <Missing client:load> is not imported/,
      );
      expect(() => browserEntries(root, join(root, "src/layouts/site.astro"))).toThrow(
        /cannot resolve "@\/components\/gone"/,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
