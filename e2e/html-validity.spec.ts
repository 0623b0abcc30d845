import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { paths } from "../src/lib/paths";
import { expect, templatePaths, test } from "./fixtures";

// A page of every template as the server sends it, checked by the W3C Nu Html Checker (the
// `vnu-jar` package, run with the machine's Java). The markup is the same at every width: the
// phone project checks.
test.skip(({ isMobile }) => !isMobile, "the markup does not depend on the viewport");
// One checker run for all pages (the JVM starts once), then one test per page reads its part.
test.describe.configure({ mode: "default" });

const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const NOT_FOUND = "/no-such-page";
const checked = [...templatePaths, NOT_FOUND, paths.bookCall];

type VnuMessage = {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

let messagesByPath: Map<string, string[]>;
let folder: string;

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  folder = mkdtempSync(join(tmpdir(), "vnu-"));
  const pathOfFile = new Map<string, string>();
  for (const [index, path] of checked.entries()) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(path === NOT_FOUND ? 404 : 200);
    const file = join(folder, `${index}.html`);
    writeFileSync(file, await response.body());
    pathOfFile.set(file, path);
  }
  // vnu exits 1 when it finds errors; its JSON report is on stdout either way.
  const run = promisify(execFile)(
    "java",
    ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--stdout", folder],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const stdout = await run.then(
    (result) => result.stdout,
    (error: { stdout?: string }) => error.stdout ?? "",
  );
  const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
  messagesByPath = new Map(checked.map((path) => [path, []]));
  for (const message of messages) {
    // The checker names a file "file:/tmp/…", not "file:///tmp/…": compare file paths.
    const path = pathOfFile.get(fileURLToPath(message.url)) ?? message.url;
    const list = messagesByPath.get(path) ?? [];
    list.push(
      `line ${message.lastLine ?? "?"}: ${message.message} ${message.extract ?? ""}`.trim(),
    );
    messagesByPath.set(path, list);
  }
});

test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

test("the checker reported on nothing but the pages it was given", () => {
  expect([...messagesByPath.keys()].sort()).toEqual([...checked].sort());
});

for (const path of checked) {
  test(`${path} is valid HTML`, () => {
    expect(messagesByPath.get(path)).toEqual([]);
  });
}
