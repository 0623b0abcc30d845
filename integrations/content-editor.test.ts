import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_LAUNCH } from "../test/chromium";
import { LOCAL_EDITOR } from "../test/editor-settings";
import { freePort } from "../test/ports";
import { LISTENING, stopped, untilPrinted } from "../test/production-server";
import { buildCopy, productionModules, projectCopy } from "../test/project-copy";
import { runtimeImports } from "../test/runtime-imports";
import { DEVELOPMENT_ONLY, productionDependencies } from "./packages";

/**
 * The browser editor is part of `astro dev`, and of a production build only in GitHub mode, where
 * the server runs it from the production dependencies: real processes, over HTTP on 127.0.0.1.
 */

/** Local mode, whatever the environment or a .env file says. */
const LOCAL_MODE = {
  ...LOCAL_EDITOR,
  ASTRO_TELEMETRY_DISABLED: "1",
  NO_COLOR: "1",
};

/** This test's environment, less Vitest's own: Astro's dev server, seeing them, serves no pages. */
const outsideVitest = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^(VITEST.*|TEST|NODE_ENV)$/.test(key)),
);

async function start(
  command: string[],
  cwd: string,
  ready: RegExp,
  env = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, command, {
    cwd,
    env: { ...outsideVitest, ...LOCAL_MODE, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await untilPrinted(child, ready, 90_000);
  return child;
}

describe("astro dev", { timeout: 120_000 }, () => {
  let copy = "";
  let dev: ChildProcess | undefined;
  let origin = "";

  // In a copy: Astro runs one dev server per project, and the checkout's may be in use.
  beforeAll(async () => {
    copy = projectCopy();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const astro = join(process.cwd(), "node_modules/astro/bin/astro.mjs");
    // The copy's packages are links into the checkout's node_modules, which Vite's dev server
    // refuses to serve to a browser from outside the project unless allowed.
    writeFileSync(
      join(copy, "astro.test.config.ts"),
      `import { mergeConfig } from "astro/config";
import site from "./astro.config";
export default mergeConfig(site, {
  vite: { server: { fs: { allow: [${JSON.stringify(copy)}, ${JSON.stringify(join(process.cwd(), "node_modules"))}] } } },
});
`,
    );
    dev = await start(
      [
        astro,
        "dev",
        "--config",
        "astro.test.config.ts",
        "--port",
        String(port),
        "--host",
        "127.0.0.1",
      ],
      copy,
      /Local\s+http/,
    );
  }, 120_000);

  afterAll(async () => {
    await stopped(dev);
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it("serves the editor, and pages whose islands start: no policy blocks their scripts", async () => {
    for (const path of ["/keystatic", "/contact"]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain("<astro-island");
      expect(response.headers.get("content-security-policy"), path).toBeNull();
    }
    // The health check answers in development too (as on a serverless host: an Astro route).
    expect(await (await fetch(`${origin}/healthz`)).json()).toEqual({ status: "ok" });
  });

  it("answers with the production server's security headers, the policy aside", async () => {
    for (const path of ["/contact", "/keystatic", "/healthz", "/favicon.ico"]) {
      const { headers } = await fetch(`${origin}${path}`);
      expect(headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
      expect(headers.get("x-frame-options"), path).toBe("DENY");
      expect(headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });

  it("uploads a post's cover into the post's folder, and the post shows it as a picture", async () => {
    const post = "medspa-speed-to-lead";
    const photo = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: "#2f5bea" },
    })
      .jpeg()
      .toBuffer();
    const browser = await chromium.launch(CHROMIUM_LAUNCH);
    try {
      const page = await browser.newPage();
      // The editor renders in the browser: it is ready once it has read the post and its files.
      await page.goto(`${origin}/keystatic/collection/posts/item/${post}`, {
        waitUntil: "networkidle",
        timeout: 60_000,
      });
      const [chooser] = await Promise.all([
        page.waitForEvent("filechooser"),
        page.getByRole("button", { name: "Choose file" }).click(),
      ]);
      await chooser.setFiles({ name: "IMG_2041.JPG", mimeType: "image/jpeg", buffer: photo });
      await page.getByRole("button", { name: "Save" }).click();

      // Named for the field, keeping the camera's extension as it was.
      const cover = join(copy, `src/assets/blog/${post}/cover.JPG`);
      // The editor's server creates the file before it writes it: wait for every byte.
      await expect
        .poll(() => (existsSync(cover) ? readFileSync(cover).length : -1), { timeout: 20_000 })
        .toBe(photo.length);
      expect(readFileSync(cover)).toEqual(photo);
      await expect
        .poll(() => readFileSync(join(copy, `src/content/posts/${post}.md`), "utf8"), {
          timeout: 10_000,
        })
        .toContain(`cover: ../../assets/blog/${post}/cover.JPG`);
      // The replaced drawing is gone, and the post's page offers the photo in AVIF and WebP.
      await expect
        .poll(() => existsSync(join(copy, `src/assets/blog/${post}/cover.svg`)), {
          timeout: 10_000,
        })
        .toBe(false);
      await expect
        .poll(async () => (await fetch(`${origin}/blog/${post}`)).text(), { timeout: 20_000 })
        .toMatch(/<source type="image\/avif"[^>]*cover\.JPG[^>]*>\s*<source type="image\/webp"/);
    } finally {
      await browser.close();
    }
  });

  it("answers the editor's API, which reads the content files", async () => {
    const response = await fetch(`${origin}/api/keystatic/tree`, {
      headers: { "no-cors": "1" },
    });
    expect(response.status).toBe(200);
    const tree = JSON.stringify(await response.json());
    expect(tree).toContain("src/content/posts/medspa-speed-to-lead.md");
  });
});

/** GitHub mode with a GitHub App's settings, as docs/editor.md has them set (none of them real). */
const GITHUB_MODE = {
  PUBLIC_KEYSTATIC_GITHUB_REPO: "voltcare/website",
  PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "voltcare-content",
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv23liExample",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "a-client-secret",
  KEYSTATIC_SECRET: "0123456789abcdef0123456789abcdef",
};

// A build without GitHub mode holds no editor: e2e/packages.spec.ts checks the end-to-end build.
describe("a production build in GitHub mode", { timeout: 300_000 }, () => {
  let copy = "";
  let server: ChildProcess | undefined;
  let origin = "";

  beforeAll(async () => {
    copy = projectCopy();
    const result = await buildCopy(copy, { server: true, env: { ...LOCAL_MODE, ...GITHUB_MODE } });
    expect(result.ok, result.output.slice(-4000)).toBe(true);
    productionModules(copy);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await start(
      [join(copy, "dist/cli/serve.mjs"), "-p", String(port), "-H", "127.0.0.1"],
      copy,
      LISTENING,
      {
        ...GITHUB_MODE,
        NODE_ENV: "production",
        LEAD_WORKER: "off",
        DATA_DIR: join(copy, "data"),
        TRUSTED_PROXY_HOPS: "0",
      },
    );
  }, 300_000);

  afterAll(async () => {
    await stopped(server);
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it("imports no package but the production dependencies: it carries the editor's code", async () => {
    const { imported, bundled } = await runtimeImports(join(copy, "dist"));
    const production = productionDependencies(process.cwd());
    const others = [...imported.keys()].filter(
      (name) => !production.has(name) && !DEVELOPMENT_ONLY.includes(name),
    );
    expect(others).toEqual([]);
    expect(bundled).toContain("@keystatic/core");
  });

  it("serves the editor's page, whose policy alone lets the browser reach GitHub", async () => {
    const editor = await fetch(`${origin}/keystatic/collection/posts`);
    expect(editor.status).toBe(200);
    expect(await editor.text()).toContain("<astro-island");
    expect(editor.headers.get("content-security-policy")).toMatch(
      /connect-src [^;]*https:\/\/api\.github\.com/,
    );
    const home = await fetch(`${origin}/`);
    expect(home.headers.get("content-security-policy")).not.toContain("github");
  });

  it("sends editors to GitHub to log in, and has no API on the server's files", async () => {
    const login = await fetch(`${origin}/api/keystatic/github/login`, { redirect: "manual" });
    expect(login.status).toBe(307);
    expect(login.headers.get("location")).toMatch(
      /^https:\/\/github\.com\/login\/oauth\/authorize\?client_id=Iv23liExample&/,
    );
    // Reads its login cookies (Keystatic's own version of the cookie package, bundled with it).
    const refresh = await fetch(`${origin}/api/keystatic/github/refresh-token`);
    expect([refresh.status, await refresh.text()]).toEqual([401, "Authorization failed"]);
    for (const path of ["/api/keystatic/tree", "/api/keystatic/github/created-app"]) {
      expect((await fetch(`${origin}${path}`)).status, path).toBe(404);
    }
  });
});
