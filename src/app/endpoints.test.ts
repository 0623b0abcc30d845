import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { serverWords } from "../../test/server-words";
import { parseSiteConfig } from "@/config/schema";
import { NO_EMAIL_MATERIAL } from "@/leads/server/email-material";
import { apiEndpoints, endpointOf } from "./endpoints";

const PAGES = join(import.meta.dirname, "..", "pages");

const endpoints = apiEndpoints({
  site: parseSiteConfig({ SITE_URL: "https://www.voltcare.example" }),
  isSitePage: () => true,
  words: serverWords,
  material: NO_EMAIL_MATERIAL,
});

/** The Astro route file that answers `path`, if there is one. */
function astroRoute(path: string): string | undefined {
  const file = path.startsWith("/api/")
    ? join(PAGES, "api", "[...endpoint].ts")
    : join(PAGES, `${path.slice(1)}.ts`);
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
}

describe("the endpoint table", () => {
  it("is answered by Astro's routes path for path, each by way of the same table", () => {
    const paths = Object.keys(endpoints);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/contact",
        "/api/landing-contact",
        "/api/outbox",
        "/api/scheduler-events",
        "/api/visits",
        "/healthz",
        "/readyz",
      ]),
    );
    for (const path of paths) {
      expect(astroRoute(path), path).toContain("answerInAstro(request)");
    }
  });

  it("leaves no other route under /api but the sign-in's", () => {
    const routes = readdirSync(join(PAGES, "api"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(PAGES.length));
    expect(routes.sort()).toEqual(["/api/[...endpoint].ts", "/api/auth/[...all].ts"]);
  });

  it("finds a path's handler, never an object's own properties", () => {
    expect(endpointOf(endpoints, "/api/contact")).toBeTypeOf("function");
    expect(endpointOf(endpoints, "/api/unknown")).toBeUndefined();
    expect(endpointOf(endpoints, "constructor")).toBeUndefined();
    expect(endpointOf(endpoints, "__proto__")).toBeUndefined();
  });
});
