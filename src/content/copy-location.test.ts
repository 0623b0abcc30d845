import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/** Test-only routes (built with ENABLE_TEST_ROUTES=1) may carry their own labels. */
const TEST_ONLY = /[/\\]e2e[/\\]/;

/** Attributes whose text a visitor sees or hears. */
const VISIBLE_ATTRIBUTES = new Set(["aria-label", "alt", "title", "placeholder", "label"]);

const WORDS = /[A-Za-z]{2,}/;

/**
 * Allowed: the names of navigation landmarks, and the honeypot's label, which is bait for bots
 * and hidden from people.
 */
const ALLOWED = new Set(["Main", "Mobile", "Company website"]);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return TEST_ONLY.test(`${path}/`) ? [] : tsxFiles(path);
    return entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx") ? [path] : [];
  });
}

/** Visible English written in components: JSX text, string children and visible attributes. */
function hardCodedCopy(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    if (ALLOWED.has(text.trim())) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(process.cwd(), file)}:${line + 1} ${JSON.stringify(text.trim())}`);
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

describe("copy lives in src/content", () => {
  it("no component or route writes visible English of its own", () => {
    const files = [
      ...tsxFiles(join(process.cwd(), "src/components")),
      ...tsxFiles(join(process.cwd(), "src/app")),
    ];
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap(hardCodedCopy)).toEqual([]);
  });
});
