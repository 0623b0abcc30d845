// The production web server, built to dist/cli/serve.mjs; a request's way through it is in
// docs/server.md, "A request's way through".
import "./settings-files";
import { createServer, type RequestListener } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { parseSiteConfig } from "@/config/schema";
import { contentSecurityPolicy } from "@/config/security-headers";
import { closeDatabase, getDatabase } from "@/server/db";
import { parseServerEnv } from "@/server/env";
import { log } from "@/server/log";
import { apiEndpoints } from "@/app/endpoints";
import { readEmailMaterial } from "@/leads/server/email-material";
import { readServerWords } from "@/leads/server/words";
import { housekeepingFromEnv } from "@/app/retention";
import { staffRecipients } from "@/inbox/server/lead-recipients";
import { startOutboxWorker } from "@/leads/server/outbox/worker";
import { isInboxPath } from "@/inbox/auth/guarded-paths";
import {
  frontDoor,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  parseFrontDoorEnv,
  pathOf,
  sendPlain,
} from "./front-door";
import { settingsOrExit } from "./configuration";
import { fetchBridge } from "./fetch-bridge";
import { documentLinks } from "./document-links";
import { drainable } from "./shutdown";
import { logRequest } from "./request-log";
import { isSitePageIn, notFoundPages, readPagePolicies, staticFiles } from "./static-files";

const USAGE = "Usage: npm start -- [-p PORT] [-H HOSTNAME]";

/** Astro's handler; `next` is called for an address that is none of its routes. */
type AstroHandler = (
  ...args: [...Parameters<RequestListener>, next: () => void, locals: Partial<App.Locals>]
) => Promise<void>;

const { values } = parseArgs({
  options: {
    port: { type: "string", short: "p", default: process.env.PORT || "3000" },
    hostname: { type: "string", short: "H", default: process.env.HOSTNAME || undefined },
    help: { type: "boolean", short: "h", default: false },
  },
});
const port = Number(values.port);
if (values.help || !Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 2);
}
const { hops, hsts, site, env } = settingsOrExit(() => {
  const frontDoorEnv = parseFrontDoorEnv(process.env);
  return {
    hops: frontDoorEnv.TRUSTED_PROXY_HOPS,
    hsts: frontDoorEnv.HSTS,
    site: parseSiteConfig(process.env),
    env: parseServerEnv(process.env),
  };
});
log.level = env.LOG_LEVEL;

// This file runs as dist/cli/serve.mjs, beside the build it serves.
const buildDir = join(import.meta.dirname, "..");
const { handler: astro } = (await import(
  pathToFileURL(join(buildDir, "server", "entry.mjs")).href
)) as { handler: AstroHandler };
const material = readEmailMaterial(join(buildDir, "client"));
const words = settingsOrExit(() => readServerWords(join(buildDir, "client")));
const pagePolicies = readPagePolicies(join(buildDir, "_headers.json"));
const api = fetchBridge(
  apiEndpoints({ site, isSitePage: isSitePageIn(pagePolicies), words, material }),
);
const lastingDocumentLinks = documentLinks(material.documents);
const files = staticFiles(join(buildDir, "client"), pagePolicies);
const notFound = notFoundPages(join(buildDir, "client"), pagePolicies);

const door = frontDoor(
  (request, response) => {
    if (api(request, response)) return;
    // The browser editor's API (GitHub mode only, docs/editor.md) and the inbox take POSTs;
    // Astro answers them.
    const path = pathOf(request);
    const takesPosts = path.startsWith("/api/keystatic/") || isInboxPath(path);
    if (request.method !== "GET" && request.method !== "HEAD" && !takesPosts) {
      sendPlain(response, 405, "Method not allowed.", { allow: "GET, HEAD" });
      return;
    }
    if (lastingDocumentLinks(request, response) || files(request, response)) return;
    void astro(request, response, () => notFound(request, response), {
      database: getDatabase,
      afterAnswer: (task) => response.once("close", task),
    });
  },
  { hops, hsts, defaultPolicy: contentSecurityPolicy(site) },
);
const server = createServer(
  { keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS, headersTimeout: HEADERS_TIMEOUT_MS },
  (request, response) => {
    logRequest(request, response);
    door(request, response);
  },
);
server.listen(port, values.hostname, () => {
  log.info(
    { component: "server", trustedProxyHops: hops },
    `listening on http://${values.hostname ?? "localhost"}:${port}`,
  );
});
const worker =
  env.LEAD_WORKER === "on"
    ? startOutboxWorker(
        getDatabase,
        env,
        site,
        words.emails,
        material,
        housekeepingFromEnv(env),
        staffRecipients,
      )
    : undefined;

/** Within the 30 s systemd and Docker wait before they kill. */
const SHUTDOWN_GRACE_MS = 25_000;
const stopper = drainable(server);

async function shutDown(signal: NodeJS.Signals): Promise<void> {
  log.info({ component: "server", signal }, "finishing the requests in flight, then stopping");
  const [drained, workerDone] = await Promise.all([
    stopper.close(SHUTDOWN_GRACE_MS),
    worker ? within(SHUTDOWN_GRACE_MS, worker.stop()) : true,
  ]);
  if (!drained) {
    log.error({ component: "server" }, "connections still open after the grace period were cut");
  }
  // Its lease runs out and another worker sends it again (the webhook id lets a CRM drop repeats).
  if (!workerDone) {
    log.error({ component: "outbox" }, "a delivery was still being sent; left to its lease");
  }
  await closeDatabase();
  log.info({ component: "server" }, "stopped");
  process.exit(0);
}

function within(ms: number, work: Promise<void>): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    void work.finally(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

// A second signal while stopping is Node's default: stop at once.
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => void shutDown(signal));
