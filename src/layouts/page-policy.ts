import { createHash } from "node:crypto";
import type { AstroGlobal } from "astro";
import { pageDirectives, type PageNeeds } from "@/config/security-headers";
import { site } from "@/config/site";

/**
 * The hashes of the inline scripts a document writes itself; Astro adds those of the scripts it
 * bundles. (`csp` is absent under astro dev.)
 */
export function applyPagePolicy(
  csp: AstroGlobal["csp"],
  needs: PageNeeds,
  inlineScripts: readonly string[],
): void {
  if (!csp) return;
  const policy = pageDirectives(site, needs);
  for (const directive of policy.directives) csp.insertDirective(directive);
  for (const source of policy.scriptSources) csp.insertScriptResource(source);
  for (const script of inlineScripts) {
    csp.insertScriptHash(`sha256-${createHash("sha256").update(script).digest("base64")}`);
  }
}
