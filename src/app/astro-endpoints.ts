// The endpoint table as Astro's routes answer it (src/pages/api/[...endpoint].ts, healthz.ts and
// readyz.ts): set up from the site's settings, its content and its routes as the build has them.
import { site } from "@/config/site";
import { leadCopy } from "@/leads/copy/reader";
import { publishedEmailMaterial } from "@/leads/server/email-material";
import { serverWordsOf } from "@/leads/server/words";
import { findRoute, siteMap } from "@/routing/routes";
import { json } from "@/server/http/json";
import { apiEndpoints, endpointOf } from "./endpoints";

const [{ routes }, copy] = await Promise.all([siteMap(), leadCopy()]);
const endpoints = apiEndpoints({
  site,
  isSitePage: (path) => findRoute(routes, path) !== undefined,
  words: serverWordsOf(copy),
  // A function holds none of the build's files: the documents come from the site that publishes them.
  material: publishedEmailMaterial(site.url),
});

export function answerInAstro(request: Request): Promise<Response> {
  const handler = endpointOf(endpoints, new URL(request.url).pathname);
  return handler
    ? handler(request)
    : Promise.resolve(json(404, { ok: false, error: "Not found." }));
}
