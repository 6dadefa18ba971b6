/**
 * The boat page's loader against a stand-in for the API (api-stand-in.fixture.ts): one call for the boat and its
 * similar boats, gone or not; and `pageBoat`, what the page's loader data holds of the boat.
 */
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { standInForApi } from "#app/lib/api-stand-in.fixture.ts";
import { localeContext } from "#app/lib/i18n.server.ts";
import { pageOnlyContext } from "#app/lib/page-only.server.ts";
import { boatCardFixture, publicBoatFixture } from "#app/lib/public-boat.fixture.ts";
import { requestInfoContext } from "#app/lib/request-info.ts";
import { PAGE_ONLY_KEY } from "#app/lib/static-part.tsx";
import { boatBrief, boatTarget, loadBoatPage, pageBoat } from "./boat-page.server.ts";

describe("boatTarget (one route module for /boats/{slug} and /{lang}/details/{id})", () => {
  const status = (params: { slug?: string; id?: string }) => {
    try {
      boatTarget(params);
      return "found";
    } catch (error) {
      // `data(null, { status })` thrown from a loader: React Router answers with that status.
      return (error as { init?: { status?: number } }).init?.status;
    }
  };

  it("names the boat by slug, or by the detail URL's id", () => {
    expect(boatTarget({ slug: "bavaria-c42-2021" })).toEqual({ slug: "bavaria-c42-2021" });
    expect(boatTarget({ id: "123" })).toEqual({ id: 123 });
    expect(boatTarget({ id: "2147483647" })).toEqual({ id: 2_147_483_647 });
  });

  it("answers 404 for an id that is not a positive 32-bit integer in digits", () => {
    for (const id of ["0", "-1", "1.5", "1e3", "abc", "", "2147483648", "12345678901", " 12"])
      expect(status({ id })).toBe(404);
    expect(status({})).toBe(404);
  });
});

describe("the boat page's loader", () => {
  let restoreApi: () => Promise<void>;
  const paths: string[] = [];
  const similar = [boatCardFixture(7), boatCardFixture(8)];
  const boat = { ...publicBoatFixture({ slug: "bavaria-c42-2021" }), similar };
  const gone = { id: 9, slug: "hallberg-rassy-37-2001", title: "Hallberg-Rassy 37", similar };

  beforeEach(() => {
    paths.length = 0;
    restoreApi = standInForApi(({ path }) => {
      paths.push(path);
      if (path.startsWith("boats/bavaria-c42-2021?")) return { status: 200, body: boat };
      if (path.startsWith("boats/by-id/9?"))
        return { status: 410, body: { error: { code: "GONE", message: "Gone", details: gone } } };
      return { status: 404, body: { error: { code: "NOT_FOUND", message: "no" } } };
    });
  });
  afterEach(() => restoreApi());

  /** With `kept`, the request is a document's: page-only values are kept there (lib/page-only.server.ts). */
  const load = async (target: { slug: string } | { id: number }, kept?: Map<string, unknown>) => {
    const request = new Request("http://site.test/boats/bavaria-c42-2021", {
      headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0 Safari/537.36" },
    });
    const context = new RouterContextProvider();
    context.set(localeContext, "en-US");
    context.set(requestInfoContext, { clientIp: "203.0.113.9", buildId: "test", nonce: "" });
    if (kept) context.set(pageOnlyContext, kept);
    return (await loadBoatPage(target, { request, context })) as unknown as {
      data: {
        kind: string;
        similar: { id: number; photo: unknown }[];
        similarCount: number;
        boat?: object;
        brief: { photos: unknown[] };
        jsonLd?: unknown;
      };
      init: { status?: number } | null;
    };
  };

  it("asks the API once for the boat with its similar boats, and writes them with the page", async () => {
    const result = await load({ slug: "bavaria-c42-2021" });
    expect(result.data.kind).toBe("boat");
    // An array, not a promise: React renders it in place, with nothing left to stream.
    expect(result.data.similar.map((card) => card.id)).toEqual([7, 8]);
    expect(result.data.similarCount).toBe(2);
    expect(result.data.boat).not.toHaveProperty("similar");
    expect(paths).toHaveLength(1);
    const query = new URLSearchParams(paths[0]!.split("?")[1]);
    expect(query.get("include")).toBe("similar");
    expect(query.get("view")).toBe("detail");
  });

  it("keeps the similar boats out of a document's loader data: only their cards' static part reads them", async () => {
    const kept = new Map<string, unknown>();
    const result = await load({ slug: "bavaria-c42-2021" }, kept);
    const standIn = result.data.similar as unknown as Record<string, string>;
    expect(Object.keys(standIn)).toEqual([PAGE_ONLY_KEY]);
    expect((kept.get(standIn[PAGE_ONLY_KEY]!) as { id: number }[]).map((card) => card.id)).toEqual([7, 8]);
    // The section says whether there are any from the count.
    expect(result.data.similarCount).toBe(2);
    // The boat as the static parts show it likewise, and the JSON-LD (lib/json-ld.tsx); what the hydrated parts
    // read comes whole.
    expect(Object.keys(result.data.boat!)).toEqual([PAGE_ONLY_KEY]);
    const jsonLd = kept.get((result.data.jsonLd as Record<string, string>)[PAGE_ONLY_KEY]!) as {
      "@type": string;
    }[];
    expect(jsonLd.map((block) => block["@type"])).toEqual(["Product", "BreadcrumbList"]);
    expect(result.data.brief.photos.length).toBeGreaterThan(0);
  });

  it("shows a gone boat's similar boats from the API's refusal, with no second call", async () => {
    const result = await load({ id: 9 });
    expect(result.init?.status).toBe(410);
    expect(result.data.kind).toBe("gone");
    expect(result.data.similar.map((card) => card.id)).toEqual([7, 8]);
    expect(result.data.similarCount).toBe(2);
    expect(paths).toHaveLength(1);
  });
});

describe("pageBoat and boatBrief", () => {
  const boat = publicBoatFixture({ slug: "bavaria-c42-2021" });

  it("keeps what the static parts show", () => {
    const page = pageBoat(boat);
    for (const field of [
      "id",
      "slug",
      "status",
      "title",
      "titleLanguage",
      "description",
      "language",
      "availableLanguages",
      "knownDefects",
      "boatType",
      "condition",
      "price",
      "originalPrice",
      "isPriceOnRequest",
      "isVatIncluded",
      "vatStatus",
      "vatCountry",
      "lastConfirmedAt",
      "market",
      "equipment",
      "features",
      "videoUrl",
      "virtualTourUrl",
    ] as const)
      expect(page[field], field).toEqual(boat[field]);
    expect(page.location).toEqual({
      country: boat.location.country,
      region: boat.location.region,
      city: boat.location.city,
    });
    const { teamId: _teamId, logoUrl: _logoUrl, ...seller } = boat.seller;
    expect(page.seller).toEqual(seller);
    // The photos are the gallery's, a hydrated part's (boatBrief).
    expect(page).not.toHaveProperty("photos");
  });

  it("gives the hydrated parts what they read, the photos packed", () => {
    const brief = boatBrief(boat);
    expect(Object.keys(brief).sort()).toEqual(["id", "photos", "sellerName", "slug", "title"]);
    expect([brief.id, brief.slug, brief.title, brief.sellerName]).toEqual([
      boat.id,
      boat.slug,
      boat.title,
      boat.seller.name,
    ]);
    expect(brief.photos.map((photo) => photo.id)).toEqual(boat.photos.map((photo) => photo.id));
    // Packed: a base and widths instead of a URL per variant.
    expect(brief.photos[0]?.image).not.toEqual(boat.photos[0]?.image);
  });

  it("leaves the raw specifications, the coordinates and the seller's ids on the server", () => {
    const page = pageBoat(boat) as unknown as Record<string, unknown>;
    for (const field of ["dimensions", "build", "propulsion", "performance", "accommodation", "brand", "hin"])
      expect(page, field).not.toHaveProperty(field);
    expect(page.location).not.toHaveProperty("latitude");
    expect(page.seller).not.toHaveProperty("teamId");
    expect(JSON.stringify(pageBoat(boat)).length).toBeLessThan(JSON.stringify(boat).length);
  });
});
