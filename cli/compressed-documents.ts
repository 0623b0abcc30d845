// How the server compresses the pages it rewrites (cli/scripts-after-paint.ts). A page is
// compressed quickly for the request in hand (Brotli quality 5, gzip level 6) and, for a
// prerendered page (the same bytes for every visitor), once more in the background as small as
// the format allows (Brotli 11, gzip 9), which later requests are served. Brotli 11 takes about
// 100 ms a page, too long to spend on a request, and saves a tenth or more (1.7 KB of /about's
// 13.6 KB): often the difference between a page that arrives in its connection's first round
// trip and one that needs a second. The server prepares those copies for every prerendered page
// when it starts.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";

export type Encoding = "br" | "gzip" | "identity";
type Compressed = Exclude<Encoding, "identity">;

/** The best encoding the client accepts (`Accept-Encoding`, q-values honoured). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const weights = new Map<string, number>();
  for (const entry of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...parameters] = entry.trim().toLowerCase().split(";");
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return "identity";
}

const brotli = (quality: number) => (body: Buffer) =>
  promisify(brotliCompress)(body, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
const gzipAt = (level: number) => (body: Buffer) => promisify(gzip)(body, { level });

const QUICK: Record<Compressed, (body: Buffer) => Promise<Buffer>> = {
  br: brotli(5),
  gzip: gzipAt(6),
};
const SMALLEST: Record<Compressed, (body: Buffer) => Promise<Buffer>> = {
  br: brotli(zlibConstants.BROTLI_MAX_QUALITY),
  gzip: gzipAt(9),
};

/** Compressed pages, with the smallest copies of prerendered ones kept (the newest `limit`). */
export class DocumentCompressor {
  readonly #smallest = new Map<string, Buffer>();
  readonly #pending = new Set<string>();
  readonly #limit: number;

  constructor({ limit = 512 }: { limit?: number } = {}) {
    this.#limit = limit;
  }

  /** How many smallest copies are kept. */
  get keptCopies(): number {
    return this.#smallest.size;
  }

  /**
   * The body compressed for `encoding`: its smallest copy when one is ready, else a quick one.
   * `same` says the body is the same for every request (a prerendered page), so its smallest
   * copy is worth making and keeping.
   */
  async compress(body: Buffer, encoding: Compressed, { same }: { same: boolean }): Promise<Buffer> {
    if (!same) return QUICK[encoding](body);
    const key = `${encoding}:${createHash("sha256").update(body).digest("base64")}`;
    const ready = this.#smallest.get(key);
    if (ready) {
      // Most recently used last, so the oldest is the first evicted.
      this.#smallest.delete(key);
      this.#smallest.set(key, ready);
      return ready;
    }
    void this.#makeSmallest(key, body, encoding);
    return QUICK[encoding](body);
  }

  /** Makes the smallest copies of these bodies, in both encodings, ahead of their first request. */
  async prepare(bodies: Iterable<Buffer>): Promise<void> {
    for (const body of bodies) {
      const hash = createHash("sha256").update(body).digest("base64");
      // One page at a time: the compression threads stay free for requests.
      for (const encoding of ["br", "gzip"] as const) {
        await this.#makeSmallest(`${encoding}:${hash}`, body, encoding);
      }
    }
  }

  async #makeSmallest(key: string, body: Buffer, encoding: Compressed): Promise<void> {
    if (this.#smallest.has(key) || this.#pending.has(key)) return;
    this.#pending.add(key);
    try {
      // The best setting is not smaller on every input; the smaller copy is kept.
      const [best, quick] = await Promise.all([SMALLEST[encoding](body), QUICK[encoding](body)]);
      this.#smallest.set(key, best.length <= quick.length ? best : quick);
      for (const oldest of this.#smallest.keys()) {
        if (this.#smallest.size <= this.#limit) break;
        this.#smallest.delete(oldest);
      }
    } catch {
      // A page that cannot be compressed smaller keeps being served its quick copy.
    } finally {
      this.#pending.delete(key);
    }
  }
}
