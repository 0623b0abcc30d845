import { readFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import { join } from "node:path";

/** "react" for "react/jsx-runtime"; undefined for a path, a Node builtin or "astro:content". */
export function packageName(specifier: string): string | undefined {
  if (isBuiltin(specifier)) return undefined;
  return /^((?:@[\w-][\w.-]*\/)?[\w-][\w.-]*)(?:\/|$)/.exec(specifier)?.[1];
}

/** Imported by the built files, yet loaded only under NODE_ENV=development (src/server/log.ts). */
export const DEVELOPMENT_ONLY = ["pino-pretty"];

export function productionDependencies(folder: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
  };
  return new Set(Object.keys(manifest.dependencies));
}
