import node from "@astrojs/node";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, passthroughImageService } from "astro/config";
import { buildDir } from "./integrations/build-dir";
import { islandStyles } from "./integrations/island-styles";
import { precompress } from "./integrations/precompress";
import { testRoutes } from "./integrations/test-routes";
import { loadEnvFiles } from "./src/config/env-files";
import { parseSiteConfig } from "./src/config/schema";
import { scriptSources, sharedDirectives, STYLE_SOURCES } from "./src/config/security-headers";

loadEnvFiles();
// Parsed here too, so a bad value stops `astro build` and `astro dev` with a clear message.
const site = parseSiteConfig(process.env);

export default defineConfig({
  site: site.url,
  outDir: buildDir,
  // Every page is prerendered HTML; the 404 page and the redirects are answered per request.
  output: "static",
  // One URL form everywhere: /about, never /about/ (the server redirects the latter).
  trailingSlash: "never",
  build: { format: "directory", inlineStylesheets: "never" },
  adapter: node({ mode: "middleware", staticHeaders: true }),
  // Pages are final before they are compressed: integrations run in this order.
  integrations: [react(), islandStyles(), precompress(), testRoutes()],
  // Visitors are anonymous: no sessions, no image service at run time.
  session: false,
  image: { service: passthroughImageService() },
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
  server: { port: 3000 },
  security: {
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
              // React in one file rather than spread over the renderer and small shared chunks:
              // every island page loads all of it, and each file costs a request.
              codeSplitting: {
                groups: [
                  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                ],
              },
            },
          },
        },
      },
    },
  },
});
