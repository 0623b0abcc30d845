import { defineMiddleware } from "astro:middleware";

const GITHUB_SOURCES = {
  "connect-src": ["https://api.github.com"],
  "img-src": ["https://avatars.githubusercontent.com"],
};

const githubMode = Boolean(import.meta.env.PUBLIC_KEYSTATIC_GITHUB_REPO);

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
 * In GitHub mode the editor's page calls GitHub's API. Astro sets a page's policy while rendering
 * it, after middleware has run, so the policy is widened on the answer.
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
