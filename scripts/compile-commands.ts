import { build } from "esbuild";

/**
 * Compiles command entry points (cli/*.ts) to `outdir` as .mjs files that run with Node alone:
 * bundled, with packages left as imports, each a production dependency (e2e/packages.spec.ts).
 * Each command on its own, so one shares no chunk with another; what it imports only when used
 * (the leads command's staff and snapshot commands) is a chunk of its own, with the packages only
 * that part needs, so the rest starts without loading them.
 */
export async function compileCommands(entryPoints: string[], outdir: string): Promise<void> {
  for (const entryPoint of entryPoints) {
    await build({
      entryPoints: [entryPoint],
      outdir,
      outExtension: { ".js": ".mjs" },
      bundle: true,
      packages: "external",
      platform: "node",
      format: "esm",
      splitting: true,
      target: "node24",
      logLevel: "warning",
    });
  }
}
