import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DEVELOPMENT_ONLY, productionDependencies } from "../integrations/packages";
import { runtimeImports } from "../test/runtime-imports";
import { expect, test } from "./fixtures";

// The build under test (scripts/e2e.ts) as a server runs it: with package.json's production
// dependencies only, which must be exactly the packages the built server, the delivery worker
// and the leads command import. Nothing here depends on the viewport: the desktop project runs it.
test.skip(({ isMobile }) => isMobile, "one build, whatever the width");

const siteEnv = JSON.parse(process.env.E2E_SITE_ENV ?? "{}") as Record<string, string>;
const buildDir = siteEnv.BUILD_DIR ?? "dist";
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
  packages: Record<string, unknown>;
};

test("the built server, worker and leads command import exactly package.json's dependencies", async () => {
  const { imported, bundled } = await runtimeImports(buildDir);
  const production = [...imported.keys()].filter((name) => !DEVELOPMENT_ONLY.includes(name));
  expect(production.sort()).toEqual([...productionDependencies(".")].sort());
  for (const name of DEVELOPMENT_ONLY)
    expect(imported.get(name)).toEqual(new Set(["dynamic-import"]));

  // Astro writes its runtime into dist/server, where each import of it loads the copy at the top
  // of node_modules: it must be the one the bundled package was written for, not a copy npm
  // nested under it because the top one's version does not fit.
  expect(bundled).toContain("astro");
  const mismatched = [...bundled].flatMap((outer) =>
    [...imported.keys()]
      .map((name) => `node_modules/${outer}/node_modules/${name}`)
      .filter((path) => path in lock.packages),
  );
  expect(mismatched).toEqual([]);
});

test("holds no browser editor: no route, and no editor code in the browser's files or the server's", async ({
  request,
}) => {
  for (const path of ["/keystatic", "/keystatic/collection/posts", "/api/keystatic/tree"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  // Keystatic's packages and routes; the word alone is in comments of shared modules.
  const editorCode = /@keystatic\/|\/api\/keystatic/;
  const withEditor = ["client", "server"]
    .flatMap((part) =>
      readdirSync(join(buildDir, part), { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && /\.(m?js|html)$/.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name)),
    )
    .filter((file) => editorCode.test(readFileSync(file, "utf8")));
  expect(withEditor).toEqual([]);
});
