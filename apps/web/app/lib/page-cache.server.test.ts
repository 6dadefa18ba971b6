import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import {
  cacheableRequest,
  DETAIL_VIEW_HEADER,
  encodingFor,
  isAnonymous,
  listingsVersionReader,
  PageCache,
  PUBLIC_PAGE_CACHE_CONTROL,
  sharedMaxAge,
} from "./page-cache.server.ts";

const get = (url: string, headers: Record<string, string> = {}) => ({ method: "GET", url, headers });
const html = (body: string, headers: Record<string, string> = {}, status = 200) =>
  new Response(body, {
    status,
    headers: { "content-type": "text/html", "cache-control": PUBLIC_PAGE_CACHE_CONTROL, ...headers },
  });

describe("which requests the page cache answers", () => {
  it("takes anonymous GETs of documents, keyed by URL, language and encoding", () => {
    const plain = cacheableRequest(get("/boats?type=sailboat", { "accept-encoding": "gzip, br" }));
    expect(plain?.encoding).toBe("br");
    const french = cacheableRequest(
      get("/boats?type=sailboat", { "accept-encoding": "gzip, br", cookie: "locale=fr" }),
    );
    const english = cacheableRequest(
      get("/boats?type=sailboat", { "accept-language": "en-GB", "accept-encoding": "br" }),
    );
    const gzip = cacheableRequest(get("/boats?type=sailboat", { "accept-encoding": "gzip" }));
    const keys = new Set([plain, french, english, gzip].map((request) => request?.key));
    expect(keys.size).toBe(4);
    expect(cacheableRequest(get("/boats?type=sailboat", { "accept-encoding": "br, gzip" }))?.key).toBe(
      plain?.key,
    );
  });

  it("stays out of signed-in visitors, other methods and data requests", () => {
    expect(cacheableRequest(get("/", { cookie: "locale=fr; keel_token=abc" }))).toBeNull();
    expect(cacheableRequest(get("/", { cookie: "flash=saved" }))).toBeNull();
    expect(cacheableRequest(get("/", { authorization: "Bearer abc" }))).toBeNull();
    expect(cacheableRequest({ method: "POST", url: "/boats/x", headers: {} })).toBeNull();
    expect(cacheableRequest(get("/boats/x.data"))).toBeNull();
    expect(cacheableRequest(get("/boats?q=x.data"))).not.toBeNull();
    expect(isAnonymous({ cookie: "locale=it" })).toBe(true);
    expect(isAnonymous({ cookie: "locale=it; tz=Europe%2FRome" })).toBe(true);
    expect(isAnonymous({ cookie: "team_id=3" })).toBe(false);
  });

  it("picks the encoding the visitor accepts, ignoring q=0", () => {
    expect(encodingFor("gzip, deflate, br")).toBe("br");
    expect(encodingFor("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(encodingFor("deflate")).toBe("identity");
    expect(encodingFor("")).toBe("identity");
  });

  it("reads s-maxage of public responses only", () => {
    expect(sharedMaxAge(PUBLIC_PAGE_CACHE_CONTROL)).toBe(60);
    expect(sharedMaxAge("public, max-age=60")).toBe(0);
    expect(sharedMaxAge("private, s-maxage=10")).toBe(0);
    expect(sharedMaxAge("public, no-store, s-maxage=10")).toBe(0);
    expect(sharedMaxAge("public, s-maxage=abc")).toBe(0);
    expect(sharedMaxAge(null)).toBe(0);
  });
});

describe("PageCache", () => {
  const br = cacheableRequest(get("/", { "accept-encoding": "br" }))!;

  it("keeps a public page compressed for its s-maxage, without the detail-view header", async () => {
    let now = 1_000;
    const cache = new PageCache({ maxBytes: 1_000_000, now: () => now });
    const stored = await cache.store(br, html("<p>boat</p>", { [DETAIL_VIEW_HEADER]: "42" }), 7);
    expect(brotliDecompressSync(stored!.body).toString()).toBe("<p>boat</p>");
    expect(stored!.detailView).toBe(42);
    expect(stored!.headers.map(([name]) => name)).not.toContain(DETAIL_VIEW_HEADER);
    expect(cache.get(br.key, 7)).toBe(stored);
    now += 59_999;
    expect(cache.get(br.key, 7)).toBe(stored);
    now += 1;
    expect(cache.get(br.key, 7)).toBeUndefined();
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
  });

  it("drops a copy once the listings' version has moved", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    await cache.store(br, html("<p>old price</p>"), 7);
    expect(cache.get(br.key, 8)).toBeUndefined();
    expect(cache.get(br.key, 7)).toBeUndefined();
    expect(cache.size.pages).toBe(0);
  });

  it("reads the listings' version once for requests arriving together, and null when the API cannot say", async () => {
    let calls = 0;
    // The first answer is held until the test has seen the request, so the three reads surely overlap.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = createServer((request, response) => {
      calls += 1;
      void held.then(() => {
        if (request.url === "/api/v1/search/version") response.end(JSON.stringify({ version: 12 }));
        else response.writeHead(500).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const read = listingsVersionReader(`http://127.0.0.1:${port}`);
      const together = Promise.all([read(), read(), read()]);
      await vi.waitFor(() => expect(calls).toBe(1));
      release();
      expect(await together).toEqual([12, 12, 12]);
      expect(calls).toBe(1);
      expect(await read()).toBe(12);
      expect(calls).toBe(2);
      expect(await listingsVersionReader(`http://127.0.0.1:${port}/broken`)()).toBeNull();
    } finally {
      server.close();
    }
  });

  it("renders a page once for the requests that want it together", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    let renders = 0;
    // The render is still running when the other two requests ask: it waits until all three have.
    let release = () => {};
    const asked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const render = async () => {
      renders += 1;
      await asked;
      return cache.store(br, html("<p>once</p>"), 3);
    };
    const together = Promise.all([
      cache.once(br.key, render),
      cache.once(br.key, render),
      cache.once(br.key, render),
    ]);
    release();
    const [first, second, third] = await together;
    expect(renders).toBe(1);
    expect([first.waited, second.waited, third.waited]).toEqual([false, true, true]);
    expect(second.page).toBe(first.page);
    // Nothing to share: the others hear null and render for themselves.
    const nothing = await Promise.all([cache.once("other", async () => null), cache.once("other", render)]);
    expect(nothing.map((outcome) => outcome.page)).toEqual([null, null]);
  });

  it("stores gzip for gzip visitors", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    const gzip = cacheableRequest(get("/", { "accept-encoding": "gzip" }))!;
    const stored = await cache.store(gzip, html("<p>hello</p>"), 1);
    expect(gunzipSync(stored!.body).toString()).toBe("<p>hello</p>");
  });

  it("refuses private, cookie-setting and non-200 responses, leaving their body unread", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    for (const response of [
      html("x", { "cache-control": "private, no-cache" }),
      html("x", { "set-cookie": "flash=; Max-Age=0" }),
      html("x", {}, 410),
      new Response("x", { status: 200 }),
    ]) {
      expect(await cache.store(br, response, 1)).toBeNull();
      expect(response.bodyUsed).toBe(false);
    }
    expect(cache.size.pages).toBe(0);
  });

  it("evicts the least recently used pages past its memory bound", async () => {
    const cache = new PageCache({ maxBytes: 2_000 });
    const identity = (url: string) => cacheableRequest(get(url))!;
    const page = "x".repeat(150);
    for (const url of ["/a", "/b", "/c"]) await cache.store(identity(url), html(page), 1);
    expect(cache.get(identity("/a").key, 1)).toBeDefined();
    for (let i = 0; i < 11; i += 1) await cache.store(identity(`/more-${i}`), html(page), 1);
    expect(cache.size.bytes).toBeLessThanOrEqual(2_000);
    expect(cache.get(identity("/b").key, 1)).toBeUndefined();
    expect(cache.get(identity("/more-10").key, 1)).toBeDefined();
  });
});
