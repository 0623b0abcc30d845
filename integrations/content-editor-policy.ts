import { defineMiddleware } from "astro:middleware";

/** GitHub's API, where the editor reads and commits content, and its users' avatars. */
const GITHUB_SOURCES = {
  "connect-src": ["https://api.github.com"],
  "img-src": ["https://avatars.githubusercontent.com"],
};

const githubMode = Boolean(import.meta.env.PUBLIC_KEYSTATIC_GITHUB_REPO);

/** Adds sources to directives of a Content-Security-Policy, leaving the others as they are. */
function widenPolicy(policy: string, additions: Record<string, readonly string[]>): string {
  return policy
    .split(";")
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name = "", ...sources] = directive.split(/\s+/);
      const added = (additions[name] ?? []).filter((source) => !sources.includes(source));
      return [name, ...sources, ...added].join(" ");
    })
    .join("; ");
}

/**
 * The Content-Security-Policy of the editor's page in GitHub mode (integrations/content-editor.ts):
 * the browser calls GitHub's API and shows the users' avatars; every other page keeps its own
 * policy. Astro sets a page's policy while rendering it, after middleware has run, so the policy
 * is widened on the answer. (`astro dev` sends no policy: integrations/dev-without-policy.ts.)
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const path = context.url.pathname;
  const response = await next();
  const policy = response.headers.get("content-security-policy");
  const editorPage = path === "/keystatic" || path.startsWith("/keystatic/");
  if (!githubMode || !policy || !editorPage) return response;
  const headers = new Headers(response.headers);
  headers.set("content-security-policy", widenPolicy(policy, GITHUB_SOURCES));
  return new Response(response.body, { status: response.status, headers });
});
