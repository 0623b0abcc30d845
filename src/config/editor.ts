import { z } from "zod";
import { parseSettings } from "./schema";

/**
 * Where the browser editor saves: this checkout's files, or in GitHub mode commits through a
 * GitHub App. The repository is a PUBLIC_ variable because the editor's page reads it.
 */
export type EditorStorage =
  | { kind: "local" }
  | {
      kind: "github";
      repo: GitHubRepo;
      /** False until the GitHub App's credentials are set: only `astro dev` can create them. */
      credentials: boolean;
    };

export type GitHubRepo = { owner: string; name: string };

export const githubRepoSchema = z
  .string()
  .trim()
  .regex(
    /^[\w.-]+\/[\w.-]+$/,
    "must be a GitHub repository as owner/name, such as voltcare/website",
  )
  .transform((repo): GitHubRepo => {
    const [owner = "", name = ""] = repo.split("/");
    return { owner, name };
  });

const optional = z.string().trim().min(1).optional();

export const editorEnvSchema = z
  .object({
    PUBLIC_KEYSTATIC_GITHUB_REPO: githubRepoSchema.optional(),
    PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]+$/, "must be the GitHub App's slug, as in github.com/apps/{slug}")
      .optional(),
    KEYSTATIC_GITHUB_CLIENT_ID: optional,
    KEYSTATIC_GITHUB_CLIENT_SECRET: optional,
    // Encrypts the editor's login cookie: long and random (Keystatic's setup writes 80 hex digits).
    KEYSTATIC_SECRET: z.string().trim().min(32, "must be at least 32 characters").optional(),
  })
  .superRefine((env, ctx) => {
    const credentials = [
      "PUBLIC_KEYSTATIC_GITHUB_APP_SLUG",
      "KEYSTATIC_GITHUB_CLIENT_ID",
      "KEYSTATIC_GITHUB_CLIENT_SECRET",
      "KEYSTATIC_SECRET",
    ] as const;
    const set = credentials.filter((key) => env[key] !== undefined);
    if (set.length > 0 && !env.PUBLIC_KEYSTATIC_GITHUB_REPO) {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_KEYSTATIC_GITHUB_REPO"],
        message: `is required when ${set.join(", ")} ${set.length === 1 ? "is" : "are"} set`,
      });
    }
    if (set.length > 0 && set.length < credentials.length) {
      for (const key of credentials.filter((key) => env[key] === undefined)) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: "is required with the other GitHub App settings",
        });
      }
    }
  });

export class EditorConfigError extends Error {
  override name = "EditorConfigError";
}

export function parseEditorStorage(env: Record<string, string | undefined>): EditorStorage {
  const { PUBLIC_KEYSTATIC_GITHUB_REPO: repo, KEYSTATIC_SECRET: secret } = parseSettings(
    editorEnvSchema,
    env,
    "editor",
    EditorConfigError,
  );
  if (!repo) return { kind: "local" };
  return { kind: "github", repo, credentials: secret !== undefined };
}
