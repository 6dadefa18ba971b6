/**
 * The in-memory index against a plain reference implementation of the same rules (the SQL semantics the
 * search had): random boats with nulls everywhere, random queries, every sort, facets, pages, and boats
 * replaced and removed along the way.
 */
import { FACETS, type FacetName } from "@keel/contracts/search";
import { seededRandom } from "@keel/contracts/seeded-random";
import { describe, expect, it } from "vitest";
import {
  type IndexQuery,
  type IndexRow,
  type IndexSort,
  intersectPositions,
  NO_FILTERS,
  SearchIndex,
} from "./search-index.ts";

function random(seed: number) {
  const next = seededRandom(seed);
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick<T>(list: readonly T[]): T {
      return list[Math.floor(next() * list.length)]!;
    },
    /** A value, or null one time in `oneIn`. */
    maybe<T>(value: T, oneIn = 8): T | null {
      return next() * oneIn < 1 ? null : value;
    },
  };
}

const COUNTRIES = ["FR", "IT", "ES", "GB", "DE"];
const FUELS = ["diesel", "petrol", "electric"];
const HULLS = ["grp", "aluminium", "wood"];

function randomRow(r: ReturnType<typeof random>, id: number): IndexRow {
  const day = (offset: number) => new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString();
  const brand = r.maybe(1 + r.int(6));
  const reducedAt = r.maybe(day(r.int(40)), 50);
  return {
    id,
    boatTypeId: r.maybe(1 + r.int(4)),
    conditionId: r.maybe(1 + r.int(3)),
    brandId: brand,
    modelId: brand === null ? null : r.maybe(brand * 10 + r.int(3)),
    priceEur: r.maybe(r.int(50) * 1_000_000),
    lengthM: r.maybe(5 + r.int(300) / 10),
    yearBuilt: r.maybe(1990 + r.int(35)),
    country: r.maybe(r.pick(COUNTRIES)),
    fuel: r.maybe(r.pick(FUELS)),
    hullMaterial: r.maybe(r.pick(HULLS)),
    cabins: r.maybe(r.int(5)),
    berths: r.maybe(r.int(9)),
    publishedAt: r.maybe(day(r.int(40)), 20),
    lastChangedAt: r.maybe(day(r.int(40))),
    reducedAt,
    reducedPercent: reducedAt === null ? null : (1 + r.int(400)) / 10,
  };
}

/** The cutoff of the random searches' `reduced` filter and sort: drops from day 20 on still count. */
const REDUCED_SINCE = Date.UTC(2026, 0, 21);

function randomQuery(r: ReturnType<typeof random>): Omit<IndexQuery, "allowed"> {
  const some = <T>(list: T[]) => (r.next() < 0.4 ? list.filter(() => r.next() < 0.5) : null);
  const range = (low: number, span: number, chance = 0.3) => {
    const min = r.next() < chance ? low + r.int(span) : null;
    const max = r.next() < chance ? (min ?? low) + r.int(span) : null;
    return [min, max] as const;
  };
  const [priceMinEur, priceMaxEur] = range(0, 40_000_000);
  const [lengthMin, lengthMax] = range(5, 20);
  const [yearMin, yearMax] = range(1990, 30);
  const brandId = r.next() < 0.25 ? r.pick([1, 2, 3, 4, 5, 6, -2]) : null;
  return {
    typeIds: some([1, 2, 3, 4, 99]),
    conditionIds: some([1, 2, 3]),
    brandId,
    modelId: brandId !== null && brandId > 0 && r.next() < 0.4 ? brandId * 10 + r.int(3) : null,
    countries: some([...COUNTRIES, "US"]),
    fuels: some(FUELS),
    hulls: some(HULLS),
    priceMinEur,
    priceMaxEur,
    lengthMin,
    lengthMax,
    yearMin,
    yearMax,
    cabinsMin: r.next() < 0.2 ? r.int(4) : null,
    berthsMin: r.next() < 0.2 ? r.int(7) : null,
    reducedSince: r.next() < 0.2 ? REDUCED_SINCE : null,
  };
}

/** SQL's rules, spelled out: a null never passes a filter; a facet lifts its own filter. */
function reference(rows: IndexRow[], q: Omit<IndexQuery, "allowed">, allowed: Set<number> | null) {
  const inList = <T>(list: T[] | null, value: T | null) =>
    list === null || (value !== null && list.includes(value));
  const inRange = (value: number | null, min: number | null, max: number | null) =>
    (min === null && max === null) ||
    (value !== null && (min === null || value >= min) && (max === null || value <= max));
  const facetPasses: Record<FacetName, (row: IndexRow) => boolean> = {
    type: (row) => inList(q.typeIds, row.boatTypeId),
    condition: (row) => inList(q.conditionIds, row.conditionId),
    country: (row) => inList(q.countries, row.country),
    fuel: (row) => inList(q.fuels, row.fuel),
    hull: (row) => inList(q.hulls, row.hullMaterial),
    brand: (row) =>
      (q.brandId === null || row.brandId === q.brandId) && (q.modelId === null || row.modelId === q.modelId),
  };
  const facetValue: Record<FacetName, (row: IndexRow) => string | number | null> = {
    type: (row) => row.boatTypeId,
    condition: (row) => row.conditionId,
    country: (row) => row.country,
    fuel: (row) => row.fuel,
    hull: (row) => row.hullMaterial,
    brand: (row) => row.brandId,
  };
  const base = rows.filter(
    (row) =>
      (allowed === null || allowed.has(row.id)) &&
      inRange(row.priceEur, q.priceMinEur, q.priceMaxEur) &&
      inRange(row.lengthM, q.lengthMin, q.lengthMax) &&
      inRange(row.yearBuilt, q.yearMin, q.yearMax) &&
      (q.cabinsMin === null || (row.cabins !== null && row.cabins >= q.cabinsMin)) &&
      (q.berthsMin === null || (row.berths !== null && row.berths >= q.berthsMin)) &&
      (q.reducedSince === null || (row.reducedAt !== null && Date.parse(row.reducedAt) >= q.reducedSince)),
  );
  const matches = base.filter((row) => FACETS.every((facet) => facetPasses[facet](row)));
  const facets = Object.fromEntries(
    FACETS.map((facet) => {
      const counts = new Map<string, number>();
      for (const row of base) {
        if (!FACETS.every((other) => other === facet || facetPasses[other](row))) continue;
        const value = facetValue[facet](row);
        if (value !== null) counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
      }
      return [facet, Object.fromEntries(counts)];
    }),
  );
  return { matches, facets };
}

const SORT_KEYS: Record<IndexSort, [(row: IndexRow) => number | null, 1 | -1]> = {
  default: [(row) => (row.lastChangedAt ? Date.parse(row.lastChangedAt) : null), -1],
  newest: [(row) => (row.publishedAt ? Date.parse(row.publishedAt) : null), -1],
  price_desc: [(row) => row.priceEur, -1],
  price_asc: [(row) => row.priceEur, 1],
  year_desc: [(row) => row.yearBuilt, -1],
  year_asc: [(row) => row.yearBuilt, 1],
  reduced: [(row) => (row.reducedAt ? Date.parse(row.reducedAt) : null), -1],
};

/** `reduced`: the boats whose drop still counts, latest first, then the others in the default order. */
function sortedIds(rows: IndexRow[], sort: IndexSort): number[] {
  if (sort === "reduced") {
    const counts = (row: IndexRow) => row.reducedAt !== null && Date.parse(row.reducedAt) >= REDUCED_SINCE;
    return [
      ...sortedBy(rows.filter(counts), "reduced"),
      ...sortedBy(
        rows.filter((row) => !counts(row)),
        "default",
      ),
    ];
  }
  return sortedBy(rows, sort);
}

function sortedBy(rows: IndexRow[], sort: IndexSort): number[] {
  const [key, direction] = SORT_KEYS[sort];
  return [...rows]
    .sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      if ((ka === null) !== (kb === null)) return ka === null ? 1 : -1;
      if (ka !== null && kb !== null && ka !== kb) return direction * (ka - kb);
      return b.id - a.id;
    })
    .map((row) => row.id);
}

const asObject = (entries: [string, number][]) => Object.fromEntries(entries);

describe("SearchIndex", () => {
  it("agrees with the reference on 300 random searches, while boats are replaced and removed", () => {
    const r = random(7);
    let rows = Array.from({ length: 600 }, (_, i) => randomRow(r, i + 1));
    const index = new SearchIndex();
    index.upsert(rows);
    // As after a full load: combinations numbered again in the order of their values, then new ones appended.
    index.prepareOrders();
    for (let round = 0; round < 300; round += 1) {
      if (round % 50 === 49) {
        // Some boats change, some leave, some arrive.
        const changed = rows.filter(() => r.next() < 0.1).map((row) => randomRow(r, row.id));
        const removed = new Set(rows.filter(() => r.next() < 0.05).map((row) => row.id));
        const added = Array.from({ length: 20 }, (_, i) => randomRow(r, 1000 + round * 20 + i));
        index.upsert([...changed, ...added]);
        index.remove(removed);
        const byId = new Map(rows.map((row) => [row.id, row]));
        for (const row of [...changed, ...added]) byId.set(row.id, row);
        for (const id of removed) byId.delete(id);
        rows = [...byId.values()];
      }
      const q = randomQuery(r);
      const allowedIds =
        r.next() < 0.2 ? new Set(rows.filter(() => r.next() < 0.5).map((row) => row.id)) : null;
      const allowed = allowedIds ? Int32Array.from(allowedIds, (id) => index.position(id)).sort() : null;
      const sort = r.pick(Object.keys(SORT_KEYS) as IndexSort[]);
      const limit = r.pick([12, 24, 48]);
      const offset = r.pick([0, 0, limit, 5 * limit]);
      const expected = reference(rows, q, allowedIds);
      const page = index.query(
        { ...q, allowed },
        { sort, offset, limit, facets: true, reducedSince: REDUCED_SINCE },
      );

      expect(page.total).toBe(expected.matches.length);
      expect(page.ids).toEqual(sortedIds(expected.matches, sort).slice(offset, offset + limit));
      // Each boat of the page with a drop, as its latest row says (replaced rows included, dropped ones gone).
      const byId = new Map(rows.map((row) => [row.id, row]));
      const drops = page.ids.flatMap((id) => {
        const { reducedAt, reducedPercent } = byId.get(id)!;
        return reducedAt === null ? [] : [[id, { percent: reducedPercent, at: reducedAt }] as const];
      });
      expect(page.reductions).toEqual(new Map(drops));
      for (const facet of FACETS) {
        const limitOf = facet === "brand" ? 30 : 200;
        const counts = expected.facets[facet]!;
        expect(asObject(page.facets![facet]), `${facet} in round ${round}`).toEqual(counts);
        expect(page.facets![facet].length).toBeLessThanOrEqual(limitOf);
      }
      expect(index.count).toBe(rows.length);
    }
  });

  it("agrees with the reference on searches matching a few boats of many, in every presorted order", () => {
    // Few matches are gathered in position order and sorted; many are read off the presorted order.
    const r = random(23);
    const rows = Array.from({ length: 3000 }, (_, i) => randomRow(r, i + 1));
    const index = new SearchIndex();
    index.upsert(rows);
    index.prepareOrders();
    const sorts = (Object.keys(SORT_KEYS) as IndexSort[]).filter((sort) => sort !== "reduced");
    for (let round = 0; round < 120; round += 1) {
      const narrow = round % 2 === 0;
      const q: Omit<IndexQuery, "allowed"> = {
        ...NO_FILTERS,
        brandId: narrow ? 1 + r.int(6) : null,
        typeIds: narrow ? [1 + r.int(4)] : null,
        countries: narrow && r.next() < 0.5 ? [r.pick(COUNTRIES)] : null,
        priceMinEur: r.next() < 0.5 ? r.int(20) * 1_000_000 : null,
        yearMin: r.next() < 0.3 ? 1990 + r.int(30) : null,
      };
      const allowedIds =
        r.next() < 0.3 ? new Set(rows.filter(() => r.next() < 0.02).map((row) => row.id)) : null;
      const allowed = allowedIds ? Int32Array.from(allowedIds, (id) => index.position(id)).sort() : null;
      const sort = r.pick(sorts);
      const limit = r.pick([12, 24, 48]);
      const offset = r.pick([0, 0, limit]);
      const expected = reference(rows, q, allowedIds);
      const page = index.query({ ...q, allowed }, { sort, offset, limit, facets: true });
      expect(page.total, `round ${round}`).toBe(expected.matches.length);
      expect(page.ids, `round ${round}`).toEqual(
        sortedIds(expected.matches, sort).slice(offset, offset + limit),
      );
      for (const facet of FACETS) expect(asObject(page.facets![facet])).toEqual(expected.facets[facet]);
    }
  });

  it("keeps each combination's count of live boats as boats change combination, leave and come back", () => {
    // A search without range, keyword or model filters counts from these alone, visiting no boat.
    const r = random(31);
    let rows = Array.from({ length: 400 }, (_, i) => randomRow(r, i + 1));
    const index = new SearchIndex();
    index.upsert(rows);
    for (let round = 0; round < 20; round += 1) {
      const changed = rows.filter(() => r.next() < 0.2).map((row) => randomRow(r, row.id));
      const removed = new Set(rows.filter(() => r.next() < 0.1).map((row) => row.id));
      index.upsert(changed);
      index.remove(removed);
      // Some of the removed come back at once, in a new slot or their old one.
      const back = [...removed].filter(() => r.next() < 0.3).map((id) => randomRow(r, id));
      index.upsert(back);
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const row of changed) byId.set(row.id, row);
      for (const id of removed) byId.delete(id);
      for (const row of back) byId.set(row.id, row);
      rows = [...byId.values()];
      for (const q of [
        NO_FILTERS,
        { ...NO_FILTERS, typeIds: [1, 2] },
        { ...NO_FILTERS, brandId: 3, countries: ["FR", "IT"] },
      ]) {
        const expected = reference(rows, q, null);
        const page = index.query(q, { sort: "default", offset: 0, limit: 24, facets: true });
        expect(page.total).toBe(expected.matches.length);
        expect(page.ids).toEqual(sortedIds(expected.matches, "default").slice(0, 24));
        for (const facet of FACETS) expect(asObject(page.facets![facet])).toEqual(expected.facets[facet]);
      }
    }
  });

  it("orders facet values by count, then value, and follows a relevance order when given one", () => {
    const index = new SearchIndex();
    const row = (id: number, country: string): IndexRow => ({
      ...randomRow(random(id), id),
      country,
      priceEur: 1,
    });
    index.upsert([row(1, "IT"), row(2, "FR"), row(3, "IT"), row(4, "ES"), row(5, "FR"), row(6, "FR")]);
    const q = NO_FILTERS;
    const page = index.query(q, { sort: "default", offset: 0, limit: 3, facets: true });
    expect(page.facets!.country).toEqual([
      ["FR", 3],
      ["IT", 2],
      ["ES", 1],
    ]);
    const ranked = Int32Array.from([5, 1, 3].map((id) => index.position(id)));
    expect(index.query(q, { sort: "default", ranked, offset: 0, limit: 10, facets: false }).ids).toEqual([
      5, 1, 3,
    ]);
    expect(index.query(q, { sort: "default", offset: 6, limit: 10, facets: false })).toMatchObject({
      ids: [],
      total: 6,
      facets: null,
    });
  });

  it("finds the nearest prices among boats of a type and length range, as the SQL did", () => {
    const r = random(11);
    const rows = Array.from({ length: 800 }, (_, i) => randomRow(r, i + 1));
    const index = new SearchIndex();
    index.upsert(rows);
    for (let round = 0; round < 100; round += 1) {
      const boat = r.pick(rows);
      const q = {
        excludeId: boat.id,
        typeId: boat.boatTypeId,
        lengthMin: boat.lengthM === null ? null : boat.lengthM * 0.7,
        lengthMax: boat.lengthM === null ? null : boat.lengthM * 1.3,
        priceEur: boat.priceEur ?? 0,
        limit: 6,
      };
      const expected = rows
        .filter(
          (row) =>
            row.id !== boat.id &&
            (q.typeId === null || row.boatTypeId === q.typeId) &&
            (q.lengthMin === null || (row.lengthM !== null && row.lengthM >= q.lengthMin)) &&
            (q.lengthMax === null || (row.lengthM !== null && row.lengthM <= q.lengthMax)),
        )
        .map((row) => ({
          id: row.id,
          gap: row.priceEur === null ? null : Math.abs(row.priceEur - q.priceEur),
        }))
        .sort((a, b) => {
          if ((a.gap === null) !== (b.gap === null)) return a.gap === null ? 1 : -1;
          return (a.gap ?? 0) - (b.gap ?? 0) || b.id - a.id;
        })
        .slice(0, 6)
        .map((entry) => entry.id);
      expect(index.nearest(q), `round ${round}`).toEqual(expected);
    }
  });

  it("grows its columns with the rows, not with the number of loads", () => {
    const index = new SearchIndex();
    const r = random(5);
    for (let chunk = 0; chunk < 60; chunk += 1)
      index.upsert(Array.from({ length: 100 }, (_, i) => randomRow(r, chunk * 100 + i + 1)));
    expect(index.count).toBe(6000);
    expect(index.capacity).toBeLessThan(6000 * 2);
  });

  it("allocates its columns once when a full load reserves its size, and still grows past it", () => {
    const index = new SearchIndex();
    const r = random(5);
    index.reserve(6000, 6000);
    for (let chunk = 0; chunk < 60; chunk += 1)
      index.upsert(Array.from({ length: 100 }, (_, i) => randomRow(r, chunk * 100 + i + 1)));
    expect(index.count).toBe(6000);
    expect(index.capacity).toBe(6000);
    // Boats published between the count and the load's last chunk.
    index.upsert([randomRow(r, 6001), randomRow(r, 9000)]);
    expect(index.count).toBe(6002);
    expect(index.position(9000)).toBe(6001);
    const all = index.query(NO_FILTERS, { sort: "default", offset: 0, limit: 10_000, facets: false });
    expect(all.total).toBe(6002);
    expect(all.ids).toContain(9000);
  });

  it("says when removals leave it sparse enough to rebuild", () => {
    const index = new SearchIndex();
    const r = random(3);
    index.upsert(Array.from({ length: 5000 }, (_, i) => randomRow(r, i + 1)));
    index.remove(Array.from({ length: 900 }, (_, i) => i + 1));
    expect(index.isSparse).toBe(false);
    index.remove(Array.from({ length: 200 }, (_, i) => 2000 + i));
    expect(index.isSparse).toBe(true);
    expect(index.count).toBe(3900);
  });

  it("visits only the allowed positions, skipping removed boats and positions past its slots", () => {
    const index = new SearchIndex();
    const r = random(11);
    index.upsert(Array.from({ length: 50 }, (_, i) => randomRow(r, i + 1)));
    const at = (...ids: number[]) => index.positions(ids).sort();
    const kept = at(1, 2, 40);
    // Boat 3 leaves after the set was built, and position 50 lies past the 50 slots (a set built over an
    // index a reload replaced).
    const allowed = Int32Array.from([...at(1, 2, 3, 40), 50]);
    index.remove([3]);
    const page = { sort: "default", offset: 0, limit: 50, facets: true } as const;
    const found = index.query({ ...NO_FILTERS, allowed }, page);
    expect(found.total).toBe(3);
    expect([...found.ids].sort((a, b) => a - b)).toEqual([1, 2, 40]);
    expect(found).toEqual(index.query({ ...NO_FILTERS, allowed: kept }, page));
    const none = index.query({ ...NO_FILTERS, allowed: new Int32Array(0) }, page);
    expect(none.total).toBe(0);
    expect(none.ids).toEqual([]);
  });

  it("gives the positions of boats by id, in the ids' order, leaving out boats it does not hold", () => {
    const index = new SearchIndex();
    const r = random(12);
    index.upsert(Array.from({ length: 5 }, (_, i) => randomRow(r, i + 1)));
    index.remove([2]);
    const positions = index.positions([5, 2, 999, 1, 3]);
    expect([...positions]).toEqual([index.position(5), index.position(1), index.position(3)]);
    expect(new Set(positions).size).toBe(3);
    expect(index.positions([])).toHaveLength(0);
  });

  it("intersects two ascending position lists", () => {
    const list = (...positions: number[]) => Int32Array.from(positions);
    expect([...intersectPositions(list(0, 2, 4, 6, 9), list(1, 2, 3, 6, 9, 12))]).toEqual([2, 6, 9]);
    expect([...intersectPositions(list(), list(1, 2))]).toEqual([]);
    expect([...intersectPositions(list(5), list(1, 2))]).toEqual([]);
  });
});
