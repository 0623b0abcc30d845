import { execFile } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";

/**
 * A copy of the project to build for real in a test, apart from the checkout's own build and
 * caches (a dev server or another test may be using them).
 */

const run = promisify(execFile);
const ROOT = process.cwd();
/** What a build neither reads nor needs: outputs, caches, the database, test results. */
const LEFT_OUT = /^(node_modules|dist.*|\.git|\.astro|data|test-results|playwright-report)$/;

/** A copy of the project sharing its installed packages, but not Astro's or Vite's caches. */
export function projectCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), "content-build-"));
  for (const entry of readdirSync(ROOT)) {
    if (!LEFT_OUT.test(entry)) cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
  }
  mkdirSync(join(copy, "node_modules"));
  for (const entry of readdirSync(join(ROOT, "node_modules"))) {
    if (entry === ".astro" || entry === ".vite") continue;
    symlinkSync(join(ROOT, "node_modules", entry), join(copy, "node_modules", entry));
  }
  return copy;
}

/**
 * Leaves a copy's node_modules as `npm ci --omit=dev` would: the packages package-lock.json does
 * not mark as development-only, each a link to the checkout's (a nested package comes with the
 * folder it is nested in).
 */
export function productionModules(copy: string): void {
  const { packages } = JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8")) as {
    packages: Record<string, { dev?: boolean }>;
  };
  rmSync(join(copy, "node_modules"), { recursive: true, force: true });
  for (const [path, entry] of Object.entries(packages)) {
    if (entry.dev || !/^node_modules\/(@[^/]+\/)?[^/]+$/.test(path)) continue;
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    symlinkSync(join(ROOT, path), join(copy, path));
  }
}

/**
 * Builds a copy into its dist/: the site (`astro build`) and, with `server`, the production
 * server too (the rest of `npm run build`). `env` adds to or overrides the environment.
 */
export async function buildCopy(
  copy: string,
  { server = false, env = {} }: { server?: boolean; env?: NodeJS.ProcessEnv } = {},
): Promise<{ ok: boolean; output: string }> {
  const options = {
    cwd: copy,
    env: { ...process.env, BUILD_DIR: "", ASTRO_TELEMETRY_DISABLED: "1", NO_COLOR: "1", ...env },
    maxBuffer: 64 * 1024 * 1024,
  };
  let output = "";
  try {
    const site = await run(
      process.execPath,
      [join(ROOT, "node_modules/astro/bin/astro.mjs"), "build"],
      options,
    );
    output += site.stdout + site.stderr;
    if (server) {
      const compiled = await run(
        process.execPath,
        [join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/build-server.ts"],
        options,
      );
      output += compiled.stdout + compiled.stderr;
    }
    return { ok: true, output };
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: output + stdout + stderr };
  }
}
