// What npm installs: the install scripts package.json's allowScripts reviews, and a lockfile
// npm wrote itself.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const read = (path: string) => JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
const manifest = read("package.json") as { allowScripts: Record<string, boolean> };
const lock = read("package-lock.json") as {
  packages: Record<
    string,
    { version?: string; integrity?: string; link?: boolean; inBundle?: boolean }
  >;
};

/** The install script npm runs for an installed package, if any. */
function installScript(folder: string): string | undefined {
  const { scripts = {} } = read(join(folder, "package.json")) as {
    scripts?: Record<string, string>;
  };
  const named = ["preinstall", "install", "postinstall"].find((name) => scripts[name]);
  if (named) return `${named}: ${scripts[named]}`;
  // npm's own rule: a package with a binding.gyp and no install script of its own gets
  // `node-gyp rebuild` (better-sqlite3's does nothing where a prebuilt driver fits, and builds
  // one where none does).
  return existsSync(join(folder, "binding.gyp")) ? "install: node-gyp rebuild" : undefined;
}

describe("dependencies", () => {
  it("allowScripts reviews exactly the installed packages that have install scripts", () => {
    const withScripts = new Set<string>();
    for (const path of Object.keys(lock.packages)) {
      if (!path || !existsSync(join(path, "package.json"))) continue;
      if (installScript(path)) withScripts.add(path.slice(path.lastIndexOf("node_modules/") + 13));
    }
    expect(Object.keys(manifest.allowScripts).sort()).toEqual([...withScripts].sort());
  });

  it("the lockfile's every package carries the registry's integrity hash", () => {
    // A bundled package comes inside its parent's tarball, checked by the parent's hash.
    const unverified = Object.entries(lock.packages)
      .filter(([path, entry]) => path && !entry.link && !entry.inBundle && !entry.integrity)
      .map(([path, entry]) => `${path}@${entry.version}`);
    expect(unverified).toEqual([]);
  });
});
