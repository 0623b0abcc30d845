import { spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { buildDir } from "../integrations/build-dir";

/**
 * A compiled command of the build in `dir` (dist/ or BUILD_DIR): the production server (`npm
 * start`), the delivery worker, the leads command or the replica's, each run with plain Node.
 */
export function compiledCommand(
  name: "serve" | "worker" | "leads" | "litestream",
  dir = buildDir,
): string {
  return join(dir, "cli", `${name}.mjs`);
}

/** What the production server prints once it accepts connections. */
export const LISTENING = /"msg":"listening on /;

/**
 * Runs `npm run build` when the build directory holds no compiled server yet, so the stress
 * suite and the API benchmark measure the last build, or a fresh one. False if the build failed.
 */
export function ensureBuild(): boolean {
  if (existsSync(compiledCommand("serve"))) return true;
  console.log(`No production build in ${buildDir}; running npm run build first.`);
  return spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status === 0;
}

/**
 * Resolves once `child` prints a line matching `ready` (on stdout or stderr, which must be
 * pipes); rejects with the end of what it printed when it exits first or takes longer than `ms`.
 */
export function untilPrinted(child: ChildProcess, ready: RegExp, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4_000);
      if (ready.test(output)) settle();
    };
    const onExit = (code: number | null, signal: string | null) =>
      settle(`exited (${signal ?? `code ${code}`})`);
    const timer = setTimeout(() => settle(`did not start within ${ms / 1000} s`), ms);
    function settle(failure?: string) {
      clearTimeout(timer);
      child.stdout?.off("data", onData);
      child.stderr?.off("data", onData);
      child.off("exit", onExit);
      if (failure) reject(new Error(`${child.spawnargs.slice(1).join(" ")} ${failure}\n${output}`));
      else resolve();
    }
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", onExit);
  });
}

/** Stops `child` (SIGTERM, as a service manager does) and resolves once it has exited. */
export function stopped(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
