import { build } from "esbuild";

/**
 * Compiles command entry points (cli/*.ts) to `outdir` as .mjs files that run with Node alone:
 * bundled, with packages left as imports, each a production dependency (e2e/packages.spec.ts).
 */
export async function compileCommands(entryPoints: string[], outdir: string): Promise<void> {
  await build({
    entryPoints,
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node24",
    logLevel: "warning",
  });
}
