import keystatic from "@keystatic/astro";
import type { AstroIntegration } from "astro";
import { EditorConfigError, type EditorStorage } from "../src/config/editor";

/**
 * The browser editor, /keystatic and its API /api/keystatic (Keystatic's own integration, set up
 * by keystatic.config.ts). `astro dev` always serves it, saving to the files of the checkout or,
 * in GitHub mode, to the repository. A production build serves it only in GitHub mode with the
 * GitHub App's credentials: a site that saved to its own server's files would lose every edit at
 * the next deploy. Otherwise the build holds no editor route and no editor code.
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
      },
    },
  };
}
