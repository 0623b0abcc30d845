import { existsSync, readFileSync } from "node:fs";
import node from "@astrojs/node";
import { satteri } from "@astrojs/markdown-satteri";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import yaml from "js-yaml";
import { buildDir } from "./integrations/build-dir";
import { clientPainted } from "./integrations/client-painted";
import { contentEditor } from "./integrations/content-editor";
import { devWithoutPolicy } from "./integrations/dev-without-policy";
import { imagesAtBuild } from "./integrations/images-at-build";
import { islandStyles } from "./integrations/island-styles";
import { precompress } from "./integrations/precompress";
import { rootFiles } from "./integrations/root-files";
import { testRoutes } from "./integrations/test-routes";
import { loadEnvFiles } from "./src/config/env-files";
import { chromeSchema } from "./src/content/schemas/copy/chrome";
import { copyFile } from "./src/content/copy";
import { markdownFeatures, markdownPlugins } from "./src/content/readers/markdown";
import { contentTokens } from "./src/content/readers/tokens";
import { parseEditorStorage } from "./src/config/editor";
import { parseSiteConfig } from "./src/config/schema";
import { PAGE_BODY_LIMIT } from "./src/server/http/request-body";
import {
  scriptSources,
  SECURITY_HEADERS,
  sharedDirectives,
  STYLE_SOURCES,
} from "./src/config/security-headers";

loadEnvFiles();
// Parsed here too, so a bad value stops `astro build` and `astro dev` with a clear message.
const site = parseSiteConfig(process.env);
// Where the browser editor saves (docs/editor.md): a bad value stops the build here too.
const editorStorage = parseEditorStorage(process.env);
// The site's details Markdown may name ({brand}, {phone}, …); the figures it cites are filled
// by the readers, from the collections they come from (src/content/collections.ts).
const tokens = contentTokens(site);
// Markdown is rendered as the collections load, so its words come from their copy file here.
const markdownWords = chromeSchema.shape.prose.parse(
  (yaml.load(readFileSync(copyFile("chrome"), "utf8")) as { prose?: unknown }).prose,
);

const ISLAND_KIT =
  /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react|clsx)[\\/]|src[\\/]components[\\/](ui|blocks)[\\/](?![\w-]+\.client\.ts$)/;
/**
 * What two islands share outside the kit, each of which would be a file of its own otherwise, one
 * request more: the address the search and the calculator keep their state in, and the
 * calculator's estimate on its way to a form. Named by path, so a move must reach this list: the
 * build stops if one is gone.
 */
const ISLANDS_SHARE = ["src/components/browser/address.ts", "src/leads/carried-estimate.ts"];
for (const path of ISLANDS_SHARE) {
  if (!existsSync(new URL(path, import.meta.url))) {
    throw new Error(`astro.config.ts bundles ${path} with the islands, and it is not there.`);
  }
}

export default defineConfig({
  site: site.url,
  outDir: buildDir,
  // Every page is prerendered HTML; the 404 page and the redirects are answered per request.
  output: "static",
  // One URL form everywhere: /about, never /about/ (the server redirects the latter).
  trailingSlash: "never",
  build: { format: "directory", inlineStylesheets: "never" },
  // Astro answers only pages rendered on request (the inbox, the editor's API) under `npm start`;
  // the inbox's gate refuses a larger body before it is read, and this stops any other at the limit.
  adapter: node({ mode: "middleware", staticHeaders: true, bodySizeLimit: PAGE_BODY_LIMIT }),
  // Pages are final before they are compressed: integrations run in this order.
  integrations: [
    react(),
    clientPainted(),
    devWithoutPolicy(),
    imagesAtBuild(),
    contentEditor(editorStorage),
    islandStyles(),
    precompress(),
    rootFiles(),
    testRoutes(),
  ],
  // Visitors are anonymous: no sessions. Images are made at build with Astro's default (sharp)
  // and never at run time (integrations/images-at-build.ts).
  session: false,
  // Content Markdown with the site's tokens, link checks and heading anchors (src/content/readers).
  markdown: {
    syntaxHighlight: false,
    processor: satteri({
      hastPlugins: markdownPlugins(tokens, markdownWords),
      features: markdownFeatures,
    }),
  },
  devToolbar: { enabled: false },
  server: {
    port: 3000,
    // `astro dev` answers with the headers the production server gives every answer
    // (cli/front-door.ts), so framing, opener and cross-origin limits show there too; not HSTS,
    // for a server on plain HTTP, nor the policy (integrations/dev-without-policy.ts).
    headers: Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key, value])),
  },
  security: {
    // The inbox checks a form's Origin against SITE_URL itself, and answers with its own page
    // (src/inbox/auth/gate.ts); Astro's check compares it with the address the request reached,
    // which behind a proxy that ends TLS is http:// and refuses every form.
    checkOrigin: false,
    csp: {
      directives: sharedDirectives(site),
      scriptDirective: { resources: scriptSources(site) },
      styleDirective: { resources: STYLE_SOURCES },
    },
  },
  vite: {
    plugins: [tailwindcss()],
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // Fewer, whole files: each one costs a request, and a chain of imports costs a
              // round trip per step.
              codeSplitting: {
                groups: [
                  // React, Astro's renderer for it, the kit the islands share (the folders of
                  // primitives and content blocks) and the modules two islands share outside it,
                  // in one file rather than spread over small shared chunks: every island page
                  // loads all of it. The kit's plain browser scripts (*.client.ts) stay out: the
                  // site script holds them, and must not pull React onto every page.
                  {
                    name: "islands",
                    test: (id) =>
                      ISLAND_KIT.test(id) ||
                      ISLANDS_SHARE.some((path) => id.replaceAll("\\", "/").endsWith(`/${path}`)),
                    priority: 1,
                  },
                  // The site's script on every page is one file with no imports, chosen by its
                  // folder: the script component in src/components/site-script/ and what it
                  // imports, wherever that lives (a group takes its modules' imports along). The
                  // small modules it shares with the islands are in it, and the islands import
                  // them from it (already loaded by then); what it imports on demand (the idle
                  // part) stays a file of its own, as does the first-paint starter, which the
                  // layout imports.
                  {
                    name: "site",
                    test: /src[\\/]components[\\/]site-script[\\/][\w-]+\.astro/,
                    priority: 2,
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});
