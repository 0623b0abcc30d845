// deploy/release.sh on a real git repository and npm, with a small project standing in for the
// site: its build writes dist/ from its source and the shared .env, or fails when told to.
import { execFileSync, spawnSync } from "node:child_process";
import {
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const script = new URL("release.sh", import.meta.url).pathname;
const root = mkdtempSync(join(tmpdir(), "release-"));
const upstream = join(root, "upstream");

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], {
    cwd,
    encoding: "utf8",
  });

/** Commits `version` to the upstream repository: the build fails on "broken". */
function commit(version: string) {
  writeFileSync(join(upstream, "version.txt"), version);
  git(upstream, "add", ".");
  git(upstream, "commit", "--quiet", "-m", version);
}

function release(...args: string[]) {
  const result = spawnSync("sh", [script, ...args], {
    env: { ...process.env, VOLTCARE_ROOT: root },
    encoding: "utf8",
  });
  return { code: result.status, output: result.stdout + result.stderr };
}

const current = () => readlinkSync(join(root, "current"));
const served = () => readFileSync(join(root, "current", "dist", "built.txt"), "utf8");
const releases = () => readdirSync(join(root, "releases")).sort();

beforeAll(() => {
  execFileSync("mkdir", ["-p", upstream]);
  git(upstream, "init", "--quiet", "--initial-branch=main");
  const manifest = { name: "site", version: "1.0.0", scripts: { build: "node build.mjs" } };
  writeFileSync(join(upstream, "package.json"), JSON.stringify(manifest));
  writeFileSync(
    join(upstream, "package-lock.json"),
    JSON.stringify({
      name: "site",
      version: "1.0.0",
      lockfileVersion: 3,
      requires: true,
      packages: { "": { name: "site", version: "1.0.0" } },
    }),
  );
  writeFileSync(
    join(upstream, "build.mjs"),
    `import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
const version = readFileSync("version.txt", "utf8");
if (version === "broken") process.exit(1);
mkdirSync("dist");
writeFileSync("dist/built.txt", version + " " + readFileSync(".env", "utf8"));
writeFileSync("data/seen-by-" + version, "");`,
  );
  commit("one");
  git(root, "clone", "--quiet", upstream, "repository");
  writeFileSync(join(root, ".env"), "SITE_URL=https://www.example.com");
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("deploy/release.sh", () => {
  it("builds the branch into a release folder, with the shared settings and data (a private folder), and switches to it", () => {
    const { code, output } = release();
    expect(code, output).toBe(0);
    expect(current()).toMatch(/^releases\/\d{8}T\d{6}\.\d{3}Z-[0-9a-f]{10}$/);
    expect(served()).toBe("one SITE_URL=https://www.example.com");
    expect(readdirSync(join(root, "data"))).toEqual(["seen-by-one"]);
    expect(statSync(join(root, "data")).mode & 0o777).toBe(0o700);
    expect(output).toContain("restart the services");
  });

  it("keeps the running release when a build fails, and leaves no folder behind", () => {
    const before = releases();
    commit("broken");
    const { code } = release();
    expect(code).not.toBe(0);
    expect(served()).toMatch(/^one /);
    expect(releases()).toEqual(before);
  });

  it("builds the newest commit fetched, keeps the newest three, and goes back with --previous", () => {
    for (const version of ["two", "three", "four"]) {
      commit(version);
      expect(release().code).toBe(0);
      expect(served()).toMatch(new RegExp(`^${version} `));
    }
    expect(releases()).toHaveLength(3);
    expect(release("--previous").code).toBe(0);
    expect(served()).toMatch(/^three /);
    expect(release("--previous").code).toBe(0);
    expect(served()).toMatch(/^two /);
    const oldest = release("--previous");
    expect(oldest.code).not.toBe(0);
    expect(oldest.output).toContain("no release before");
    expect(served()).toMatch(/^two /);
  });
});
