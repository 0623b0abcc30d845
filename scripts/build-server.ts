// The second half of `npm run build`: compiles the production server, the leads command and the
// delivery worker (cli/*.ts and the src/ modules they use) to plain JavaScript in dist/cli, so
// `npm start`, `npm run leads` and `npm run worker` run with Node alone. Packages stay imports of
// node_modules, each a production dependency (e2e/packages.spec.ts).
import { build } from "esbuild";
import { buildDir } from "../integrations/build-dir";

const started = performance.now();
await build({
  entryPoints: ["cli/serve.ts", "cli/leads.ts", "cli/worker.ts"],
  outdir: `${buildDir}/cli`,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node24",
  logLevel: "warning",
});
console.info(
  `[build] server, leads command and worker compiled to ${buildDir}/cli in ${Math.round(performance.now() - started)} ms`,
);
