import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { COMPRESSION, compressPage, pageEncoding, varyOnEncoding } from "./page-compression.server.ts";

describe("pageEncoding", () => {
  it("prefers brotli, then gzip, and sends a page as it is to a client that takes neither", () => {
    expect(pageEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pageEncoding("gzip, deflate")).toBe("gzip");
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

describe("compressPage", () => {
  it("sends each chunk as soon as it comes (the shell before the late parts), decodable as one page", async () => {
    // A partial page decodes up to the last flush.
    const decoders = {
      br: (data: Buffer, partial = false) =>
        brotliDecompressSync(data, partial ? { finishFlush: constants.BROTLI_OPERATION_FLUSH } : {}),
      gzip: (data: Buffer, partial = false) =>
        gunzipSync(data, partial ? { finishFlush: constants.Z_SYNC_FLUSH } : {}),
    };
    for (const encoding of ["br", "gzip"] as const) {
      const decode = decoders[encoding];
      const { body, controller } = controlledBody();
      const compressed = compressPage(body, encoding);
      const received: Buffer[] = [];
      controller.enqueue(new TextEncoder().encode("<html><body><main>shell</main>"));
      // The shell comes out on its own, before the rest of the page exists.
      received.push(await nextData(compressed));
      const shell = decode(Buffer.concat(received), true).toString();
      expect(shell, encoding).toBe("<html><body><main>shell</main>");

      compressed.on("data", (chunk: Buffer) => received.push(chunk));
      const ended = new Promise((resolve) => compressed.once("end", resolve));
      controller.enqueue(new TextEncoder().encode("<section>late part</section></body></html>"));
      controller.close();
      await ended;
      expect(decode(Buffer.concat(received)).toString(), encoding).toBe(
        "<html><body><main>shell</main><section>late part</section></body></html>",
      );
    }
  });

  it("stops the render when the visitor goes away", async () => {
    const { body, controller, cancelled } = controlledBody();
    const compressed = compressPage(body, "br");
    controller.enqueue(new TextEncoder().encode("<html>"));
    await nextData(compressed);
    const closed = new Promise((resolve) => compressed.once("close", resolve));
    compressed.destroy();
    await closed;
    await expect.poll(cancelled).toBe(true);
  });

  it("fails the reply when the render fails midway", async () => {
    const { body, controller } = controlledBody();
    const compressed = compressPage(body, "gzip");
    const failed = new Promise<Error>((resolve) => compressed.once("error", resolve));
    controller.enqueue(new TextEncoder().encode("<html>"));
    controller.error(new Error("render broke"));
    expect((await failed).message).toBe("render broke");
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
});
