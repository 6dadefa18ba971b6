/**
 * The search page's loader against a stand-in for the API (api-stand-in.fixture.ts), and its meta: the results'
 * boats go to search engines as an ItemList built by `meta` from the cards, not sent twice in the page's data.
 */
import type { TBoatCard } from "@keel/contracts/boats";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { standInForApi } from "#app/lib/api-stand-in.fixture.ts";
import { localeContext } from "#app/lib/i18n.server.ts";
import type { SiteMeta } from "#app/lib/meta.ts";
import { requestInfoContext } from "#app/lib/request-info.ts";
import { loader, meta } from "./search.tsx";

const card = (id: number): TBoatCard => ({
  id,
  slug: `boat-${id}`,
  title: `Boat ${id}`,
  price: { amount: 10_000_000, currency: "EUR" },
  isPriceOnRequest: false,
  isVatIncluded: true,
  yearBuilt: 2020,
  lengthM: 12,
  country: "FR",
  city: "Brest",
  condition: "Used",
  photo: null,
  publishedAt: "2026-11-01T00:00:00.000Z",
  status: "published",
  priceReduction: null,
});

const SITE: SiteMeta = {
  brand: "Keel",
  publicAppUrl: "https://keel.test",
  locale: "fr",
  defaultTitle: "Keel",
  defaultDescription: "Bateaux",
  keywords: "bateaux",
};

type LoaderResult = { data: Record<string, unknown> & { meta: Record<string, unknown> } };
type MetaArgs = Parameters<typeof meta>[0];

async function load(path: string) {
  const context = new RouterContextProvider();
  context.set(localeContext, "fr");
  context.set(requestInfoContext, { clientIp: "203.0.113.9", buildId: "test", nonce: "" });
  const request = new Request(`http://site.test${path}`);
  return (await loader({ request, context, params: {} } as never)) as unknown as LoaderResult;
}

function metaOf(loaderData: unknown, pathname = "/fr/boats") {
  return meta({
    loaderData,
    matches: [{ id: "root", loaderData: { site: SITE } }],
    location: { pathname },
    params: {},
  } as unknown as MetaArgs);
}

const itemList = (descriptors: ReturnType<typeof meta>) =>
  descriptors?.find((d) => d && "script:ld+json" in d)?.["script:ld+json" as never] as unknown as
    | { numberOfItems: number; itemListElement: { position: number; url: string; name: string }[] }
    | undefined;

describe("the search page's loader", () => {
  let restoreApi: () => Promise<void>;
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    restoreApi = standInForApi(({ path }) => {
      if (path.startsWith("boats?"))
        return {
          status: 200,
          body: { items: [card(1), card(2)], total: 30, page: 2, pageSize: 24, sort: "newest", facets: null },
        };
      return { status: 503, body: { error: { code: "UNAVAILABLE", message: "no" } } };
    });
  });
  afterEach(async () => {
    await restoreApi();
    vi.restoreAllMocks();
  });

  it("sends the cards without what no card shows, and no ItemList of its own", async () => {
    const { data } = await load("/fr/boats?page=2&sort=newest");
    const items = (data.result as { items: Record<string, unknown>[] }).items;
    expect(items.map((item) => item.slug)).toEqual(["boat-1", "boat-2"]);
    for (const item of items) expect(item).not.toHaveProperty("publishedAt");
    expect(items[0]).toMatchObject({ title: "Boat 1", price: { amount: 10_000_000 }, photo: null });
    expect(data.meta).not.toHaveProperty("extra");
    expect(JSON.stringify(data)).not.toContain("ItemList");
  });

  it("gives meta the ItemList of the results, numbered from the page's first boat", async () => {
    const { data } = await load("/fr/boats?page=2&sort=newest");
    const list = itemList(metaOf(data));
    expect(list).toMatchObject({ "@type": "ItemList", numberOfItems: 2 });
    expect(list?.itemListElement).toEqual([
      { "@type": "ListItem", position: 25, url: "https://keel.test/fr/boats/boat-1", name: "Boat 1" },
      { "@type": "ListItem", position: 26, url: "https://keel.test/fr/boats/boat-2", name: "Boat 2" },
    ]);
  });
});

describe("the search page's meta", () => {
  it("adds no ItemList when there are no results or the API could not answer", () => {
    const state = { page: 1, pageSize: 24 };
    const empty = { state, result: { items: [], total: 0 }, meta: { title: "Bateaux" } };
    expect(itemList(metaOf(empty))).toBeUndefined();
    expect(itemList(metaOf({ state, result: null, meta: { title: "Bateaux" } }))).toBeUndefined();
    expect(metaOf(empty)).toContainEqual({ title: "Bateaux - Keel" });
  });
});
