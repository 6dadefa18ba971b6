/**
 * The in-memory search index of public boats (docs/decisions/021-search-index.md): one typed array per
 * range column, and each boat's combination of facet values (type, condition, country, fuel, hull, brand),
 * so one search is a sweep over the boats that counts those passing the range filters per combination, a
 * pass over the combinations that applies the facet filters and counts every facet, then a walk down a
 * presorted order for the page (docs/decisions/056-search-api-memory-and-stalls.md, 2026-11-26, late). No
 * SQL and no I/O here: the index neither knows where its rows come from (search-index-sync.ts) nor what a card
 * looks like.
 *
 * Nulls follow SQL: NaN in the number columns and 0 in the id and code columns (ids start at 1) fail every
 * range and list filter, and are left out of facet counts. Codes are never negative and membership tables
 * cover every stored code, so the pass never reads outside a typed array (V8's slow path).
 */
import type { FacetName } from "@keel/contracts/search";
import { SEARCH_SORTS, type SearchSort } from "@keel/contracts/search-codes";

/** The columns of a public boat the index keeps (ids of reference lists, codes as stored). */
export interface IndexRow {
  id: number;
  boatTypeId: number | null;
  conditionId: number | null;
  brandId: number | null;
  modelId: number | null;
  priceEur: number | null;
  lengthM: number | null;
  yearBuilt: number | null;
  country: string | null;
  fuel: string | null;
  hullMaterial: string | null;
  cabins: number | null;
  berths: number | null;
  publishedAt: string | null;
  lastChangedAt: string | null;
  /**
   * When the boat's latest price drop was made, if its latest price change is one (docs/decisions/051-price-
   * history.md), whatever its age: whether it still counts is asked at search time (`reducedSince`).
   */
  reducedAt: string | null;
  /** That drop in percent (one decimal), beside `reducedAt`: the cards of a page show it. */
  reducedPercent: number | null;
}

/** A boat's latest price drop as its card shows it, once the search has asked whether it still counts. */
export interface IndexReduction {
  percent: number;
  /** When it was made, as the database wrote it. */
  at: string;
}

/**
 * A search in the index's terms. Lists: null is "no filter", an empty list matches nothing. `brandId`/`modelId`
 * -2 match nothing (an unknown slug). `allowed` narrows to boats already chosen elsewhere (keyword, equipment):
 * their positions in ascending order, which the pass walks instead of every slot.
 */
export interface IndexQuery {
  typeIds: number[] | null;
  conditionIds: number[] | null;
  brandId: number | null;
  modelId: number | null;
  countries: string[] | null;
  fuels: string[] | null;
  hulls: string[] | null;
  priceMinEur: number | null;
  priceMaxEur: number | null;
  lengthMin: number | null;
  lengthMax: number | null;
  yearMin: number | null;
  yearMax: number | null;
  cabinsMin: number | null;
  berthsMin: number | null;
  /** Price-reduced boats only: their latest drop at or after this time (epoch ms). */
  reducedSince: number | null;
  allowed: Int32Array | null;
}

/** The positions in both ascending lists (two `allowed` sets), ascending. */
export function intersectPositions(a: Int32Array, b: Int32Array): Int32Array {
  const both = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i]! < b[j]!) i += 1;
    else if (a[i]! > b[j]!) j += 1;
    else {
      both[n++] = a[i]!;
      i += 1;
      j += 1;
    }
  }
  return both.subarray(0, n);
}

/** A boat's neighbours: same type and length within a range when it has them, nearest price first. */
export interface NearQuery {
  excludeId: number;
  typeId: number | null;
  lengthMin: number | null;
  lengthMax: number | null;
  priceEur: number;
  limit: number;
}

/** A query that filters nothing, to spread other filters over. */
export const NO_FILTERS: IndexQuery = {
  typeIds: null,
  conditionIds: null,
  brandId: null,
  modelId: null,
  countries: null,
  fuels: null,
  hulls: null,
  priceMinEur: null,
  priceMaxEur: null,
  lengthMin: null,
  lengthMax: null,
  yearMin: null,
  yearMax: null,
  cabinsMin: null,
  berthsMin: null,
  reducedSince: null,
  allowed: null,
};

export interface IndexPage {
  /** Boat ids of the page, in order. */
  ids: number[];
  /** The latest price drop of each boat of the page that has one, by id (current or not: the caller ages it). */
  reductions: Map<number, IndexReduction>;
  total: number;
  /** Per facet, [value, count] most frequent first (values: ids as strings for lists, codes otherwise). */
  facets: Record<FacetName, [string, number][]> | null;
}

/** The orders the index keeps presorted; relevance comes ranked from the full-text engine instead. */
export type IndexSort = Exclude<SearchSort, "relevance">;
export const INDEX_SORTS: IndexSort[] = SEARCH_SORTS.filter(
  (sort): sort is IndexSort => sort !== "relevance",
);

const FACET_LIMIT: Record<FacetName, number> = {
  type: 200,
  condition: 200,
  country: 200,
  fuel: 200,
  hull: 200,
  brand: 30,
};

/** Small string codes (countries, fuels, hull materials) as small integers. */
class Dictionary {
  private readonly codes = new Map<string, number>();
  /** By code; code 0 is null. */
  readonly values: string[] = [""];

  code(value: string | null): number {
    if (value === null) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
    }
    return code;
  }

  /** A membership table for a filter list; values never stored match nothing. */
  members(values: string[]): Uint8Array {
    const table = new Uint8Array(this.values.length);
    for (const value of values) {
      const code = this.codes.get(value);
      if (code !== undefined) table[code] = 1;
    }
    return table;
  }
}

/** A membership table for a list of ids, covering every stored id up to `maxStored`. */
function idMembers(ids: number[], maxStored: number): Uint8Array {
  const table = new Uint8Array(Math.max(maxStored, ...ids) + 1);
  for (const id of ids) if (id > 0) table[id] = 1;
  return table;
}

type TypedColumn = Int32Array | Uint8Array | Float64Array;

/** A copy of `array` with room for `capacity` values (the new ones zero). */
function grown<T extends TypedColumn>(array: T, capacity: number): T {
  const next = new (array.constructor as new (n: number) => T)(capacity);
  next.set(array);
  return next;
}

const toNumber = (value: number | null): number => (value === null ? Number.NaN : value);
const toId = (value: number | null): number => (value === null ? 0 : value);
const toTime = (value: string | null): number => (value === null ? Number.NaN : Date.parse(value));

/**
 * Growable typed arrays, one per column; a position is a row's slot, dead slots are skipped. The facet codes
 * live in the boat's combination (`combo`); the type also here, for `nearest`.
 */
class Columns {
  size = 0;
  id = new Int32Array(0);
  alive = new Uint8Array(0);
  type = new Int32Array(0);
  model = new Int32Array(0);
  price = new Float64Array(0);
  length = new Float64Array(0);
  year = new Float64Array(0);
  cabins = new Float64Array(0);
  berths = new Float64Array(0);
  published = new Float64Array(0);
  changed = new Float64Array(0);
  reduced = new Float64Array(0);
  /** The boat's facet combination (`Combinations`); 0 for a dead slot. */
  combo = new Int32Array(0);

  reserve(capacity: number): void {
    if (capacity <= this.id.length) return;
    this.id = grown(this.id, capacity);
    this.alive = grown(this.alive, capacity);
    this.type = grown(this.type, capacity);
    this.model = grown(this.model, capacity);
    this.price = grown(this.price, capacity);
    this.length = grown(this.length, capacity);
    this.year = grown(this.year, capacity);
    this.cabins = grown(this.cabins, capacity);
    this.berths = grown(this.berths, capacity);
    this.published = grown(this.published, capacity);
    this.changed = grown(this.changed, capacity);
    this.reduced = grown(this.reduced, capacity);
    this.combo = grown(this.combo, capacity);
  }
}

/**
 * The distinct combinations of facet values the boats have (type, condition, country, fuel, hull, brand), with
 * how many live boats have each. A search counts its boats per combination (one increment per boat), then
 * applies the facet filters and counts the facets once per combination: 82,000 public boats have about 21,600
 * combinations, and a search without a range, keyword or model filter reads the live counts as they are.
 * Combination 0 is a dead slot's, never counted; combinations are never removed (a reload starts afresh).
 */
class Combinations {
  private readonly ids = new Map<string, number>();
  size = 1;
  type = new Int32Array(1024);
  condition = new Int32Array(1024);
  country = new Int32Array(1024);
  fuel = new Int32Array(1024);
  hull = new Int32Array(1024);
  brand = new Int32Array(1024);
  /** Live boats with each combination: kept with every upsert and removal. */
  live = new Int32Array(1024);

  id(type: number, condition: number, country: number, fuel: number, hull: number, brand: number): number {
    const key = `${type},${condition},${country},${fuel},${hull},${brand}`;
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.size++;
      if (id >= this.type.length) this.grow(this.type.length * 2);
      this.type[id] = type;
      this.condition[id] = condition;
      this.country[id] = country;
      this.fuel[id] = fuel;
      this.hull[id] = hull;
      this.brand[id] = brand;
      this.ids.set(key, id);
    }
    return id;
  }

  /**
   * Numbers the combinations again in the order of their values (type, then condition, country, fuel, hull,
   * brand), so that a search's pass over them meets runs of one type, condition… and whether a filter keeps
   * them is predictable rather than random. Answers each old number's new one.
   */
  sort(): Int32Array {
    const { type, condition, country, fuel, hull, brand } = this;
    const order = Int32Array.from({ length: this.size - 1 }, (_, i) => i + 1).sort(
      (a, b) =>
        type[a]! - type[b]! ||
        condition[a]! - condition[b]! ||
        country[a]! - country[b]! ||
        fuel[a]! - fuel[b]! ||
        hull[a]! - hull[b]! ||
        brand[a]! - brand[b]!,
    );
    const renumbered = new Int32Array(this.size);
    for (const [i, old] of order.entries()) renumbered[old] = i + 1;
    const permute = (array: Int32Array) => {
      const next = new Int32Array(array.length);
      for (let old = 0; old < this.size; old += 1) next[renumbered[old]!] = array[old]!;
      return next;
    };
    this.type = permute(type);
    this.condition = permute(condition);
    this.country = permute(country);
    this.fuel = permute(fuel);
    this.hull = permute(hull);
    this.brand = permute(brand);
    this.live = permute(this.live);
    for (const [key, old] of this.ids) this.ids.set(key, renumbered[old]!);
    return renumbered;
  }

  private grow(capacity: number): void {
    this.type = grown(this.type, capacity);
    this.condition = grown(this.condition, capacity);
    this.country = grown(this.country, capacity);
    this.fuel = grown(this.fuel, capacity);
    this.hull = grown(this.hull, capacity);
    this.brand = grown(this.brand, capacity);
    this.live = grown(this.live, capacity);
  }
}

export class SearchIndex {
  private readonly columns = new Columns();
  private readonly countries = new Dictionary();
  private readonly fuels = new Dictionary();
  private readonly hulls = new Dictionary();
  /** Position by boat id (-1: not in the index). */
  private positionOf = new Int32Array(0);
  private dead = 0;
  /** Highest ids stored, for sizing the facet counters (never lowered: a few spare counters cost nothing). */
  private maxType = 0;
  private maxCondition = 0;
  private maxBrand = 0;
  private readonly orders = new Map<IndexSort, Int32Array>();
  private readonly combos = new Combinations();
  /** Scratch of a search: boats per unit (combination, and whether the model filter failed). */
  private weights = new Int32Array(0);
  /** Scratch of a search with `allowed`: the units its boats fell in. */
  private touched = new Int32Array(0);
  /** Scratch of a search: the combinations that pass every facet filter. */
  private comboMatches = new Uint8Array(0);
  /** Scratch of a search with range filters or `allowed`: the (allowed) boats that pass the range filters. */
  private passed = new Uint8Array(0);
  /** By position, the latest price drop of the boats that have one (a minority): what their cards show. */
  private readonly reductions = new Map<number, IndexReduction>();

  /** Boats in the index (dead slots excluded). */
  get count(): number {
    return this.columns.size - this.dead;
  }

  /** Slots, dead ones included: the length `allowed` masks are built for. */
  get slots(): number {
    return this.columns.size;
  }

  /** Slots allocated, for tests of the growth rule. */
  get capacity(): number {
    return this.columns.id.length;
  }

  /** Dead slots worth a rebuild: the sync layer reloads rather than scan a sparse index. */
  get isSparse(): boolean {
    return this.dead > 1000 && this.dead > this.columns.size / 5;
  }

  /** The position of a boat, for building `allowed` sets and relevance orders; -1 when absent. */
  position(id: number): number {
    return id < this.positionOf.length ? this.positionOf[id]! : -1;
  }

  /** The positions of the boats with these ids, in the ids' order; boats not in the index are left out. */
  positions(ids: readonly number[]): Int32Array {
    const found = new Int32Array(ids.length);
    let n = 0;
    for (const id of ids) {
      const p = this.position(id);
      if (p >= 0) found[n++] = p;
    }
    return found.subarray(0, n);
  }

  /**
   * Room for `boats` boats with ids up to `maxId`, allocated once: a full load that knows its size ahead
   * allocates every column at its final length, where growing chunk by chunk would leave a trail of outgrown
   * arrays (about twice the index's size) to the next major collection.
   */
  reserve(boats: number, maxId: number): void {
    this.reservePositions(maxId);
    this.columns.reserve(boats);
  }

  private reservePositions(maxId: number): void {
    if (maxId < this.positionOf.length) return;
    const next = new Int32Array(Math.max(maxId + 1, Math.ceil(this.positionOf.length * 1.5)));
    next.fill(-1);
    next.set(this.positionOf);
    this.positionOf = next;
  }

  /** Adds or replaces boats. */
  upsert(rows: IndexRow[]): void {
    const c = this.columns;
    this.reservePositions(rows.reduce((max, row) => Math.max(max, row.id), -1));
    // Room for every row as a new one, growing by half at least, so that appends stay amortised.
    if (c.size + rows.length > c.id.length)
      c.reserve(Math.max(c.size + rows.length, Math.ceil(c.id.length * 1.5)));
    for (const row of rows) {
      let p = this.positionOf[row.id]!;
      if (p < 0) {
        p = c.size++;
        this.positionOf[row.id] = p;
      }
      // A live slot being replaced: its boat leaves its old combination.
      if (c.alive[p] === 1) this.combos.live[c.combo[p]!]! -= 1;
      c.id[p] = row.id;
      c.alive[p] = 1;
      const type = toId(row.boatTypeId);
      const condition = toId(row.conditionId);
      const brand = toId(row.brandId);
      c.type[p] = type;
      c.model[p] = toId(row.modelId);
      c.price[p] = toNumber(row.priceEur);
      c.length[p] = toNumber(row.lengthM);
      c.year[p] = toNumber(row.yearBuilt);
      c.cabins[p] = toNumber(row.cabins);
      c.berths[p] = toNumber(row.berths);
      c.published[p] = toTime(row.publishedAt);
      c.changed[p] = toTime(row.lastChangedAt);
      c.reduced[p] = toTime(row.reducedAt);
      const combo = this.combos.id(
        type,
        condition,
        this.countries.code(row.country),
        this.fuels.code(row.fuel),
        this.hulls.code(row.hullMaterial),
        brand,
      );
      c.combo[p] = combo;
      this.combos.live[combo]! += 1;
      if (row.reducedAt === null || row.reducedPercent === null) this.reductions.delete(p);
      else this.reductions.set(p, { percent: row.reducedPercent, at: row.reducedAt });
      this.maxType = Math.max(this.maxType, type);
      this.maxCondition = Math.max(this.maxCondition, condition);
      this.maxBrand = Math.max(this.maxBrand, brand);
    }
    this.orders.clear();
  }

  /** Takes boats out (no longer public, deleted); unknown ids are ignored. */
  remove(ids: Iterable<number>): void {
    for (const id of ids) {
      const p = this.position(id);
      if (p < 0) continue;
      this.columns.alive[p] = 0;
      this.combos.live[this.columns.combo[p]!]! -= 1;
      this.columns.combo[p] = 0;
      this.positionOf[id] = -1;
      this.reductions.delete(p);
      this.dead += 1;
    }
    this.orders.clear();
  }

  /**
   * After a full load: numbers the combinations in the order of their values (`Combinations.sort`) and builds
   * every sort order, so that no search pays for one.
   */
  prepareOrders(): void {
    const renumbered = this.combos.sort();
    const combo = this.columns.combo;
    for (let p = 0; p < this.columns.size; p += 1) combo[p] = renumbered[combo[p]!]!;
    for (const sort of INDEX_SORTS) this.order(sort);
  }

  /** Positions of live boats in a sort order, built on first use after a change. */
  private order(sort: IndexSort): Int32Array {
    const cached = this.orders.get(sort);
    if (cached) return cached;
    const c = this.columns;
    const positions = new Int32Array(this.count);
    let n = 0;
    for (let p = 0; p < c.size; p += 1) if (c.alive[p]) positions[n++] = p;
    positions.sort(this.comparator(sort));
    this.orders.set(sort, positions);
    return positions;
  }

  /** How a sort orders two positions: nulls last whatever the direction; ties newest id first, as SQL did. */
  private comparator(sort: IndexSort): (a: number, b: number) => number {
    const c = this.columns;
    const [key, direction] = (
      {
        default: [c.changed, -1],
        newest: [c.published, -1],
        price_desc: [c.price, -1],
        price_asc: [c.price, 1],
        year_desc: [c.year, -1],
        year_asc: [c.year, 1],
        // The latest drop first; the sort walk stops at the drops too old to count (pageOrder).
        reduced: [c.reduced, -1],
      } as const
    )[sort];
    const id = c.id;
    return (a, b) => {
      const ka = key[a]!;
      const kb = key[b]!;
      const aNull = Number.isNaN(ka);
      const bNull = Number.isNaN(kb);
      if (aNull !== bNull) return aNull ? 1 : -1;
      if (!aNull && ka !== kb) return direction * (ka - kb);
      return id[b]! - id[a]!;
    };
  }

  /** The latest price drop of each of these boats that has one, by id (current or not). */
  reductionsOf(ids: readonly number[]): Map<number, IndexReduction> {
    const found = new Map<number, IndexReduction>();
    for (const id of ids) {
      const reduction = this.reductions.get(this.position(id));
      if (reduction) found.set(id, reduction);
    }
    return found;
  }

  /** Ids of the boats nearest in price among those matching `q` (ties: newest id first), nulls last. */
  nearest(q: NearQuery): number[] {
    const { alive, type, length, price, id } = this.columns;
    const best: { id: number; distance: number }[] = [];
    const worse = (a: { id: number; distance: number }, b: { id: number; distance: number }) =>
      a.distance > b.distance || (a.distance === b.distance && a.id < b.id);
    for (let p = 0; p < this.columns.size; p += 1) {
      if (alive[p] === 0 || id[p] === q.excludeId) continue;
      if (q.typeId !== null && type[p] !== q.typeId) continue;
      if (q.lengthMin !== null && !(length[p]! >= q.lengthMin)) continue;
      if (q.lengthMax !== null && !(length[p]! <= q.lengthMax)) continue;
      const gap = Math.abs(price[p]! - q.priceEur);
      const candidate = { id: id[p]!, distance: Number.isNaN(gap) ? Number.POSITIVE_INFINITY : gap };
      if (best.length === q.limit && !worse(best[best.length - 1]!, candidate)) continue;
      let at = best.length;
      while (at > 0 && worse(best[at - 1]!, candidate)) at -= 1;
      best.splice(at, 0, candidate);
      if (best.length > q.limit) best.pop();
    }
    return best.map((entry) => entry.id);
  }

  /**
   * One search: the page of ids, the total and (when asked) the facet counts, each facet counted with every
   * other filter applied (disjunctive faceting). `ranked` (relevance) replaces the presorted order.
   */
  query(
    q: IndexQuery,
    page: {
      sort: IndexSort;
      ranked?: Int32Array;
      offset: number;
      limit: number;
      facets: boolean;
      /** For the `reduced` sort: drops before this time (epoch ms) no longer count. */
      reducedSince?: number;
    },
  ): IndexPage {
    const c = this.columns;
    const size = c.size;

    const hasRange =
      q.priceMinEur !== null ||
      q.priceMaxEur !== null ||
      q.lengthMin !== null ||
      q.lengthMax !== null ||
      q.yearMin !== null ||
      q.yearMax !== null ||
      q.cabinsMin !== null ||
      q.berthsMin !== null ||
      q.reducedSince !== null;
    // Boats chosen elsewhere (a keyword, equipment): the pass visits just them, often a small share of the
    // index, rather than every slot.
    const allowed = q.allowed;
    let visits = allowed === null ? size : allowed.length;
    // Positions past the slots (a set built over an index a reload replaced) are none of these boats.
    while (allowed !== null && visits > 0 && allowed[visits - 1]! >= size) visits -= 1;

    // Facet filters: a membership table each (null: no filter).
    const typeIn = q.typeIds && idMembers(q.typeIds, this.maxType);
    const conditionIn = q.conditionIds && idMembers(q.conditionIds, this.maxCondition);
    const countryIn = q.countries && this.countries.members(q.countries);
    const fuelIn = q.fuels && this.fuels.members(q.fuels);
    const hullIn = q.hulls && this.hulls.members(q.hulls);
    const hasBrand = q.brandId !== null || q.modelId !== null;
    const brandId = q.brandId;
    const modelId = q.modelId;
    const hasModel = modelId !== null;

    const { model, combo } = c;
    // 1. The boats that pass the range filters (and are allowed), counted per unit: a unit is a combination
    //    of facet values, and with a model filter, whether the boat's model fails it (unit = 2 × combination
    //    + 1) or not. Without any of these filters, the live counts per combination are the answer.
    const combos = this.combos;
    const units = hasModel ? 2 * combos.size : combos.size;
    let weights: Int32Array;
    // With `allowed` (often a few thousand boats), the units its boats fell in: step 2 visits just those.
    let touched: Int32Array | null = null;
    let touchedCount = 0;
    if (allowed === null && !hasRange && !hasModel) weights = combos.live;
    else {
      if (this.weights.length < units) {
        this.weights = new Int32Array(Math.ceil(units * 1.25));
        this.touched = new Int32Array(this.weights.length);
      }
      weights = this.weights;
      weights.fill(0, 0, units);
      // Which boats passed, for the page walk: every slot is written without `allowed`, the visited ones with.
      if (this.passed.length < size) this.passed = new Uint8Array(Math.ceil(size * 1.25));
      if (allowed !== null) {
        this.passed.fill(0, 0, size);
        touched = this.touched;
      }
      touchedCount = countUnits(c, q, allowed, visits, weights, this.passed, touched);
    }

    // 2. Per unit with boats: which facet filters it fails. None: its boats match, and count in every facet;
    //    one: its boats still count in that facet (disjunctive faceting).
    const counting = page.facets;
    const typeCount = new Int32Array(counting ? this.maxType + 1 : 0);
    const conditionCount = new Int32Array(counting ? this.maxCondition + 1 : 0);
    const brandCount = new Int32Array(counting ? this.maxBrand + 1 : 0);
    const countryCount = new Int32Array(counting ? this.countries.values.length : 0);
    const fuelCount = new Int32Array(counting ? this.fuels.values.length : 0);
    const hullCount = new Int32Array(counting ? this.hulls.values.length : 0);
    if (this.comboMatches.length < combos.size) this.comboMatches = new Uint8Array(combos.type.length);
    const comboMatches = this.comboMatches;
    comboMatches.fill(0, 0, combos.size);
    const types = combos.type;
    const conditions = combos.condition;
    const countries = combos.country;
    const fuels = combos.fuel;
    const hulls = combos.hull;
    const brands = combos.brand;
    let total = 0;
    const first = hasModel ? 2 : 1;
    const last = touched === null ? units : touchedCount;
    for (let i = touched === null ? first : 0; i < last; i += 1) {
      const u = touched === null ? i : touched[i]!;
      const weight = weights[u]!;
      const k = hasModel ? u >> 1 : u;
      // Unit 0 (and 1, with a model filter) is the dead slots' combination.
      if (weight === 0 || k === 0) continue;
      const modelFails = hasModel && (u & 1) === 1;
      const type = types[k]!;
      const condition = conditions[k]!;
      const country = countries[k]!;
      const fuel = fuels[k]!;
      const hull = hulls[k]!;
      const brand = brands[k]!;
      let failed = 0;
      let failing = -1;
      if (typeIn !== null && typeIn[type] !== 1) {
        failed += 1;
        failing = 0;
      }
      if (conditionIn !== null && conditionIn[condition] !== 1) {
        failed += 1;
        failing = 1;
      }
      if (countryIn !== null && countryIn[country] !== 1) {
        failed += 1;
        failing = 2;
      }
      if (fuelIn !== null && fuelIn[fuel] !== 1) {
        failed += 1;
        failing = 3;
      }
      if (hullIn !== null && hullIn[hull] !== 1) {
        failed += 1;
        failing = 4;
      }
      if (hasBrand && ((brandId !== null && brand !== brandId) || modelFails)) {
        failed += 1;
        failing = 5;
      }
      if (failed === 0) {
        comboMatches[k] = 1;
        total += weight;
        if (!counting) continue;
        // Slot 0 counts the nulls, and is never reported.
        typeCount[type]! += weight;
        conditionCount[condition]! += weight;
        countryCount[country]! += weight;
        fuelCount[fuel]! += weight;
        hullCount[hull]! += weight;
        brandCount[brand]! += weight;
      } else if (failed === 1 && counting) {
        if (failing === 0) typeCount[type]! += weight;
        else if (failing === 1) conditionCount[condition]! += weight;
        else if (failing === 2) countryCount[country]! += weight;
        else if (failing === 3) fuelCount[fuel]! += weight;
        else if (failing === 4) hullCount[hull]! += weight;
        else brandCount[brand]! += weight;
      }
    }

    // 3. A boat matches when its combination passes the facet filters, its model the model filter, and it
    //    passed the range filters and is allowed (step 1 noted which boats did).
    const passed = this.passed;
    const walkPassed = hasRange || allowed !== null;
    const matches = (p: number): boolean =>
      comboMatches[combo[p]!] === 1 &&
      (!hasModel || model[p] === modelId) &&
      (!walkPassed || passed[p] === 1);

    const ids: number[] = [];
    const end = page.offset + page.limit;
    if (page.offset < total) {
      let seen = 0;
      /** Takes a position into the page; false once the page is full. */
      const take = (p: number): boolean => {
        if (p < 0 || !matches(p)) return true;
        if (seen >= page.offset) ids.push(c.id[p]!);
        seen += 1;
        return seen < end;
      };
      // Walking the presorted order reads boats at random until the page is full: about end × size / total
      // of them. When that is most of the order (few matches, or a keyword's few boats), the matches are
      // gathered in position order instead (sequential reads) and sorted (total × log total comparisons).
      const visited = allowed === null ? size : visits;
      const walk = Math.min(size, total === 0 ? 0 : (end * size) / total);
      if (!page.ranked && page.sort !== "reduced" && visited + 8 * total * Math.log2(total + 1) < 3 * walk) {
        const found = new Int32Array(total);
        let n = 0;
        for (let i = 0; i < visited; i += 1) {
          const p = allowed === null ? i : allowed[i]!;
          if (matches(p)) found[n++] = p;
        }
        found.sort(this.comparator(page.sort));
        for (const p of found.subarray(0, Math.min(n, end))) take(p);
      } else if (page.ranked || page.sort !== "reduced") {
        for (const p of page.ranked ?? this.order(page.sort)) if (!take(p)) break;
      } else {
        // The boats whose latest drop still counts (a prefix of the `reduced` order, latest first), then every
        // other boat in the default order: two presorted orders, so the walk costs what any other sort's does.
        const since = page.reducedSince ?? Number.NEGATIVE_INFINITY;
        const reduced = c.reduced;
        let full = false;
        for (const p of this.order("reduced")) {
          if (!(reduced[p]! >= since)) break;
          if (!take(p)) {
            full = true;
            break;
          }
        }
        if (!full) for (const p of this.order("default")) if (!(reduced[p]! >= since) && !take(p)) break;
      }
    }

    const facets = counting
      ? {
          type: topValues(typeCount, (i) => String(i), FACET_LIMIT.type),
          condition: topValues(conditionCount, (i) => String(i), FACET_LIMIT.condition),
          country: topValues(countryCount, (i) => this.countries.values[i]!, FACET_LIMIT.country),
          fuel: topValues(fuelCount, (i) => this.fuels.values[i]!, FACET_LIMIT.fuel),
          hull: topValues(hullCount, (i) => this.hulls.values[i]!, FACET_LIMIT.hull),
          brand: topValues(brandCount, (i) => String(i), FACET_LIMIT.brand),
        }
      : null;
    return { ids, reductions: this.reductionsOf(ids), total, facets };
  }
}

/**
 * The pass over the boats (see `SearchIndex.query`): each boat that passes the range filters (and is allowed)
 * adds one to its unit; `passed` says which boats passed. Without `allowed`, one sweep over the slots per
 * range filter, then one that counts: each a loop V8 compiles to a few instructions, without a branch on the
 * boats' values (which boats pass a range is unpredictable, and a mispredicted branch costs more than the
 * comparisons); one loop testing every filter a search might have ran about three times slower. A dead
 * slot's combination (0) is never read back. With `allowed`, `touched` receives each unit a boat passed into,
 * once, and the answer is how many.
 */
function countUnits(
  c: Columns,
  q: IndexQuery,
  allowed: Int32Array | null,
  visits: number,
  weights: Int32Array,
  passed: Uint8Array,
  touched: Int32Array | null,
): number {
  // Every range filter as a column and its bounds; NaN (null) fails both comparisons, as SQL's null does.
  const ranges: [Float64Array, number, number][] = [];
  const range = (column: Float64Array, low: number | null, high: number | null) => {
    if (low !== null || high !== null)
      ranges.push([column, low ?? Number.NEGATIVE_INFINITY, high ?? Number.POSITIVE_INFINITY]);
  };
  range(c.price, q.priceMinEur, q.priceMaxEur);
  range(c.length, q.lengthMin, q.lengthMax);
  range(c.year, q.yearMin, q.yearMax);
  range(c.cabins, q.cabinsMin, null);
  range(c.berths, q.berthsMin, null);
  range(c.reduced, q.reducedSince, null);
  const { combo, model } = c;
  const modelId = q.modelId ?? 0;
  const hasModel = q.modelId !== null;
  if (allowed === null) {
    // The first range writes `passed`, the others narrow it: one sweep fewer than filling it first.
    if (ranges.length === 0) passed.fill(1, 0, visits);
    for (const [i, [column, low, high]] of ranges.entries()) {
      if (i === 0) sweep(column, low, high, passed, visits);
      else narrow(column, low, high, passed, visits);
    }
    if (hasModel) {
      for (let p = 0; p < visits; p += 1) weights[2 * combo[p]! + +(model[p] !== modelId)]! += passed[p]!;
    } else {
      for (let p = 0; p < visits; p += 1) weights[combo[p]!]! += passed[p]!;
    }
    return 0;
  }
  let units = 0;
  for (let i = 0; i < visits; i += 1) {
    const p: number = allowed[i]!;
    let pass = 1;
    for (const [column, low, high] of ranges) {
      const value = column[p]!;
      pass &= +(value >= low) & +(value <= high);
    }
    passed[p] = pass;
    const unit = hasModel ? 2 * combo[p]! + +(model[p] !== modelId) : combo[p]!;
    if (pass === 1 && weights[unit] === 0 && touched !== null) touched[units++] = unit;
    weights[unit]! += pass;
  }
  return units;
}

/** Sets `passed` to whether each slot's value is within [low, high] (not null). */
function sweep(column: Float64Array, low: number, high: number, passed: Uint8Array, slots: number): void {
  for (let p = 0; p < slots; p += 1) {
    const value = column[p]!;
    passed[p] = +(value >= low) & +(value <= high);
  }
}

/** Clears `passed` for the slots whose value is outside [low, high] (or null). */
function narrow(column: Float64Array, low: number, high: number, passed: Uint8Array, slots: number): void {
  for (let p = 0; p < slots; p += 1) {
    const value = column[p]!;
    passed[p]! &= +(value >= low) & +(value <= high);
  }
}

/** Non-zero counts, most frequent first (ties by value, so the order is stable), at most `limit`. */
function topValues(
  counts: Int32Array,
  valueAt: (index: number) => string,
  limit: number,
): [string, number][] {
  const entries: [string, number][] = [];
  for (let i = 1; i < counts.length; i += 1) if (counts[i]! > 0) entries.push([valueAt(i), counts[i]!]);
  entries.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return entries.slice(0, limit);
}
