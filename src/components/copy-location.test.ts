import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The rule that keeps copy in src/content is ESLint's no-restricted-syntax, configured in
 * eslint.config.mjs; `npm run check` runs it on every component, page and layout, and on the
 * server's code (src/leads/server, src/server, src/documents). These cases
 * show what it finds, through the project's own configuration.
 */
const eslint = new ESLint();

async function copyFindings(filePath: string, lines: string[]): Promise<[number, string][]> {
  const [result] = await eslint.lintText(lines.join("\n"), { filePath });
  const source = lines.join("\n").split("\n");
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-syntax")
    .map((message) => [
      message.line,
      source[message.line - 1]!.slice(message.column - 1, message.endColumn! - 1).trim(),
    ]);
}

describe("copy lives in src/content", () => {
  it("finds copy written in an .astro file's template and frontmatter", async () => {
    const findings = await copyFindings("src/pages/fixture.astro", [
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
      '  <script>import "@/components/site-script/site-behaviours.client";</script>',
      "</Layout>",
    ]);
    expect(findings).toEqual([
      [3, "Frontmatter words"],
      [7, '"Layout title"'],
      [8, "Visible heading"],
      [9, '"A string child"'],
      [10, "`A template child`"],
      [11, '"An image"'],
      [12, '"Close the dialog"'],
      [13, "'Your name'"],
      [14, '"Set as text"'],
      [15, "Fragment words"],
      [16, "Conditional words"],
      [17, '"When open"'],
    ]);
  });

  it("finds copy written in a component's JSX", async () => {
    const findings = await copyFindings("src/components/fixture.tsx", [
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
    ]);
    expect(findings).toEqual([
      [3, '"Card section"'],
      [5, "Written here"],
      [6, '"A string child"'],
    ]);
  });

  it("finds the words the server would send, and leaves what it logs and throws alone", async () => {
    const findings = await copyFindings("src/leads/server/fixture.tsx", [
      'import { HttpError } from "@/server/http/json";',
      'import { log } from "@/server/log";',
      "export function answer(name: string, words: { heading: string }) {",
      '  log.info({ name }, "Stored a lead for the agency.");',
      '  if (!name) throw new Error("A lead needs a name.");',
      '  if (name === "x") throw new HttpError(429, "Too many submissions; try again.");',
      '  if (name === "y") throw new HttpError(400, "The request body is not valid JSON.");',
      "  const subject = `New lead from ${name}`;",
      '  const skipped = "not sent: a cap held it";',
      "  return (",
      "    <p>",
      "      {words.heading} {subject} {skipped}",
      "      <strong>Reply now</strong>",
      "    </p>",
      "  );",
      "}",
    ]);
    expect(findings).toEqual([
      [6, '"Too many submissions; try again."'],
      [8, "`New lead from ${"],
      [13, "Reply now"],
    ]);
  });

  it("leaves test-only pages and code outside the markup alone", async () => {
    const page = ["---", "---", "<h1>Lead form test page</h1>"];
    expect(await copyFindings("src/pages/e2e/fixture.astro", page)).toEqual([]);
    expect(
      await copyFindings("src/lib/fixture.ts", ['export const label = "Plain words";']),
    ).toEqual([]);
  });
});
