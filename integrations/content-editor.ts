import { existsSync, realpathSync } from "node:fs";
import { dirname, isAbsolute, join } from "node:path";
import { fileURLToPath } from "node:url";
import keystatic from "@keystatic/astro";
import type { AstroIntegration } from "astro";
import { EditorConfigError, type EditorStorage } from "../src/config/editor";
import { DEVELOPMENT_ONLY, packageName, productionDependencies } from "./packages";

/**
 * A production build holds the editor only in GitHub mode: a site that saved to its own server's
 * files would lose every edit at the next deploy.
 */
export function contentEditor(storage: EditorStorage): AstroIntegration {
  const editor = keystatic();
  return {
    name: "voltcare:content-editor",
    hooks: {
      "astro:config:setup": async (options) => {
        const github = storage.kind === "github";
        if (options.command === "build" && github && !storage.credentials) {
          throw new EditorConfigError(
            "PUBLIC_KEYSTATIC_GITHUB_REPO is set without the GitHub App's settings: set PUBLIC_KEYSTATIC_GITHUB_APP_SLUG, KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET and KEYSTATIC_SECRET (docs/editor.md), or unset it to build without the editor",
          );
        }
        if (options.command !== "dev" && !github) return;
        await editor.hooks["astro:config:setup"]?.(options);
        options.addMiddleware({
          entrypoint: new URL("./content-editor-policy.ts", import.meta.url),
          order: "pre",
        });
        if (options.command === "build") editorInServerBundle(options);
      },
    },
  };
}

type SetupOptions = Parameters<NonNullable<AstroIntegration["hooks"]["astro:config:setup"]>>[0];

/**
 * The editor's packages are development dependencies, so a GitHub-mode build writes them into
 * dist/server, which then runs from `npm ci --omit=dev`. A package stays an import only where its
 * importer loads the top-level copy a production install puts there (Keystatic's older `cookie`
 * is bundled).
 */
function editorInServerBundle({ config, updateConfig }: SetupOptions): void {
  const root = fileURLToPath(config.root);
  const imports = new Set([...productionDependencies(root), ...DEVELOPMENT_ONLY]);
  const loadedCopy = (name: string, folder: string): string | undefined => {
    const copy = join(folder, "node_modules", name);
    if (existsSync(copy)) return realpathSync(copy);
    return folder === dirname(folder) ? undefined : loadedCopy(name, dirname(folder));
  };
  updateConfig({
    vite: {
      environments: { ssr: { resolve: { noExternal: true } } },
      plugins: [
        {
          name: "voltcare:editor-in-server-bundle",
          enforce: "pre",
          applyToEnvironment: (environment) => environment.name === "ssr",
          resolveId(source, importer) {
            const name = packageName(source);
            if (!name || !imports.has(name)) return null;
            // Astro's virtual modules import as the project does.
            const folder =
              importer && isAbsolute(importer) ? dirname(importer.split("?")[0]!) : root;
            const topLevel = loadedCopy(name, root);
            return topLevel && loadedCopy(name, folder) === topLevel
              ? { id: source, external: true }
              : null;
          },
        },
      ],
    },
  });
}
