// The production web server (`npm start [-- -p PORT -H HOST]`): Next's own request handler, the
// same one `next start` runs, behind a front door that settles the client's address from the
// trusted proxy hops, keeps request targets on this site and allows each page exactly its own
// inline scripts (cli/front-door.ts). The lead API is answered without going through Next
// (cli/lead-api.ts). Run with the react-server condition, as the server's own modules expect.
import { createServer } from "node:http";
import { join } from "node:path";
import { parseArgs } from "node:util";
import nextEnv from "@next/env";
import next from "next";
import nextConfig from "../next.config";
import { COMPRESSED_COPIES_READY, Compressor, readAssets } from "./compression";
import {
  prerenderedScriptHashes,
  readPrerenderedDocuments,
  type ScriptHashes,
} from "./content-security";
import { frontDoor, frontDoorEnvSchema } from "./front-door";
import { leadApi, readHeaderRules } from "./lead-api";

const USAGE = "Usage: npm start -- [-p PORT] [-H HOSTNAME]";

nextEnv.loadEnvConfig(process.cwd());

const { values } = parseArgs({
  options: {
    port: { type: "string", short: "p", default: process.env.PORT || "3000" },
    // Like `next start`, every interface unless told otherwise.
    hostname: { type: "string", short: "H" },
    help: { type: "boolean", short: "h", default: false },
  },
});
const port = Number(values.port);
if (values.help || !Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 2);
}
const settings = frontDoorEnvSchema.safeParse(process.env);
if (!settings.success) {
  console.error(`Invalid configuration: TRUSTED_PROXY_HOPS ${settings.error.issues[0]?.message}`);
  process.exit(1);
}
const hops = settings.data.TRUSTED_PROXY_HOPS;

const app = next({ dev: false, hostname: values.hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const distDir = nextConfig.distDir ?? ".next";
const compressor = new Compressor();

/**
 * Makes the smallest compressed copies of the prerendered pages and of Next's scripts and
 * stylesheets, in the background while the server answers, and logs when they are ready.
 */
async function prepareCopies(pages: ReadonlyMap<string, Buffer>): Promise<void> {
  const started = Date.now();
  const count =
    (await compressor.prepare(pages.values(), { page: true })) +
    (await compressor.prepare(readAssets(join(distDir, "static")), { page: false }));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.info(`[server] ${COMPRESSED_COPIES_READY}: ${count} pages and assets, ${seconds} s`);
}

/**
 * The prerendered pages' script hashes, for the front door; their compressed copies are started
 * too. The pages are let go once both are done.
 */
function readBuild(): ScriptHashes {
  const pages = readPrerenderedDocuments(join(distDir, "server", "app"));
  void prepareCopies(pages);
  return prerenderedScriptHashes(pages);
}
const scriptHashes = readBuild();
// Imported once the env files are loaded: the site's configuration is read on import.
const { leadEndpointsByPath } = await import("@/server/http/lead-endpoint");
const server = createServer(
  frontDoor(handle, {
    hops,
    scriptHashes,
    compressor,
    serveDirectly: leadApi(leadEndpointsByPath(), readHeaderRules(distDir)),
  }),
);
server.listen(port, values.hostname, () => {
  console.info(
    `[server] listening on http://${values.hostname ?? "localhost"}:${port} (trusting ${hops} proxy hop${hops === 1 ? "" : "s"})`,
  );
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close();
    process.exit(0);
  });
}
