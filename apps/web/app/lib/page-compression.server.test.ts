import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  zstdCompressSync,
  zstdDecompressSync,
} from "node:zlib";
import { seededRandom } from "@keel/contracts/seeded-random";
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import {
  BROTLI_WINDOW_BITS,
  COMPRESSION,
  type CompressedPage,
  compressedPage,
  type PageCompressor,
  type PageEncoding,
  pageEncoding,
  varyOnEncoding,
  ZSTD_OPTIONS,
} from "./page-compression.server.ts";

const ENCODINGS: readonly PageEncoding[] = ["zstd", "br", "gzip"];

describe("pageEncoding", () => {
  it("prefers zstd, then brotli, then gzip, and sends a page as it is to a client that takes none", () => {
    // What Chrome, Edge and Firefox send.
    expect(pageEncoding("gzip, deflate, br, zstd")).toBe("zstd");
    // Safari.
    expect(pageEncoding("gzip, deflate, br")).toBe("br");
    expect(pageEncoding("gzip, deflate")).toBe("gzip");
    expect(pageEncoding("zstd")).toBe("zstd");
    expect(pageEncoding(["gzip", "br"])).toBe("br");
    expect(pageEncoding("deflate")).toBeNull();
    expect(pageEncoding("identity")).toBeNull();
    expect(pageEncoding("")).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
  });

  it("reads quality values: 0 refuses an encoding, a higher one wins, `*` stands for the others", () => {
    expect(pageEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pageEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(pageEncoding("BR; Q=1, gzip;q=0.8")).toBe("br");
    expect(pageEncoding("*")).toBe("br");
    expect(pageEncoding("*;q=0")).toBeNull();
    expect(pageEncoding("gzip;q=0, *;q=0.1")).toBe("br");
    expect(pageEncoding("br;q=0, gzip;q=0")).toBeNull();
    expect(pageEncoding("zstd;q=0, br, gzip")).toBe("br");
    expect(pageEncoding("zstd;q=0.5, br, gzip")).toBe("br");
    expect(pageEncoding("zstd;q=0.5, br;q=0.4, gzip;q=0.4")).toBe("zstd");
    expect(pageEncoding("zstd;q=0.5, gzip")).toBe("gzip");
  });

  it("gives zstd only to a client that names it, not for `*`", () => {
    expect(pageEncoding("*")).toBe("br");
    expect(pageEncoding("br;q=0, *")).toBe("gzip");
    expect(pageEncoding("br;q=0, gzip;q=0, *")).toBeNull();
  });
});

describe("varyOnEncoding", () => {
  it("adds Accept-Encoding to what the page varies on, once", () => {
    expect(varyOnEncoding(undefined)).toBe("Accept-Encoding");
    expect(varyOnEncoding("Cookie")).toBe("Cookie, Accept-Encoding");
    expect(varyOnEncoding(["Cookie", "Accept-Language"])).toBe("Cookie, Accept-Language, Accept-Encoding");
    expect(varyOnEncoding("Cookie, accept-encoding")).toBe("Cookie, accept-encoding");
    expect(varyOnEncoding("*")).toBe("*");
  });
});

/** A page body whose chunks the test hands out one at a time. */
function controlledBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let isCancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      isCancelled = true;
    },
  });
  return { body, controller, cancelled: () => isCancelled };
}

function nextData(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    stream.once("data", (chunk: Buffer) => resolve(chunk));
    stream.once("error", reject);
  });
}

/** A partial page decodes up to the last flush. */
const decoders = {
  zstd: (data: Buffer, partial = false) =>
    zstdDecompressSync(data, partial ? { finishFlush: constants.ZSTD_e_flush } : {}),
  br: (data: Buffer, partial = false) =>
    brotliDecompressSync(data, partial ? { finishFlush: constants.BROTLI_OPERATION_FLUSH } : {}),
  gzip: (data: Buffer, partial = false) =>
    gunzipSync(data, partial ? { finishFlush: constants.Z_SYNC_FLUSH } : {}),
};

const encode = (text: string) => new TextEncoder().encode(text);

/** A streaming page's compressor (not a whole page's buffer). */
async function streaming(page: Promise<CompressedPage>) {
  const compressed = await page;
  if (Buffer.isBuffer(compressed)) throw new Error("expected a streaming page, got a whole one");
  return compressed;
}

describe("compressedPage", () => {
  it("compresses a page ready at once whole, in one buffer without flush points", async () => {
    const html = `<html><body>${"<p>boat</p>".repeat(2000)}</body></html>`;
    for (const encoding of ENCODINGS) {
      const { body, controller } = controlledBody();
      controller.enqueue(encode(html));
      controller.close();
      const compressed = await compressedPage(body, encoding);
      expect(Buffer.isBuffer(compressed), encoding).toBe(true);
      expect(decoders[encoding](compressed as Buffer).toString(), encoding).toBe(html);
    }
    // No flush point: the same bytes as compressing the page in one go with the streaming settings.
    const { body, controller } = controlledBody();
    controller.enqueue(encode(html));
    controller.close();
    expect(await compressedPage(body, "zstd")).toEqual(
      zstdCompressSync(encode(html), { params: ZSTD_OPTIONS.params }),
    );
  });

  it("takes a body that ends in the same turn as its first chunk as ready at once, and an empty one", async () => {
    const { body, controller } = controlledBody();
    const compressed = compressedPage(body, "br");
    controller.enqueue(encode("<html>page</html>"));
    // The way React's document ends (sprite-stream.server.ts): the last chunk, then the end a moment later.
    queueMicrotask(() => controller.close());
    expect(brotliDecompressSync((await compressed) as Buffer).toString()).toBe("<html>page</html>");

    const empty = controlledBody();
    empty.controller.close();
    expect(gunzipSync((await compressedPage(empty.body, "gzip")) as Buffer).toString()).toBe("");
  });

  it("streams a page still rendering after its first chunk: the shell before the late parts, decodable as one page", async () => {
    for (const encoding of ENCODINGS) {
      const decode = decoders[encoding];
      const { body, controller } = controlledBody();
      const page = compressedPage(body, encoding);
      controller.enqueue(encode("<html><body><main>shell</main>"));
      const compressed = await streaming(page);
      const received: Buffer[] = [];
      // The shell comes out on its own, before the rest of the page exists.
      received.push(await nextData(compressed));
      const shell = decode(Buffer.concat(received), true).toString();
      expect(shell, encoding).toBe("<html><body><main>shell</main>");

      compressed.on("data", (chunk: Buffer) => received.push(chunk));
      const ended = new Promise((resolve) => compressed.once("end", resolve));
      controller.enqueue(encode("<section>late part</section></body></html>"));
      controller.close();
      await ended;
      expect(decode(Buffer.concat(received)).toString(), encoding).toBe(
        "<html><body><main>shell</main><section>late part</section></body></html>",
      );
    }
  });

  it("stops the render when the visitor goes away", async () => {
    const { body, controller, cancelled } = controlledBody();
    const page = compressedPage(body, "br");
    controller.enqueue(encode("<html>"));
    const compressed = await streaming(page);
    await nextData(compressed);
    const closed = new Promise((resolve) => compressed.once("close", resolve));
    compressed.destroy();
    await closed;
    await expect.poll(cancelled).toBe(true);
  });

  it("fails the reply when the render fails midway, and rejects when it fails before its first chunk", async () => {
    for (const failsAtOnce of [false, true]) {
      const { body, controller } = controlledBody();
      const page = compressedPage(body, "gzip");
      controller.enqueue(encode("<html>"));
      if (failsAtOnce) controller.error(new Error("render broke"));
      const compressed = await streaming(page);
      const failed = new Promise<Error>((resolve) => compressed.once("error", resolve));
      if (!failsAtOnce) controller.error(new Error("render broke"));
      expect((await failed).message).toBe("render broke");
    }
    const { body, controller } = controlledBody();
    const page = compressedPage(body, "zstd");
    controller.error(new Error("no shell"));
    await expect(page).rejects.toThrow("no shell");
  });
});

/**
 * A page sent as the web server sends it (the compressor as the reply's body, server.ts's sendFetchResponse)
 * through a real socket: every way a reply ends must close its compressor, which frees the compressor's native
 * state (brotli's and zlib's memory lives outside V8's heap, where a leak shows only as RSS growing with the
 * pages served; docs/decisions/043-cheap-rendering.md, 2026-11-27).
 */
describe("compressedPage as a reply's body", () => {
  const servers: { close(): Promise<unknown> }[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });

  async function servePage(encoding: PageEncoding) {
    const page = controlledBody();
    const { promise: compressorMade, resolve } = Promise.withResolvers<PageCompressor>();
    const app = Fastify();
    app.get("/", async (_request, reply) => {
      const compressor = await streaming(compressedPage(page.body, encoding));
      resolve(compressor);
      reply.header("content-type", "text/html").header("content-encoding", encoding);
      return reply.send(compressor);
    });
    servers.push(app);
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;
    // A visitor: the answer's first bytes, then the test decides how the visit ends.
    const request = httpRequest({ host: "127.0.0.1", port, path: "/" });
    const { promise: answered, resolve: onResponse, reject } = Promise.withResolvers<NodeJS.ReadableStream>();
    request.once("response", onResponse).once("error", reject).end();
    page.controller.enqueue(new TextEncoder().encode(`<html><body>${"<p>shell</p>".repeat(500)}`));
    const response = await answered;
    await nextData(response);
    const compressor = await compressorMade;
    const closed = new Promise<void>((resolveClose) => {
      if (compressor.closed) resolveClose();
      else compressor.once("close", () => resolveClose());
    });
    return { page, request, response, compressor, closed };
  }

  it("sends a page ready at once with its length, in one piece, not chunked", async () => {
    const html = `<html><body>${"<p>boat</p>".repeat(500)}</body></html>`;
    const app = Fastify();
    app.get("/", async (_request, reply) => {
      const { body, controller } = controlledBody();
      controller.enqueue(encode(html));
      controller.close();
      reply.header("content-type", "text/html").header("content-encoding", "zstd");
      return reply.send(await compressedPage(body, "zstd"));
    });
    servers.push(app);
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const {
      promise: answered,
      resolve,
      reject,
    } = Promise.withResolvers<import("node:http").IncomingMessage>();
    httpRequest({ host: "127.0.0.1", port, path: "/" }).once("response", resolve).once("error", reject).end();
    const response = await answered;
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    const received = Buffer.concat(chunks);
    expect(response.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(response.headers["content-length"])).toBe(received.length);
    expect(zstdDecompressSync(received).toString()).toBe(html);
  });

  it("closes the compressor when the page has been sent", async () => {
    for (const encoding of ENCODINGS) {
      const { page, response, compressor, closed } = await servePage(encoding);
      const ended = new Promise((resolve) => response.once("end", resolve));
      response.resume();
      page.controller.enqueue(new TextEncoder().encode("</body></html>"));
      page.controller.close();
      await ended;
      await closed;
      expect(compressor.destroyed, encoding).toBe(true);
      expect(page.cancelled(), encoding).toBe(false);
    }
  });

  it("closes the compressor and stops the render when the visitor leaves midway", async () => {
    for (const encoding of ENCODINGS) {
      const { page, request, compressor, closed } = await servePage(encoding);
      request.destroy();
      await closed;
      expect(compressor.destroyed, encoding).toBe(true);
      await expect.poll(page.cancelled).toBe(true);
    }
  });

  it("closes the compressor when the render fails after the shell was sent", async () => {
    for (const encoding of ENCODINGS) {
      const { page, response, compressor, closed } = await servePage(encoding);
      response.on("error", () => {});
      response.resume();
      page.controller.error(new Error("render broke"));
      await closed;
      expect(compressor.destroyed, encoding).toBe(true);
    }
  });
});

describe("COMPRESSION", () => {
  /** A page-like document of `size` bytes whose repeats reach far back (the same card every 60 kB or so). */
  function longPage(size: number): Buffer {
    const parts: string[] = [];
    for (let at = 0; parts.join("").length < size; at++) {
      parts.push(
        `<article class="boat-card" data-n="${at % 97}"><h3>Boat ${at * 7919}</h3><p>${"x".repeat(at % 13)}</p></article>`,
      );
      if (at % 400 === 0) parts.push(String(at).repeat(2000));
    }
    return Buffer.from(parts.join("").slice(0, size));
  }

  it("gives a page of up to 250 kB the same bytes as brotli's default 4 MB window", () => {
    const page = longPage(250_000);
    const params: Record<number, number> = COMPRESSION.brotliOptions.params;
    const own = brotliCompressSync(page, { params });
    // Brotli's default window: 22 bits, 4 MB.
    const wide = brotliCompressSync(page, { params: { ...params, [constants.BROTLI_PARAM_LGWIN]: 22 } });
    expect(own.length).toBe(wide.length);
    expect(brotliDecompressSync(own).equals(page)).toBe(true);
  });

  /** A search page's worth of cards, their words and figures drawn by a fixed pseudo-random sequence. */
  function cardsPage(size: number): Buffer {
    const words =
      "boat sail hull engine cabin berth beam draft marina yacht motor catamaran used new broker dealer harbour keel mast teak deck galley".split(
        " ",
      );
    const next = seededRandom(1);
    const word = () => words[Math.floor(next() * words.length)];
    let html = "";
    while (html.length < size) {
      const title = `${word()} ${word()} ${word()}`;
      html += `<article class="boat-card"><a href="/boats/${title.replaceAll(" ", "-")}-${Math.floor(next() * 1e6)}"><h3>${title}</h3></a><dl><dt class="fact-year">Year</dt><dd>${1980 + Math.floor(next() * 46)}</dd><dt class="fact-length">Length</dt><dd>${(next() * 30).toFixed(2)} m</dd></dl><p class="boat-card-price">${Math.floor(next() * 900_000)} €</p></article>`;
    }
    return Buffer.from(html.slice(0, size));
  }

  it("zstd: a page, streamed or whole, decodes within a 256 kB window, and the small match tables cost at most 3 % in size", async () => {
    const page = longPage(250_000);
    const { body, controller } = controlledBody();
    const streamed = compressedPage(body, "zstd");
    controller.enqueue(page.subarray(0, 20_000));
    controller.enqueue(page.subarray(20_000));
    controller.close();
    const compressed = await streaming(streamed);
    const received: Buffer[] = [];
    compressed.on("data", (chunk: Buffer) => received.push(chunk));
    await new Promise((resolve) => compressed.once("end", resolve));
    // A decoder that refuses any window over 256 kB (a larger windowLog fails here).
    const params = { [constants.ZSTD_d_windowLogMax]: BROTLI_WINDOW_BITS };
    expect(zstdDecompressSync(Buffer.concat(received), { params }).equals(page)).toBe(true);
    const whole = controlledBody();
    whole.controller.enqueue(page);
    whole.controller.close();
    const wholePage = (await compressedPage(whole.body, "zstd")) as Buffer;
    expect(zstdDecompressSync(wholePage, { params }).equals(page)).toBe(true);
    // Level 3's own tables (2^17 and 2^16 entries) over the same window, on a list of cards.
    const cards = cardsPage(150_000);
    const own = zstdCompressSync(cards, { params: ZSTD_OPTIONS.params });
    const level3 = zstdCompressSync(cards, {
      params: { [constants.ZSTD_c_compressionLevel]: 3, [constants.ZSTD_c_windowLog]: BROTLI_WINDOW_BITS },
    });
    expect(own.length).toBeLessThanOrEqual(level3.length * 1.03);
  });
});
