import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEVELOPMENT_ONLY, productionDependencies } from "../integrations/packages";
import { startSmtpPeer } from "../test/peers";
import { freePort } from "../test/ports";
import { LISTENING, stopped, untilPrinted } from "../test/production-server";
import { runtimeImports } from "../test/runtime-imports";
import { expect, test } from "./fixtures";

// The build under test (e2e/run.ts) as a server runs it: with package.json's production
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

test("runs from npm ci --omit=dev: every page served, a lead stored, emailed and listed", async () => {
  test.setTimeout(180_000);
  // The build and the lockfile in a folder of their own, installed as the Docker image's
  // dependencies stage does (offline from npm's cache where it holds the packages).
  const folder = mkdtempSync(join(tmpdir(), "production-install-"));
  const smtp = await startSmtpPeer();
  const running: ReturnType<typeof spawn>[] = [];
  try {
    for (const file of ["package.json", "package-lock.json", ".npmrc"]) {
      cpSync(file, join(folder, file));
    }
    cpSync(buildDir, join(folder, "dist"), { recursive: true });
    const install = spawnSync(
      "npm",
      ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund"],
      { cwd: folder, encoding: "utf8" },
    );
    expect(install.status, install.stderr).toBe(0);

    const env = {
      ...process.env,
      ...siteEnv,
      NODE_ENV: "production",
      DATA_DIR: join(folder, "data"),
      SMTP_URL: smtp.url,
      LEAD_EMAIL_TO: "team@voltcare.example",
    };
    const start = async (script: string, args: string[], ready: RegExp, extra = {}) => {
      const child = spawn(process.execPath, [`dist/cli/${script}.mjs`, ...args], {
        cwd: folder,
        env: { ...env, ...extra },
        stdio: ["ignore", "pipe", "pipe"],
      });
      running.push(child);
      await untilPrinted(child, ready, 30_000);
    };
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    // The worker runs apart, as with deploy/compose.yaml: each command proves its own imports.
    await start("serve", ["-H", "127.0.0.1", "-p", String(port)], LISTENING, {
      LEAD_WORKER: "off",
    });

    const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, url = ""]) => new URL(url).pathname,
    );
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) expect((await fetch(`${origin}${path}`)).status, path).toBe(200);
    // Astro's handler, from dist/server: a redirect, the 404 page, the readiness check.
    const redirect = await fetch(`${origin}/demos`, { redirect: "manual" });
    expect([redirect.status, redirect.headers.get("location")]).toEqual([308, "/demo"]);
    expect((await fetch(`${origin}/no-such-page`)).status).toBe(404);
    expect((await fetch(`${origin}/readyz`)).status).toBe(200);

    const email = "dana@brightsmile.example";
    const lead = await fetch(`${origin}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Dana Whitfield",
        email,
        subject: "Case study download",
        message: "Please send the case study.",
      }),
    });
    expect(lead.status, await lead.clone().text()).toBe(201);

    // The agency's notification and the visitor's own email, rendered and sent by the worker.
    await start("worker", [], /"msg":"worker started"/, { LEAD_WORKER_INTERVAL_MS: "200" });
    const recipients = () =>
      smtp.messages.flatMap((message) => [message.to ?? []].flat().map((to) => to.text)).sort();
    await expect.poll(recipients, { timeout: 20_000 }).toEqual([email, "team@voltcare.example"]);
    const leads = spawnSync(
      process.execPath,
      ["dist/cli/leads.mjs", "export", "--format", "json"],
      {
        cwd: folder,
        env,
        encoding: "utf8",
      },
    );
    expect(leads.status, leads.stderr).toBe(0);
    expect((JSON.parse(leads.stdout) as { email: string }[]).map((row) => row.email)).toEqual([
      email,
    ]);

    // A release's backups (docs/backup.md): a snapshot of the store, and the project's Litestream.
    const snapshot = join(folder, "leads.snapshot");
    const backup = spawnSync(process.execPath, ["dist/cli/leads.mjs", "backup", snapshot], {
      cwd: folder,
      env,
      encoding: "utf8",
    });
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/^Wrote .*leads\.snapshot \(0\.\d MB\): 1 lead, /);
    const litestream = spawnSync("npx", ["--no-install", "litestream", "version"], {
      cwd: folder,
      encoding: "utf8",
    });
    expect([litestream.status, litestream.stdout.trim()], litestream.stderr).toEqual([
      0,
      expect.stringMatching(/^v0\.3\.\d+$/),
    ]);
  } finally {
    await Promise.all(running.map(stopped));
    await smtp.close();
    rmSync(folder, { recursive: true, force: true });
  }
});
