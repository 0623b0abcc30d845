import { readFileSync } from "node:fs";
import { join } from "node:path";
import { build, type ImportKind } from "esbuild";
import { packageName } from "../integrations/packages";

/** What a build loads from node_modules when it runs, and what it carries inside itself. */
export type RuntimeImports = {
  /** Each package the built files import, with how (a static import, `import()`, `require`). */
  imported: Map<string, Set<ImportKind>>;
  /**
   * The packages whose ES modules the build wrote into dist/server (Astro's runtime, its
   * adapter), as the comments heading them name them.
   */
  bundled: Set<string>;
};

/**
 * Follows the production server, the delivery worker and the leads command of the build in
 * `dir` (dist/ or BUILD_DIR) through every file they load, as esbuild reads them: the bundles
 * scripts/build-server.ts wrote, and Astro's server bundle, which the server loads by a computed
 * path (cli/serve.ts) and so is an entry of its own.
 */
export async function runtimeImports(dir: string): Promise<RuntimeImports> {
  const { metafile } = await build({
    entryPoints: ["cli/serve.mjs", "cli/worker.mjs", "cli/leads.mjs", "server/entry.mjs"].map(
      (entry) => join(dir, entry),
    ),
    bundle: true,
    write: false,
    outdir: join(dir, "scanned"),
    packages: "external",
    platform: "node",
    format: "esm",
    metafile: true,
    logLevel: "silent",
  });
  const imported = new Map<string, Set<ImportKind>>();
  const bundled = new Set<string>();
  for (const [file, input] of Object.entries(metafile.inputs)) {
    for (const { path, kind, external } of input.imports) {
      const name = external ? packageName(path) : undefined;
      if (name) imported.set(name, (imported.get(name) ?? new Set()).add(kind));
    }
    // Rolldown heads each ES module it bundles with its path (Astro builds the server
    // unminified): the package is the one in its last node_modules folder.
    const source = readFileSync(file, "utf8");
    for (const [, name = ""] of source.matchAll(
      /^\/\/ (?:\S*\/)?node_modules\/((?:@[^/\s]+\/)?[^/\s]+)\//gm,
    )) {
      bundled.add(name);
    }
  }
  return { imported, bundled };
}
