// Compiles cli/*.ts to dist/cli, so the commands run with Node alone.
import { chmodSync } from "node:fs";
import { buildDir } from "../integrations/build-dir";
import { compileCommands } from "./compile-commands";

const started = performance.now();
await compileCommands(
  ["cli/serve.ts", "cli/leads.ts", "cli/worker.ts", "cli/litestream.ts"],
  `${buildDir}/cli`,
);
// package.json's bin, which npx runs as a program.
chmodSync(`${buildDir}/cli/litestream.mjs`, 0o755);
console.info(
  `[build] server, leads command, worker and Litestream command compiled to ${buildDir}/cli in ${Math.round(performance.now() - started)} ms`,
);
