import { readFile, stat, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { AstroIntegration } from "astro";
import { builtFiles } from "./built-files";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images, video and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".xml",
  ".json",
  ".txt",
  ".ico",
]);

/** Files below this size gain nothing a response's headers would not cost again. */
export const MIN_BYTES = 256;

async function compressFile(file: string): Promise<number> {
  const body = await readFile(file);
  if (body.byteLength < MIN_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  let written = 0;
  for (const [copy, suffix] of [
    [br, ".br"],
    [gz, ".gz"],
  ] as const) {
    if (copy.byteLength >= body.byteLength) continue;
    await writeFile(`${file}${suffix}`, copy);
    written += 1;
  }
  return written;
}

/** Once, as small as each format allows, so the server never compresses per request. */
export function precompress(): AstroIntegration {
  let clientDir = "";
  return {
    name: "voltcare:precompress",
    hooks: {
      "astro:config:done": ({ config }) => {
        clientDir = fileURLToPath(config.build.client);
      },
      "astro:build:done": async ({ logger }) => {
        if (!(await stat(clientDir).catch(() => null))) return;
        const started = performance.now();
        const jobs: Promise<number>[] = [];
        for await (const file of builtFiles(clientDir, COMPRESSIBLE)) jobs.push(compressFile(file));
        const copies = (await Promise.all(jobs)).reduce((sum, count) => sum + count, 0);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        logger.info(`${copies} Brotli and gzip copies written in ${seconds} s`);
      },
    },
  };
}
