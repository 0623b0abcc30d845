import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_LAUNCH } from "../test/chromium";
import { freePort } from "../test/ports";
import { LISTENING, untilPrinted } from "../test/production-server";
import { buildCopy, projectCopy } from "../test/project-copy";

/**
 * The browser editor is part of `astro dev` and of nothing a production build serves unless
 * GitHub mode is configured: real processes, over HTTP on 127.0.0.1.
 */

/** Local mode, whatever the environment or a .env file says. */
const LOCAL_MODE = {
  PUBLIC_KEYSTATIC_GITHUB_REPO: "",
  PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "",
  KEYSTATIC_GITHUB_CLIENT_ID: "",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "",
  KEYSTATIC_SECRET: "",
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

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
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
    await stop(dev);
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

describe("the production build", { timeout: 300_000 }, () => {
  let copy = "";
  let server: ChildProcess | undefined;
  let origin = "";

  beforeAll(async () => {
    copy = projectCopy();
    const result = await buildCopy(copy, { server: true, env: LOCAL_MODE });
    expect(result.ok, result.output.slice(-4000)).toBe(true);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await start(
      [join(copy, "dist/cli/serve.mjs"), "-p", String(port), "-H", "127.0.0.1"],
      copy,
      LISTENING,
      { LEAD_WORKER: "off", DATA_DIR: join(copy, "data"), TRUSTED_PROXY_HOPS: "0" },
    );
  }, 300_000);

  afterAll(async () => {
    await stop(server);
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it.each(["/keystatic", "/keystatic/collection/posts", "/api/keystatic/tree"])(
    "has no %s",
    async (path) => {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(404);
    },
  );

  it("holds no editor code, in the browser's files or the server's", () => {
    // Keystatic's packages and routes; the word alone is in comments of shared modules.
    const editorCode = /@keystatic\/|\/api\/keystatic/;
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && /\.(m?js|html)$/.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name));
    const withEditor = [...files(join(copy, "dist/client")), ...files(join(copy, "dist/server"))]
      .filter((file) => editorCode.test(readFileSync(file, "utf8")))
      .map((file) => file.slice(copy.length));
    expect(withEditor).toEqual([]);
  });
});
