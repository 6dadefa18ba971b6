import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type StandInCall, standInForApi } from "./api-stand-in.fixture.ts";
import { KEPT_MS, RETRY_MS } from "./kept-read.server.ts";
import {
  cacheableRequest,
  listingsChangesReader,
  PageCache,
  PUBLIC_PAGE_CACHE_CONTROL,
} from "./page-cache.server.ts";

const rateRow = (currency: string, rate: number) => ({
  currency,
  rate,
  date: "2026-11-27",
  source: "ecb",
  updatedAt: "2026-11-27T15:00:00.000Z",
});

/** The API: its exchange-rate table and the page cache's change log, which the test moves. */
function api() {
  const state = { usd: 1.087, down: false, changes: [] as { all: boolean }[], cursor: 0 };
  const calls: StandInCall[] = [];
  const answer = (call: StandInCall) => {
    calls.push(call);
    if (call.path.startsWith("search/changes")) {
      const all = state.changes.some((change) => change.all) || !call.path.includes("since=");
      state.changes = [];
      state.cursor += 1;
      return { status: 200, body: { cursor: String(state.cursor), boats: [], teams: [], all } };
    }
    if (call.path === "exchange-rates") {
      if (state.down) return { status: 503, body: { error: { code: "UNAVAILABLE", message: "down" } } };
      const rates = [rateRow("EUR", 1), rateRow("USD", state.usd)];
      return {
        status: 200,
        body: { base: "EUR", date: "2026-11-27", source: "ecb", rates },
      };
    }
    return { status: 404, body: { error: { code: "NOT_FOUND", message: "no" } } };
  };
  const rateReads = () => calls.filter((call) => call.path === "exchange-rates").length;
  return { state, answer, rateReads };
}

describe("the visitor's exchange rates, kept in the web server", () => {
  let restoreApi: () => Promise<void>;
  let stand: ReturnType<typeof api>;
  let visitorPrices: typeof import("./visitor-currency.server.ts").visitorPrices;
  const request = new Request("http://site/en-us/boats");

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.spyOn(console, "error").mockImplementation(() => {});
    stand = api();
    restoreApi = standInForApi(stand.answer);
    // A fresh module each test: nothing kept from another.
    vi.resetModules();
    ({ visitorPrices } = await import("./visitor-currency.server.ts"));
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    await restoreApi();
  });

  it("reads the table once for the renders of a minute, then again", async () => {
    const first = await visitorPrices(request, "en-US");
    expect(first).toEqual({
      currency: "USD",
      rates: {
        EUR: { rate: 1, date: "2026-11-27", source: "ecb" },
        USD: { rate: 1.087, date: "2026-11-27", source: "ecb" },
      },
    });
    for (let i = 0; i < 20; i++) await visitorPrices(request, i % 2 ? "en-US" : "fr");
    expect(stand.rateReads()).toBe(1);
    stand.state.usd = 1.1;
    vi.setSystemTime(Date.now() + KEPT_MS);
    // The first render after the minute starts the read; the renders once it has answered show its rates.
    await visitorPrices(request, "en-US");
    await vi.waitFor(() => expect(stand.rateReads()).toBe(2));
    await vi.waitFor(async () => expect((await visitorPrices(request, "en-US"))?.rates.USD?.rate).toBe(1.1));
    expect(stand.rateReads()).toBe(2);
  });

  it("keeps the last good table when a read fails, and gives null (no ≈) when it never had one", async () => {
    stand.state.down = true;
    expect(await visitorPrices(request, "en-US")).toBeNull();
    stand.state.down = false;
    vi.setSystemTime(Date.now() + RETRY_MS);
    expect((await visitorPrices(request, "en-GB"))?.currency).toBe("GBP");
    stand.state.down = true;
    vi.setSystemTime(Date.now() + KEPT_MS);
    await visitorPrices(request, "en-US");
    await vi.waitFor(() => expect(stand.rateReads()).toBe(3));
    const kept = await visitorPrices(request, "en-US");
    expect(kept?.rates.USD?.rate).toBe(1.087);
  });

  it("shows the new rate on a page rendered after the change reader applied a rate change", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    const readChanges = listingsChangesReader("http://127.0.0.1:3001", cache);
    const cacheable = cacheableRequest({
      method: "GET",
      url: "/en-us/boats",
      headers: { "accept-encoding": "br" },
    });
    if (!cacheable) throw new Error("the page should be cacheable");
    /** server.ts's order: the changes first, then the cached copy or a render stored with its epoch. */
    const page = async (): Promise<string> => {
      const epoch = await readChanges();
      if (epoch === null) throw new Error("the change reader should answer");
      const cached = cache.get(cacheable.key);
      if (cached) return cached.headers.find(([name]) => name === "x-usd")?.[1] ?? "";
      const prices = await visitorPrices(request, "en-US");
      const usd = String(prices?.rates.USD?.rate);
      const response = new Response(`<p>${usd}</p>`, {
        headers: { "content-type": "text/html", "cache-control": PUBLIC_PAGE_CACHE_CONTROL, "x-usd": usd },
      });
      await cache.store(cacheable, response, epoch, () => ({ boats: [], teams: [], listings: false }));
      return usd;
    };
    expect(await page()).toBe("1.087");
    expect(await page()).toBe("1.087");
    expect(stand.rateReads()).toBe(1);
    // An admin sets the dollar: the rate and, in the same transaction, a change naming neither boat nor team.
    stand.state.usd = 1.2;
    stand.state.changes.push({ all: true });
    // Well within the minute, yet the next page reads the rates again and shows the new one.
    expect(await page()).toBe("1.2");
    expect(stand.rateReads()).toBe(2);
    expect(await page()).toBe("1.2");
    expect(stand.rateReads()).toBe(2);
  });
});
