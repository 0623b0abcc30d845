// Compiles cli/*.ts to dist/cli, so the commands run with Node alone; packages stay imports, each
// a production dependency (e2e/packages.spec.ts).
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
