import { describe, expect, it } from "vitest";
import type { ResolvedFilters } from "../search/search-filters.ts";
import type { IndexRow } from "../search/search-index.ts";
import {
  type ChangedBoat,
  computeAlerts,
  foldText,
  isPriceDrop,
  type ListingChange,
} from "./alert-matching.ts";
import { NO_FILTERS } from "./saved-searches.service.ts";

const AT = "2026-06-01T10:00:00.000Z";
const EARLIER = "2026-05-01T10:00:00.000Z";
const NONE: ResolvedFilters = NO_FILTERS;

function boat(id: number, row: Partial<IndexRow> = {}, extra: Partial<ChangedBoat> = {}): ChangedBoat {
  return {
    row: {
      id,
      boatTypeId: 1,
      conditionId: 1,
      brandId: 5,
      modelId: 50,
      priceEur: 10_000_000,
      lengthM: 10,
      yearBuilt: 2015,
      country: "FR",
      fuel: "diesel",
      hullMaterial: "grp",
      cabins: 2,
      berths: 4,
      publishedAt: AT,
      lastChangedAt: AT,
      reducedAt: null,
      reducedPercent: null,
      ...row,
    },
    visible: true,
    text: foldText("Bénéteau Océanis 40.1 owner's version"),
    equipmentIds: [],
    ...extra,
  };
}

let changeId = 0;
function change(
  boatId: number,
  kind: ListingChange["kind"],
  prices: Partial<ListingChange> = {},
): ListingChange {
  changeId += 1;
  return {
    id: changeId,
    boatId,
    kind,
    oldPriceAmount: null,
    oldCurrency: null,
    newPriceAmount: 10_000_000,
    newCurrency: "EUR",
    createdAt: AT,
    ...prices,
  };
}
const drop = (boatId: number, from = 12_000_000, to = 10_000_000, currency = "EUR") =>
  change(boatId, "price", {
    oldPriceAmount: from,
    oldCurrency: currency,
    newPriceAmount: to,
    newCurrency: currency,
  });

describe("computeAlerts", () => {
  it("raises a new-boat alert for publications and a price-drop alert for lower prices, on matching searches only", () => {
    const changes = [change(1, "published"), drop(2), change(3, "published")];
    const boats = [boat(1), boat(2), boat(3, { country: "IT" })];
    const searches = [
      { id: 10, filters: { ...NONE, countries: ["FR"] }, createdAt: EARLIER },
      { id: 11, filters: { ...NONE, priceMaxEur: 5_000_000 }, createdAt: EARLIER },
    ];
    const { searchAlerts } = computeAlerts({ changes, boats, searches, watches: [] });
    expect(searchAlerts.map(({ savedSearchId, boatId, kind }) => ({ savedSearchId, boatId, kind }))).toEqual([
      { savedSearchId: 10, boatId: 2, kind: "price_drop" },
      { savedSearchId: 10, boatId: 1, kind: "new" },
    ]);
  });

  it("matches keywords as word prefixes without accents, and equipment lists in full", () => {
    const changes = [change(1, "published"), change(2, "published")];
    const boats = [
      boat(1, {}, { equipmentIds: [7, 8] }),
      boat(2, {}, { text: foldText("Lagoon 42"), equipmentIds: [7] }),
    ];
    const alertsFor = (filters: Partial<ResolvedFilters>) =>
      computeAlerts({
        changes,
        boats,
        searches: [{ id: 1, filters: { ...NONE, ...filters }, createdAt: EARLIER }],
        watches: [],
      })
        .searchAlerts.map((alert) => alert.boatId)
        .sort();
    expect(alertsFor({ tokens: ["benet", "oceanis"] })).toEqual([1]);
    expect(alertsFor({ tokens: ["eteau"] })).toEqual([]);
    expect(alertsFor({ equipmentIds: [7] })).toEqual([1, 2]);
    expect(alertsFor({ equipmentIds: [7, 8] })).toEqual([1]);
    expect(alertsFor({ tokens: ["lagoon"], equipmentIds: [7, 8] })).toEqual([]);
    expect(alertsFor({ brandId: "none" })).toEqual([]);
  });

  it("matches a price-reduced search with the boats whose latest drop still counts (decision 051)", () => {
    const changes = [change(1, "published"), change(2, "published"), change(3, "published")];
    const days = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    const boats = [boat(1, { reducedAt: days(0) }), boat(2, { reducedAt: days(45) }), boat(3)];
    const alertsFor = (filters: Partial<ResolvedFilters>) =>
      computeAlerts({
        changes,
        boats,
        searches: [{ id: 1, filters: { ...NONE, ...filters }, createdAt: EARLIER }],
        watches: [],
      })
        .searchAlerts.map((alert) => alert.boatId)
        .sort();
    expect(alertsFor({ reduced: true })).toEqual([1]);
    expect(alertsFor({ reduced: false })).toEqual([1, 2, 3]);
    // A search saved before the filter existed has no `reduced`: it filters nothing.
    expect(alertsFor({})).toEqual([1, 2, 3]);
  });

  it("says nothing of rises, currency switches, hidden boats or changes older than the search", () => {
    const changes = [
      drop(1, 10_000_000, 12_000_000),
      drop(2, 10_000_000, 9_000_000, "EUR"),
      change(3, "published"),
      { ...change(4, "published"), createdAt: EARLIER },
      change(5, "price", {
        oldPriceAmount: 10_000_000,
        oldCurrency: "EUR",
        newPriceAmount: 9_000_000,
        newCurrency: "GBP",
      }),
    ];
    const boats = [boat(1), boat(2), boat(3, {}, { visible: false }), boat(4), boat(5)];
    const { searchAlerts } = computeAlerts({
      changes,
      boats,
      searches: [{ id: 1, filters: NONE, createdAt: "2026-05-15T00:00:00.000Z" }],
      watches: [],
    });
    expect(searchAlerts.map((alert) => alert.boatId)).toEqual([2]);
  });

  it("reports a boat published and reduced in the same batch once, as new", () => {
    const changes = [change(1, "published"), drop(1)];
    const { searchAlerts } = computeAlerts({
      changes,
      boats: [boat(1)],
      searches: [{ id: 1, filters: NONE, createdAt: EARLIER }],
      watches: [],
    });
    expect(searchAlerts).toEqual([{ savedSearchId: 1, boatId: 1, changeId: changes[0]!.id, kind: "new" }]);
  });

  it("reports a boat published before a search was saved and reduced after it, in one batch, as a price drop", () => {
    const SAVED = "2026-06-01T10:30:00.000Z";
    const changes = [change(1, "published"), drop(1)];
    changes[1]!.createdAt = "2026-06-01T11:00:00.000Z";
    const { searchAlerts } = computeAlerts({
      changes,
      boats: [boat(1)],
      searches: [{ id: 1, filters: NONE, createdAt: SAVED }],
      watches: [],
    });
    expect(searchAlerts).toEqual([
      { savedSearchId: 1, boatId: 1, changeId: changes[1]!.id, kind: "price_drop" },
    ]);
  });

  it("tells watchers of a boat its price drops and its going under offer or sold, even once it left the search", () => {
    const changes = [drop(1), change(2, "under_offer"), change(3, "sold"), change(4, "published")];
    const boats = [boat(1), boat(2), boat(3, {}, { visible: false }), boat(4)];
    const watches = [
      { userId: 7, boatId: 1, since: EARLIER },
      { userId: 7, boatId: 2, since: EARLIER },
      { userId: 8, boatId: 3, since: EARLIER },
      { userId: 8, boatId: 4, since: EARLIER },
      { userId: 9, boatId: 1, since: "2026-07-01T00:00:00.000Z" },
    ];
    const { watchAlerts } = computeAlerts({ changes, boats, searches: [], watches });
    expect(watchAlerts.map(({ userId, boatId, kind }) => ({ userId, boatId, kind }))).toEqual([
      { userId: 7, boatId: 1, kind: "price_drop" },
      { userId: 7, boatId: 2, kind: "under_offer" },
      { userId: 8, boatId: 3, kind: "sold" },
    ]);
  });
});

describe("isPriceDrop", () => {
  it("is a lower price in the same currency", () => {
    expect(isPriceDrop(drop(1))).toBe(true);
    expect(isPriceDrop(drop(1, 10, 10))).toBe(false);
    expect(isPriceDrop(change(1, "price", { oldPriceAmount: null, newPriceAmount: 5 }))).toBe(false);
    expect(
      isPriceDrop(change(1, "published", { oldPriceAmount: 9, oldCurrency: "EUR", newPriceAmount: 5 })),
    ).toBe(false);
  });
});
