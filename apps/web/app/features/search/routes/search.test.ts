/**
 * The search page's loader against a stand-in for the API (api-stand-in.fixture.ts): the cards it sends, and
 * the results' boats for search engines as an ItemList (its JSON-LD), and the stand-ins a document carries.
 */
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { standInForApi } from "#app/lib/api-stand-in.fixture.ts";
import { siteIdentity } from "#app/lib/config.server.ts";
import { localeContext } from "#app/lib/i18n.server.ts";
import { pageOnlyContext } from "#app/lib/page-only.server.ts";
import { boatCardFixture } from "#app/lib/public-boat.fixture.ts";
import { requestInfoContext } from "#app/lib/request-info.ts";
import { PAGE_ONLY_KEY } from "#app/lib/static-part.tsx";
import { loader } from "./search.tsx";

type LoaderResult = { data: Record<string, unknown> & { meta: Record<string, unknown> } };

/** With `kept`, the request is a document's: page-only values are kept there (lib/page-only.server.ts). */
async function load(path: string, kept?: Map<string, unknown>) {
  const context = new RouterContextProvider();
  context.set(localeContext, "fr");
  context.set(requestInfoContext, { clientIp: "203.0.113.9", buildId: "test", nonce: "" });
  if (kept) context.set(pageOnlyContext, kept);
  const request = new Request(`http://site.test${path}`);
  return (await loader({ request, context, params: {} } as never)) as unknown as LoaderResult;
}

const itemList = (data: LoaderResult["data"]) =>
  (data.jsonLd as Record<string, unknown>[] | null)?.find((block) => block["@type"] === "ItemList") as
    | { numberOfItems: number; itemListElement: { position: number; url: string; name: string }[] }
    | undefined;

const facet = (value: string, count: number) => [{ value, label: value.toUpperCase(), count }];
const FACETS = {
  type: facet("sailboat", 20),
  condition: facet("used", 25),
  country: facet("FR", 12),
  fuel: facet("diesel", 18),
  hull: facet("monohull", 22),
  brand: facet("bavaria", 7),
};

describe("the search page's loader", () => {
  let restoreApi: () => Promise<void>;
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    restoreApi = standInForApi(({ path }) => {
      if (path.startsWith("boats?"))
        return {
          status: 200,
          body: {
            items: [boatCardFixture(1), boatCardFixture(2)],
            total: 30,
            page: 2,
            pageSize: 24,
            sort: "newest",
            facets: FACETS,
          },
        };
      return { status: 503, body: { error: { code: "UNAVAILABLE", message: "no" } } };
    });
  });
  afterEach(async () => {
    await restoreApi();
    vi.restoreAllMocks();
  });

  it("sends the cards without what no card shows", async () => {
    const { data } = await load("/fr/boats?page=2&sort=newest");
    const items = data.items as Record<string, unknown>[];
    expect(items.map((item) => item.slug)).toEqual(["boat-1", "boat-2"]);
    for (const item of items) expect(item).not.toHaveProperty("publishedAt");
    expect(items[0]).toMatchObject({ title: "Boat 1", price: { amount: 10_000_000 }, photo: null });
  });

  it("lists the results for search engines, numbered from the page's first boat", async () => {
    const { data } = await load("/fr/boats?page=2&sort=newest");
    const list = itemList(data);
    const origin = siteIdentity().publicAppUrl;
    expect(list).toMatchObject({ "@type": "ItemList", numberOfItems: 2 });
    expect(list?.itemListElement).toEqual([
      { "@type": "ListItem", position: 25, url: `${origin}/fr/boats/boat-1`, name: "Boat 1" },
      { "@type": "ListItem", position: 26, url: `${origin}/fr/boats/boat-2`, name: "Boat 2" },
    ]);
  });

  it("sends a document the count and the brands the browser reads, and stand-ins for what only the page's part shows", async () => {
    const kept = new Map<string, unknown>();
    const { data } = await load("/fr/boats?page=2&sort=newest", kept);
    expect(data.result).toEqual({ total: 30, brands: FACETS.brand });
    // (The catalog is null here: the stand-in API answers only the search.)
    for (const name of ["items", "facets", "jsonLd"]) {
      const standIn = data[name] as Record<string, string>;
      expect(Object.keys(standIn), name).toEqual([PAGE_ONLY_KEY]);
      expect(kept.has(standIn[PAGE_ONLY_KEY]!), name).toBe(true);
    }
    const facets = data.facets as Record<string, string>;
    expect(kept.get(facets[PAGE_ONLY_KEY]!)).toEqual(FACETS);
    // A client-side navigation's data (no map) has them whole.
    expect((await load("/fr/boats?page=2&sort=newest")).data.facets).toEqual(FACETS);
  });
});
