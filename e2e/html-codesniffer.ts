import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

// HTML_CodeSniffer (pa11y's build of it), the second accessibility engine beside axe-core: its
// WCAG 2 AA sniffs judge some things axe leaves aside (a form without a submit, an autocomplete
// token on an input of the wrong type) and read contrast from each text's own boxes.
const source = readFileSync(
  createRequire(import.meta.url).resolve("@pa11y/html_codesniffer/build/HTMLCS.js"),
  "utf8",
);

type Message = { type: number; code: string; msg: string; element: Element };
type Sniffer = {
  process(standard: string, root: Document, done: () => void): void;
  getMessages(): Message[];
};

/** Its WCAG 2 AA errors on the page as it is (warnings and notices ask for a human's judgement). */
export async function htmlCodeSnifferErrors(page: Page): Promise<string[]> {
  // Evaluated through the browser's protocol, which the page's CSP does not govern.
  await page.evaluate(source);
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const sniffer = (window as unknown as { HTMLCS: Sniffer }).HTMLCS;
        sniffer.process("WCAG2AA", document, () => {
          const ERROR = 1;
          resolve(
            sniffer
              .getMessages()
              .filter((message) => message.type === ERROR)
              .map(
                ({ code, msg, element }) => `${code}: ${msg} (${element.outerHTML.slice(0, 160)})`,
              ),
          );
        });
      }),
  );
}
