import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { serverWords } from "../../../test/server-words";
import { readServerWords, SERVER_WORDS_PATH } from "./words";

describe("the server's words, as the build writes them", () => {
  let clientDir: string;
  const file = () => join(clientDir, SERVER_WORDS_PATH);
  beforeEach(() => {
    clientDir = mkdtempSync(join(tmpdir(), "words-"));
  });
  afterEach(() => rmSync(clientDir, { recursive: true, force: true }));

  it("are read back as written", () => {
    writeFileSync(file(), JSON.stringify(serverWords));
    expect(readServerWords(clientDir)).toEqual(serverWords);
  });

  it("stop the server, naming the file, when missing, unreadable or not the words", () => {
    expect(() => readServerWords(clientDir)).toThrow(`${file()}`);
    writeFileSync(file(), "{");
    expect(() => readServerWords(clientDir)).toThrow(/Cannot read the words .* Run npm run build/);
    const dropped = structuredClone(serverWords);
    dropped.emails.leadNotification.subject = "New lead";
    writeFileSync(file(), JSON.stringify(dropped));
    expect(() => readServerWords(clientDir)).toThrow(
      /does not hold the words[\s\S]*write \{name\}, \{form\}[\s\S]*emails\.leadNotification\.subject/,
    );
  });
});

describe("the lead forms' words", () => {
  it("offer the business types docs/product.md lists, as the lead API accepts them", () => {
    const product = readFileSync("docs/product.md", "utf8").replace(/\s+/g, " ");
    const [, listed = ""] = /a business type of (.*?); notes optional/.exec(product) ?? [];
    expect(serverWords.leadForms.businessTypes).toEqual(listed.split(/, | or /));
  });
});
