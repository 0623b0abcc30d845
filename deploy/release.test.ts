// deploy/release.sh on a real git repository and npm, with a small project standing in for the
// site: its build writes dist/ from its source and the shared .env, or fails when told to. The
// services are stood in for by a restart command that records which release runs (the file
// `running` in the root) and a health address on 127.0.0.1 that answers for that release, 503
// for one whose version is "unhealthy".
import { execFileSync, spawn } from "node:child_process";
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
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

/** The release the stand-in services run, as the restart command last recorded it. */
const running = () => readFileSync(join(root, "running"), "utf8").trim();
const built = (release: string) => join(root, release, "dist", "built.txt");

const health: Server = createServer((_request, response) => {
  let status = 503;
  try {
    if (!readFileSync(built(running()), "utf8").startsWith("unhealthy ")) status = 200;
  } catch {
    // Nothing runs yet.
  }
  response.writeHead(status).end();
});

let healthUrl = "";

/**
 * Runs release.sh (with bash, as docs/deploy.md does) and resolves once it ends; without blocking,
 * so the health address in this process answers it meanwhile.
 */
function release(args: string[] = [], { env = {}, shell = "bash" } = {}) {
  const child = spawn(shell, [script, ...args], {
    env: {
      ...process.env,
      VOLTCARE_ROOT: root,
      VOLTCARE_RESTART: "readlink current > running",
      VOLTCARE_HEALTH_URL: healthUrl,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, output })),
  );
}

const current = () => readlinkSync(join(root, "current"));
const served = () => readFileSync(built("current"), "utf8");
const releases = () => readdirSync(join(root, "releases")).sort();

beforeAll(async () => {
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
  await new Promise<void>((resolve) => health.listen(0, "127.0.0.1", resolve));
  healthUrl = `http://127.0.0.1:${(health.address() as AddressInfo).port}/readyz`;
});

afterAll(() => {
  health.close();
  rmSync(root, { recursive: true, force: true });
});

describe("deploy/release.sh", () => {
  it("builds the branch into a release folder, with the shared settings and data (a private folder), switches to it and restarts", async () => {
    const { code, output } = await release();
    expect(code, output).toBe(0);
    expect(current()).toMatch(/^releases\/\d{8}T\d{6}\.\d{3}Z-[0-9a-f]{10}$/);
    expect(served()).toBe("one SITE_URL=https://www.example.com");
    expect(readdirSync(join(root, "data"))).toEqual(["seen-by-one"]);
    expect(statSync(join(root, "data")).mode & 0o777).toBe(0o700);
    expect(running()).toBe(current());
    expect(output).toContain(`${current()} runs and ${healthUrl} answers`);
  });

  it("keeps the running release when a build fails, and leaves no folder behind", async () => {
    const before = releases();
    commit("broken");
    const { code } = await release();
    expect(code).not.toBe(0);
    expect(served()).toMatch(/^one /);
    expect(running()).toBe(current());
    expect(releases()).toEqual(before);
  });

  it("builds the newest commit fetched, keeps the newest three, and goes back with --previous", async () => {
    for (const version of ["two", "three", "four"]) {
      commit(version);
      expect((await release()).code).toBe(0);
      expect(served()).toMatch(new RegExp(`^${version} `));
    }
    expect(releases()).toHaveLength(3);
    expect((await release(["--previous"])).code).toBe(0);
    expect(served()).toMatch(/^three /);
    expect(running()).toBe(current());
    expect((await release(["--previous"])).code).toBe(0);
    expect(served()).toMatch(/^two /);
    const oldest = await release(["--previous"]);
    expect(oldest.code).not.toBe(0);
    expect(oldest.output).toContain("no release before");
    expect(served()).toMatch(/^two /);
  });

  it("switches back to the release before, and removes the new one, when the site does not answer after the restart", async () => {
    const [before, folders] = [current(), releases()];
    commit("unhealthy");
    const { code, output } = await release([], { env: { VOLTCARE_HEALTH_SECONDS: "1" } });
    expect(code, output).not.toBe(0);
    expect(output).toContain(`does not answer ${healthUrl}`);
    expect(output).toContain(`switched back: ${before} runs again`);
    expect([current(), running()]).toEqual([before, before]);
    expect(releases()).toEqual(folders);
  });

  it("switches forward again when the release --previous goes back to does not answer", async () => {
    commit("five");
    expect((await release()).code).toBe(0);
    const newest = current();
    const [older = ""] = releases().slice(-2);
    // That release no longer starts here, on the data the newer one left, say.
    writeFileSync(built(`releases/${older}`), "unhealthy since");
    const { code, output } = await release(["--previous"], {
      env: { VOLTCARE_HEALTH_SECONDS: "1" },
    });
    expect(code, output).not.toBe(0);
    expect(output).toContain(`switched back: ${newest} runs again`);
    expect([current(), running()]).toEqual([newest, newest]);
  });

  it("refuses to run while another run holds the lock", async () => {
    const holder = spawn("flock", [join(root, "release.lock"), "-c", "echo held && cat"], {
      stdio: ["pipe", "pipe", "inherit"],
    });
    const exited = new Promise((resolve) => holder.on("close", resolve));
    await new Promise((resolve) => holder.stdout.once("data", resolve));
    const before = current();
    const { code, output } = await release(["--previous"]);
    holder.stdin.end();
    await exited;
    expect(code).not.toBe(0);
    expect(output).toContain("another release.sh is running");
    expect(current()).toBe(before);
  });

  it("fails the release when git archive fails, even though tar read what came through (started with sh, it runs under bash)", async () => {
    // A git whose archive fails once it has written the archive, as a repository read error would.
    const bin = join(root, "failing-git");
    mkdirSync(bin);
    const realGit = execFileSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).trim();
    writeFileSync(
      join(bin, "git"),
      `#!/bin/sh\nif [ "$3" = archive ]; then "${realGit}" "$@"; exit 128; fi\nexec "${realGit}" "$@"\n`,
    );
    chmodSync(join(bin, "git"), 0o755);
    const [before, folders] = [current(), releases()];
    commit("six");
    const { code, output } = await release([], {
      shell: "sh",
      env: { PATH: `${bin}:${process.env.PATH}` },
    });
    expect(code, output).not.toBe(0);
    expect([current(), running()]).toEqual([before, before]);
    expect(releases()).toEqual(folders);
  });
});
