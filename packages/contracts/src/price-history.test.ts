import { describe, expect, it } from "vitest";
import { formatShown, parseShown } from "./page-shows.ts";
import {
  DAY_MS,
  daysOnMarket,
  isReductionCurrent,
  latestReduction,
  nextUtcMidnight,
  type PriceChange,
  reductionCutoff,
} from "./price-history.ts";

const NOW = Date.UTC(2026, 10, 26, 15, 30);
const at = (daysAgo: number) => new Date(NOW - daysAgo * DAY_MS).toISOString();
let id = 0;
const change = (from: number, to: number, daysAgo: number, currencies: [string, string] = ["EUR", "EUR"]) =>
  ({
    id: ++id,
    oldAmount: from,
    oldCurrency: currencies[0],
    newAmount: to,
    newCurrency: currencies[1],
    at: at(daysAgo),
  }) satisfies PriceChange;

describe("latestReduction", () => {
  it("is the latest change when it is a drop, from the highest price of the 30 days before it", () => {
    expect(latestReduction([change(100, 90, 3)])).toMatchObject({
      percent: 10,
      fromAmount: 100,
      toAmount: 90,
    });
    // Successive cuts add up; a rise within the window raises the reference.
    expect(latestReduction([change(100, 120, 20), change(120, 110, 10), change(110, 90, 1)])).toMatchObject({
      percent: 25,
      fromAmount: 120,
    });
    // A price asked until more than 30 days before the drop does not count.
    expect(latestReduction([change(200, 100, 40), change(100, 90, 1)])).toMatchObject({ fromAmount: 100 });
  });

  it("is nothing for a rise, a currency switch, an unchanged or a missing price, or no change", () => {
    expect(latestReduction([change(100, 90, 5), change(90, 95, 1)])).toBeNull();
    expect(latestReduction([change(100, 85, 1, ["EUR", "GBP"])])).toBeNull();
    expect(latestReduction([{ ...change(100, 90, 1), newAmount: null }])).toBeNull();
    expect(latestReduction([change(100, 100, 1)])).toBeNull();
    expect(latestReduction([])).toBeNull();
    // A drop after a currency switch compares with the prices in the new currency only.
    expect(
      latestReduction([change(100, 85, 5, ["EUR", "GBP"]), change(85, 80, 1, ["GBP", "GBP"])]),
    ).toMatchObject({ fromAmount: 85, currency: "GBP", percent: 5.9 });
  });

  it("takes the changes in the order they were made, whatever order they come in", () => {
    const first = change(100, 80, 10);
    const second = change(80, 90, 2);
    expect(latestReduction([second, first])).toBeNull();
  });

  it("never says 0 %", () => {
    expect(latestReduction([change(100_000_000, 99_999_900, 1)])?.percent).toBe(0.1);
  });
});

describe("the dates of the rule", () => {
  it("keeps a drop for the day it was made and the 30 UTC days after, then lets it go at 00:00 UTC", () => {
    const midnight = Date.UTC(2026, 10, 27);
    expect(nextUtcMidnight(NOW)).toBe(midnight);
    expect(reductionCutoff(NOW)).toBe(Date.UTC(2026, 9, 27));
    expect(isReductionCurrent(new Date(Date.UTC(2026, 9, 27, 0, 0)).toISOString(), NOW)).toBe(true);
    expect(isReductionCurrent(new Date(Date.UTC(2026, 9, 26, 23, 59)).toISOString(), NOW)).toBe(false);
    expect(isReductionCurrent(new Date(Date.UTC(2026, 9, 27, 0, 0)).toISOString(), midnight)).toBe(false);
  });

  it("counts whole UTC days on the market", () => {
    expect(daysOnMarket(new Date(Date.UTC(2026, 10, 26, 1)).toISOString(), NOW)).toBe(0);
    expect(daysOnMarket(new Date(Date.UTC(2026, 10, 25, 23, 59)).toISOString(), NOW)).toBe(1);
    expect(daysOnMarket(new Date(Date.UTC(2026, 9, 27)).toISOString(), NOW)).toBe(30);
  });
});

describe("an answer's `until`", () => {
  it("is written and read back beside what it shows", () => {
    expect(formatShown({ boats: [7], teams: [3], until: 1_800_000_000_000 })).toBe(
      "boats=7;teams=3;until=1800000000000",
    );
    expect(parseShown("boats=7;teams=3;until=1800000000000")).toEqual({
      boats: [7],
      teams: [3],
      listings: false,
      until: 1_800_000_000_000,
    });
    expect(parseShown("listings;until=5")).toEqual({ boats: [], teams: [], listings: true, until: 5 });
    expect(parseShown("none")).toEqual({ boats: [], teams: [], listings: false });
    expect(parseShown("boats=7;until=")).toEqual({ boats: [7], teams: [], listings: true });
  });
});
