import { promisify } from "node:util";
import { brotliCompressSync, brotliDecompress, constants, gunzip } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, DocumentCompressor } from "./compressed-documents";

const WORDS = (
  "patients practice calls booked consults answered front desk reminders follow up missed " +
  "after hours new enquiries team schedule review results month clinic dental medspa care " +
  "every message seconds automation receptionist campaign leads cost revenue weekly staff"
).split(" ");

/** A page-like document: markup around prose, varied by a seeded generator as copy is. */
function page(seed: number): Buffer {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648);
  const sentence = () => Array.from({ length: 12 }, () => WORDS[next() % WORDS.length]).join(" ");
  const items = Array.from(
    { length: 300 },
    (_, i) => `<li class="flex gap-3 text-ink-700" data-i="${i}"><span>${sentence()}.</span></li>`,
  );
  return Buffer.from(
    `<!DOCTYPE html><html><body><main><ul>${items.join("")}</ul></main></body></html>`,
  );
}

describe("chooseEncoding", () => {
  it("prefers Brotli, then gzip, honouring q-values and the wildcard", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, br;q=0")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("identity")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
  });
});

describe("DocumentCompressor", () => {
  it("compresses a page rendered per request quickly, in either encoding", async () => {
    const compressor = new DocumentCompressor();
    const body = page(3);
    const br = await compressor.compress(body, "br", { same: false });
    const gz = await compressor.compress(body, "gzip", { same: false });
    expect(await promisify(brotliDecompress)(br)).toEqual(body);
    expect(await promisify(gunzip)(gz)).toEqual(body);
    expect(compressor.keptCopies).toBe(0);
  });

  it("serves a prerendered page its smallest copy, smaller than the quick one", async () => {
    const compressor = new DocumentCompressor();
    const body = page(5);
    const quick = await new DocumentCompressor().compress(body, "br", { same: false });
    await compressor.prepare([body]);
    const served = await compressor.compress(body, "br", { same: true });
    expect(served).toEqual(
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
    );
    expect(served.length).toBeLessThan(quick.length);
    expect(
      await promisify(gunzip)(await compressor.compress(body, "gzip", { same: true })),
    ).toEqual(body);
  });

  it("keeps no more copies than its limit, the newest", async () => {
    const compressor = new DocumentCompressor({ limit: 2 });
    await compressor.prepare([page(7), page(11)]);
    expect(compressor.keptCopies).toBe(2);
    const newest = await compressor.compress(page(11), "br", { same: true });
    expect(newest).toBe(await compressor.compress(page(11), "br", { same: true }));
  });
});
