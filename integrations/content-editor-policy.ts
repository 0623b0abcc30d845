import { createHash } from "node:crypto";
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

/** The hashes of a page's inline scripts, as script-src sources. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, script = ""]) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`,
  );
}

/**
 * The Content-Security-Policy of the editor's page (integrations/content-editor.ts); every other
 * page keeps its own. Astro sets a page's policy while rendering it, after middleware has run,
 * so the policy is widened on the answer. In GitHub mode the browser calls GitHub's API and
 * shows the users' avatars. Astro's dev server leaves out the hashes of the inline scripts that
 * start an island (a build has them), so under `astro dev` the page's own are added.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const path = context.url.pathname;
  const response = await next();
  const policy = response.headers.get("content-security-policy");
  if (!policy || (path !== "/keystatic" && !path.startsWith("/keystatic/"))) return response;
  const additions: Record<string, string[]> = githubMode ? { ...GITHUB_SOURCES } : {};
  let body: BodyInit | null = response.body;
  if (import.meta.env.DEV) {
    const html = await response.text();
    additions["script-src"] = inlineScriptHashes(html);
    body = html;
  }
  const headers = new Headers(response.headers);
  headers.set("content-security-policy", widenPolicy(policy, additions));
  return new Response(body, { status: response.status, headers });
});
