/**
 * On-the-fly compression of a rendered page (docs/decisions/043-cheap-rendering.md). A document arrives as a web
 * stream: most in one chunk, the whole page, which is compressed in one pass and sent with its length; a page with
 * parts that resolve later in a few chunks (the shell, then each late part), each written to one zstd, brotli or
 * gzip compressor and flushed at once, so streaming still shows the shell before the late parts. The compressor
 * is the reply's body: no web-to-Node conversion, no generic compression plugin's peeking Transform in between.
 * Other answers (data requests, proxied API answers) go through @fastify/compress with the same settings
 * (COMPRESSION).
 */
import {
  type BrotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  createZstdCompress,
  type Gzip,
  gzipSync,
  type ZstdCompress,
  zstdCompressSync,
} from "node:zlib";

export type PageEncoding = "zstd" | "br" | "gzip";

export type PageCompressor = ZstdCompress | BrotliCompress | Gzip;

/**
 * Brotli quality 3: a boat page (130 kB of HTML in three bursts) costs 1.0-1.3 ms to compress instead of
 * 1.5-2.0 ms at quality 4 (3.1 ms at 5) for 21.3 kB instead of 20.3 kB. gzip, for the rare client without
 * brotli, stays at level 6. Each write is flushed, so every burst of the page reaches the browser at once.
 * Pages kept in the page cache are compressed harder, once (page-cache.server.ts).
 * A window of 256 kB (`LGWIN` 18) instead of brotli's default 4 MB: every page fits in it, so pages come out
 * the same size (only the stream's header, which names the window, differs), and each compressor costs about
 * a third less CPU (a boat or search page, sixteen at a time: 1.0-1.1 ms instead of 1.4-1.7), and far less
 * memory for the collector to account for. A longer answer only loses matches more than 256 kB back.
 */
export const BROTLI_WINDOW_BITS = 18;

export const COMPRESSION = {
  brotliOptions: {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 3,
      [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
    },
    flush: constants.BROTLI_OPERATION_FLUSH,
  },
  zlibOptions: { level: 6, flush: constants.Z_SYNC_FLUSH },
} as const;

/**
 * zstd, for the browsers that take it (Chrome and Edge since 123, Firefox since 126): level 3 with brotli's 256 kB
 * window and small match tables (a hash of 2^15 entries, a chain of 2^14) instead of level 3's own (2^17 and 2^16),
 * which a compressor fills afresh for every page. The home, boat and search pages came out 1 to 2 % larger than with
 * brotli quality 3 for about half its CPU (docs/decisions/043-cheap-rendering.md, "pages in zstd for the browsers
 * that take it"). Each write is flushed as brotli's is. Node marks its zstd streams experimental; the format and the
 * `zstd` content coding are RFC 8878's.
 */
export const ZSTD_OPTIONS = {
  params: {
    [constants.ZSTD_c_compressionLevel]: 3,
    [constants.ZSTD_c_windowLog]: BROTLI_WINDOW_BITS,
    [constants.ZSTD_c_hashLog]: 15,
    [constants.ZSTD_c_chainLog]: 14,
  },
  flush: constants.ZSTD_e_flush,
} as const;

/**
 * The encoding a page goes out in for an `Accept-Encoding` header: zstd when the client names it (the cheapest
 * to compress), else brotli, else gzip, else none; an encoding with a higher quality value than another wins
 * over it. Quality values of 0 refuse an encoding; `*` stands for any not named but zstd, which only a client
 * that names it gets (an old client saying `*` may not know it).
 */
export function pageEncoding(acceptEncoding: string | string[] | undefined): PageEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : acceptEncoding;
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";");
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: PageEncoding) => weights.get(coding) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gzip = weightOf("gzip");
  const zstd = weights.get("zstd") ?? 0;
  if (zstd > 0 && zstd >= br && zstd >= gzip) return "zstd";
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return null;
}

/** A `Vary` header value that names `Accept-Encoding` (kept as it is when it already does, or says `*`). */
export function varyOnEncoding(vary: unknown): string {
  const current = typeof vary === "string" ? vary : Array.isArray(vary) ? vary.join(", ") : "";
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return current;
  return current ? `${current}, Accept-Encoding` : "Accept-Encoding";
}

/**
 * A page ready for the reply: compressed whole with its length known (it was ready at once), or a compressor
 * still streaming its bursts.
 */
export type CompressedPage = Buffer | PageCompressor;

/**
 * The page's body compressed for the reply. Most pages are ready at once: React writes the whole document in
 * one burst (sprite-stream.server.ts), and the body ends right after its first chunk. Such a page is compressed
 * in one pass on the main thread (`compressWhole`) and goes out whole with its length: one socket write carrying
 * the headers and the page, where a stream took three (the headers with the page, the compressor's last bytes,
 * the chunked encoding's end) and two hand-overs to libuv's threads. A page whose body goes on
 * after its first burst (a part still loading) streams instead: each burst compressed and flushed as it
 * comes, the shell sent at once.
 * A body that fails before its first chunk rejects: nothing has been sent, and the reply can still be an error.
 */
export async function compressedPage(
  body: ReadableStream<Uint8Array>,
  encoding: PageEncoding,
): Promise<CompressedPage> {
  const reader = body.getReader();
  const first = await reader.read();
  if (first.done) return compressWhole(new Uint8Array(0), encoding);
  // The rest of the page, if it comes in this turn of the event loop, is the end of the body.
  const next = reader.read();
  const isEnd = await Promise.race([
    next.then(
      (result) => result.done,
      () => false,
    ),
    new Promise<false>((resolve) => setImmediate(() => resolve(false))),
  ]);
  if (isEnd) return compressWhole(first.value, encoding);
  return streamPage(reader, first.value, next, encoding);
}

/**
 * The page's body compressed as it streams: `first` (already read), then what `next` and later reads give, each
 * chunk flushed as it comes; cancels the page if dropped.
 */
function streamPage(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  first: Uint8Array,
  next: Promise<ReadableStreamReadResult<Uint8Array>>,
  encoding: PageEncoding,
): PageCompressor {
  const compressor = createCompressor(encoding);
  let isDone = false;
  // The visitor left (the reply destroyed the compressor): the render stops too.
  compressor.once("close", () => {
    if (!isDone) reader.cancel().catch(() => {});
  });
  compressor.write(first);
  void (async () => {
    try {
      for (let read = next; ; read = reader.read()) {
        const { done, value } = await read;
        if (done) break;
        if (compressor.destroyed) return;
        if (!compressor.write(value)) await waitForDrain(compressor);
      }
      isDone = true;
      compressor.end();
    } catch (error) {
      isDone = true;
      compressor.destroy(error as Error);
    }
  })();
  return compressor;
}

/**
 * A whole page compressed in one pass on the main thread, with the streaming compressors' settings but no
 * flush points: a page's few hundred microseconds of compressing without the two hand-overs to libuv's
 * threads and back that a compressor's write and end each take.
 */
function compressWhole(page: Uint8Array, encoding: PageEncoding): Buffer {
  if (encoding === "zstd") return zstdCompressSync(page, { params: ZSTD_OPTIONS.params });
  if (encoding === "br") return brotliCompressSync(page, { params: COMPRESSION.brotliOptions.params });
  return gzipSync(page, { level: COMPRESSION.zlibOptions.level });
}

function createCompressor(encoding: PageEncoding): PageCompressor {
  if (encoding === "zstd") return createZstdCompress(ZSTD_OPTIONS);
  if (encoding === "br") return createBrotliCompress(COMPRESSION.brotliOptions);
  return createGzip(COMPRESSION.zlibOptions);
}

function waitForDrain(stream: PageCompressor): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off("drain", done);
      stream.off("close", done);
      resolve();
    };
    stream.on("drain", done);
    stream.on("close", done);
  });
}
