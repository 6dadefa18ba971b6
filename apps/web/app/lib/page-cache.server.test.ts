import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Shown } from "@keel/contracts/page-shows";
import { describe, expect, it, vi } from "vitest";
import {
  cacheableRequest,
  DETAIL_VIEW_HEADER,
  encodingFor,
  isAnonymous,
  listingsChangesReader,
  PAGE_SECONDS,
  PageCache,
  PUBLIC_PAGE_CACHE_CONTROL,
  sharedMaxAge,
} from "./page-cache.server.ts";

/** What a page shows, as its render collected it. */
const shows =
  (boats: number[] = [], teams: number[] = [], listings = false): (() => Shown) =>
  () => ({ boats, teams, listings });
const NOTHING = shows();
/** A busy machine may take a while to pass a request over loopback: wait for it rather than fail. */
const WAIT = { timeout: 30_000 };

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
    const french = cacheableRequest(get("/fr/boats?type=sailboat", { "accept-encoding": "gzip, br" }));
    const gzip = cacheableRequest(get("/boats?type=sailboat", { "accept-encoding": "gzip" }));
    const keys = new Set([plain, french, gzip].map((request) => request?.key));
    expect(keys.size).toBe(3);
    expect(cacheableRequest(get("/boats?type=sailboat", { "accept-encoding": "br, gzip" }))?.key).toBe(
      plain?.key,
    );
  });

  it("keeps one copy of a page however the visitor's browser words its languages", () => {
    const key = (headers: Record<string, string>) =>
      cacheableRequest(get("/boats/x", { "accept-encoding": "br", ...headers }))?.key;
    const none = key({});
    expect(none).toBeDefined();
    // Each is served the default language's page at the unprefixed URL.
    const wordings: Record<string, string>[] = [
      { "accept-language": "en-US,en;q=0.9" },
      { "accept-language": "en-US" },
      { "accept-language": "en-US,en;q=0.9,fr;q=0.8" },
      { "accept-language": "de-DE,de;q=0.9" },
      { cookie: "locale=en-US" },
      { cookie: "locale=en-US", "accept-language": "it-IT,it;q=0.9" },
    ];
    for (const headers of wordings) expect(key(headers)).toBe(none);
    // A prefixed URL is served in its language whatever the visitor prefers.
    const french = (headers: Record<string, string>) =>
      cacheableRequest(get("/fr/boats/x", { "accept-encoding": "br", ...headers }))?.key;
    expect(french({ "accept-language": "en-US" })).toBe(french({ cookie: "locale=it" }));
    expect(french({})).not.toBe(none);
  });

  it("stays out of a request the locale middleware sends to another language", () => {
    // Each would be redirected (to /fr/boats/x, /en-GB/boats/x, /it/boats/x, or without ?lang=).
    expect(cacheableRequest(get("/boats/x", { cookie: "locale=fr" }))).toBeNull();
    expect(cacheableRequest(get("/boats/x", { "accept-language": "en-GB,en;q=0.9" }))).toBeNull();
    expect(cacheableRequest(get("/boats/x", { "accept-language": "it-IT,it;q=0.9,en;q=0.8" }))).toBeNull();
    expect(cacheableRequest(get("/boats/x?lang=es"))).toBeNull();
    expect(cacheableRequest(get("/FR/boats/x"))).toBeNull();
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

  it("keeps a page per chosen currency (approximate prices differ), anonymous still", () => {
    const chosen = cacheableRequest(get("/boats/x", { cookie: "currency=GBP" }));
    const other = cacheableRequest(get("/boats/x", { cookie: "currency=CHF" }));
    const none = cacheableRequest(get("/boats/x"));
    expect(chosen).not.toBeNull();
    expect(new Set([chosen!.key, other!.key, none!.key]).size).toBe(3);
    expect(isAnonymous({ cookie: "locale=fr; currency=USD" })).toBe(true);
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

  it("keeps a public page compressed for its lifetime, without the detail-view header", async () => {
    let now = 1_000;
    const cache = new PageCache({ maxBytes: 1_000_000, now: () => now });
    const stored = await cache.store(br, html("<p>boat</p>", { [DETAIL_VIEW_HEADER]: "42" }), 0, NOTHING);
    expect(brotliDecompressSync(stored!.body).toString()).toBe("<p>boat</p>");
    expect(stored!.detailView).toBe(42);
    expect(stored!.headers.map(([name]) => name)).not.toContain(DETAIL_VIEW_HEADER);
    expect(cache.get(br.key)).toBe(stored);
    now += PAGE_SECONDS * 1000 - 1;
    expect(cache.get(br.key)).toBe(stored);
    now += 1;
    expect(cache.get(br.key)).toBeUndefined();
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
  });

  it("keeps a page no longer than its answers hold by themselves (a reduction ageing out at 00:00 UTC)", async () => {
    let now = 1_000;
    const cache = new PageCache({ maxBytes: 1_000_000, now: () => now });
    const until = now + 60_000;
    const stored = await cache.store(br, html("<p>boat</p>"), 0, () => ({
      boats: [7],
      teams: [],
      listings: false,
      until,
    }));
    expect(stored!.expiresAt).toBe(until);
    now = until - 1;
    expect(cache.get(br.key)).toBe(stored);
    now = until;
    expect(cache.get(br.key)).toBeUndefined();
  });

  it("drops a boat's page when the boat, its team or a similar boat's card changes, and only then", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    const page = (url: string) => cacheableRequest(get(url, { "accept-encoding": "br" }))!;
    // Boat 7 of team 3, showing the cards of boats 8 and 9; boat 20 of team 4, showing boat 7's card.
    const seven = page("/boats/seven");
    const twenty = page("/boats/twenty");
    const store = async () => {
      await cache.store(seven, html("<p>7</p>"), cache.epoch, shows([7, 8, 9], [3]));
      await cache.store(twenty, html("<p>20</p>"), cache.epoch, shows([20, 7], [4]));
    };
    await store();
    cache.apply({ boats: [11, 12], teams: [5], all: false });
    expect(cache.get(seven.key)).toBeDefined();
    expect(cache.get(twenty.key)).toBeDefined();
    // A similar boat's card changed: only the page showing it goes.
    cache.apply({ boats: [9], teams: [], all: false });
    expect(cache.get(seven.key)).toBeUndefined();
    expect(cache.get(twenty.key)).toBeDefined();
    await store();
    // Boat 7 itself: its page, and every page showing its card.
    cache.apply({ boats: [7], teams: [], all: false });
    expect(cache.get(seven.key)).toBeUndefined();
    expect(cache.get(twenty.key)).toBeUndefined();
    await store();
    cache.apply({ boats: [], teams: [4], all: false });
    expect(cache.get(seven.key)).toBeDefined();
    expect(cache.get(twenty.key)).toBeUndefined();
    // A label every page shows.
    cache.apply({ boats: [], teams: [], all: true });
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
  });

  it("does not keep a page that a change landing during its render touches", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    const started = cache.epoch;
    // The boat changed while its page was rendering: the visitor gets this render, nobody else does.
    cache.apply({ boats: [7], teams: [], all: false });
    expect(await cache.store(br, html("<p>7</p>"), started, shows([7], [3]))).not.toBeNull();
    expect(cache.get(br.key)).toBeUndefined();
    // An unrelated change meanwhile: kept.
    const again = cache.epoch;
    cache.apply({ boats: [8], teams: [], all: false });
    await cache.store(br, html("<p>7</p>"), again, shows([7], [3]));
    expect(cache.get(br.key)).toBeDefined();
  });

  it("drops a page showing every listing (home, search) at any listing change", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    await cache.store(br, html("<p>search</p>"), cache.epoch, shows([7], [], true));
    cache.apply({ boats: [], teams: [], all: false });
    expect(cache.get(br.key)).toBeDefined();
    cache.apply({ boats: [99], teams: [], all: false });
    expect(cache.get(br.key)).toBeUndefined();
  });

  it("asks the API what changed since its last answer, with requests arriving together sharing a read", async () => {
    const asked: string[] = [];
    // Each answer is held until the test releases it, so that reads surely overlap.
    const releases: (() => void)[] = [];
    const server = createServer((request, response) => {
      asked.push(request.url ?? "");
      const since = new URL(request.url ?? "", "http://api").searchParams.get("since");
      releases.push(() => {
        if (!request.url?.startsWith("/api/v1/search/changes")) return void response.writeHead(500).end();
        const cursor = String(Number(since ?? 0) + 1);
        const boats = since === null ? [] : [Number(since) + 100];
        response.end(
          JSON.stringify({ cursor, version: Number(cursor), boats, teams: [], all: since === null }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const cache = new PageCache({ maxBytes: 1_000_000 });
      const read = listingsChangesReader(`http://127.0.0.1:${port}`, cache);
      // The first read has no cursor: everything counts as changed.
      const first = read();
      await vi.waitFor(() => expect(asked).toEqual(["/api/v1/search/changes"]), WAIT);
      releases.shift()!();
      expect(await first).toBe(cache.epoch);
      await cache.store(br, html("<p>101</p>"), cache.epoch, shows([101]));
      const second = read();
      await vi.waitFor(() => expect(asked).toHaveLength(2), WAIT);
      // Arriving while the second read runs: they wait for one read that leaves after them.
      const later = Promise.all([read(), read()]);
      releases.shift()!();
      expect(await second).toBe(cache.epoch);
      // The second answer named boat 101: its page is gone.
      expect(cache.get(br.key)).toBeUndefined();
      await vi.waitFor(() => expect(asked).toHaveLength(3), WAIT);
      expect(asked.slice(1)).toEqual(["/api/v1/search/changes?since=1", "/api/v1/search/changes?since=2"]);
      releases.shift()!();
      const [a, b] = await later;
      expect(a).toBe(b);
      expect(asked).toHaveLength(3);
      const broken = listingsChangesReader(`http://127.0.0.1:${port}/broken`, cache)();
      await vi.waitFor(() => expect(releases).toHaveLength(1), WAIT);
      releases.shift()!();
      expect(await broken).toBeNull();
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
      return cache.store(br, html("<p>once</p>"), cache.epoch, NOTHING);
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
    const stored = await cache.store(gzip, html("<p>hello</p>"), cache.epoch, NOTHING);
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
      expect(await cache.store(br, response, cache.epoch, NOTHING)).toBeNull();
      expect(response.bodyUsed).toBe(false);
    }
    expect(cache.size.pages).toBe(0);
  });

  it("evicts the least recently used pages past its memory bound", async () => {
    const cache = new PageCache({ maxBytes: 2_000 });
    const identity = (url: string) => cacheableRequest(get(url))!;
    const page = "x".repeat(150);
    for (const url of ["/a", "/b", "/c"]) await cache.store(identity(url), html(page), cache.epoch, NOTHING);
    expect(cache.get(identity("/a").key)).toBeDefined();
    for (let i = 0; i < 11; i += 1)
      await cache.store(identity(`/more-${i}`), html(page), cache.epoch, NOTHING);
    expect(cache.size.bytes).toBeLessThanOrEqual(2_000);
    expect(cache.get(identity("/b").key)).toBeUndefined();
    expect(cache.get(identity("/more-10").key)).toBeDefined();
  });
});
