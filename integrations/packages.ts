import { readFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import { join } from "node:path";

/**
 * The package a bare import loads from node_modules ("react" for "react/jsx-runtime"); undefined
 * for a path, a Node builtin or a virtual module ("astro:content", "@/config/schema").
 */
export function packageName(specifier: string): string | undefined {
  if (isBuiltin(specifier)) return undefined;
  return /^((?:@[\w-][\w.-]*\/)?[\w-][\w.-]*)(?:\/|$)/.exec(specifier)?.[1];
}

/**
 * Imported by the built files yet never loaded by a production server, so development
 * dependencies: pino-pretty, which src/server/log.ts loads, by `import()`, only under
 * NODE_ENV=development (`astro dev` sets it; the deploy files set production).
 */
export const DEVELOPMENT_ONLY = ["pino-pretty"];

/**
 * package.json's `dependencies` in `folder`: what `npm ci --omit=dev` installs, and all the
 * built server, worker and leads command may import (e2e/packages.spec.ts).
 */
export function productionDependencies(folder: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
  };
  return new Set(Object.keys(manifest.dependencies));
}
