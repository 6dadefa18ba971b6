/**
 * Keeps one in-memory search index in step with the database (docs/decisions/021-search-index.md). Before
 * each search it reads where the change log stands (one indexed lookup): unchanged, the index answers as it
 * is; changed, it reloads just the boats and teams the log names, or everything when it fell more than
 * MAX_CATCH_UP entries behind. So a search sees every change committed before it, from any process.
 *
 * Keyword and equipment filters come from the database (full-text engine, equipment table) as sets of
 * boats, cached as masks over the index's positions until the next change; so are the reference lists' codes
 * and labels (search-labels.ts), read again after any change.
 */

import { reductionCutoff } from "@keel/contracts/price-history";
import type { Kysely } from "kysely";
import type { Engine } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import {
  boatsWithEquipment,
  changesBetween,
  findSearchLabels,
  indexRowsOf,
  type LogPosition,
  logPosition,
  publicIndexRows,
  publicIndexSize,
  rankedMatches,
} from "./search.repository.ts";
import type { ResolvedFilters } from "./search-filters.ts";
import type { IndexPage, IndexReduction, IndexSort, NearQuery } from "./search-index.ts";
import { INDEX_SORTS, intersectPositions, NO_FILTERS, SearchIndex } from "./search-index.ts";
import { SearchLabels } from "./search-labels.ts";

/** Fewer than the log keeps (10,000, migration 0900), so an incremental catch-up never misses an entry. */
const MAX_CATCH_UP = 5000;
const LOAD_CHUNK = 2_000;
const MAX_CACHED_SETS = 64;

interface BoatSet {
  /** The positions of the boats in the set, ascending. */
  positions: Int32Array;
  /** The same positions in the full-text engine's order (keywords only). */
  ranked?: Int32Array;
}

export interface IndexSearch {
  sort: IndexSort | "relevance";
  offset: number;
  limit: number;
  facets: boolean;
}

export class SearchIndexSync {
  private index = new SearchIndex();
  /** Where the change log stood when the index last caught up; seq -1 before the first load. */
  private seen: LogPosition = { seq: -1, running: [] };
  /** Bumped by every change to the index: a boat set built across a change is not cached. */
  private generation = 0;
  private catchingUp: Promise<void> | undefined;
  private readonly sets = new Map<string, BoatSet>();
  /** The reference lists as of the current generation, read on first use after a change. */
  private labels: { generation: number; read: Promise<SearchLabels> } | undefined;
  private readonly db: Kysely<Database>;
  private readonly engine: Engine;

  constructor(db: Kysely<Database>, engine: Engine) {
    this.db = db;
    this.engine = engine;
  }

  /**
   * Loads the index and runs a few searches on it, so that the first visitors meet compiled code rather than
   * V8's interpreter (a pass over 100,000 boats takes ten times longer before V8 optimises it). Resolves to
   * the number of boats indexed.
   */
  async warm(): Promise<number> {
    const index = await this.current();
    const sorts = INDEX_SORTS;
    for (let round = 0; round < 40; round += 1) {
      const query = {
        ...NO_FILTERS,
        typeIds: round % 2 ? [1, 2] : null,
        countries: round % 3 ? null : ["FR", "IT"],
        priceMinEur: round % 4 ? null : 1_000_000,
        lengthMin: round % 5 ? null : 8,
        brandId: round % 7 ? null : 1,
      };
      index.query(query, {
        sort: sorts[round % sorts.length]!,
        offset: 0,
        limit: 24,
        facets: round % 8 !== 0,
      });
      index.nearest({ excludeId: 0, typeId: 1, lengthMin: 8, lengthMax: 14, priceEur: 10_000_000, limit: 6 });
    }
    return index.count;
  }

  /**
   * One search: the index and the reference lists caught up with every change committed before the call, then
   * `prepare` resolves the query's codes against those lists and says which page to read.
   */
  async search(
    prepare: (labels: SearchLabels) => Promise<{ filters: ResolvedFilters; page: IndexSearch }>,
  ): Promise<{ result: IndexPage; filters: ResolvedFilters; labels: SearchLabels }> {
    const index = await this.current();
    const labels = await this.currentLabels();
    const { filters, page } = await prepare(labels);
    const [keyword, equipment] = await Promise.all([
      filters.tokens.length > 0 ? this.keywordSet(filters.tokens) : undefined,
      filters.equipmentIds ? this.equipmentSet(filters.equipmentIds) : undefined,
    ]);
    const allowed =
      keyword && equipment
        ? intersectPositions(keyword.positions, equipment.positions)
        : (keyword?.positions ?? equipment?.positions ?? null);
    // A reduction ages out at 00:00 UTC: asked now, not stored in the index (decision 051).
    const reducedSince = reductionCutoff(Date.now());
    const result = index.query(
      {
        typeIds: filters.typeIds,
        conditionIds: filters.conditionIds,
        // An unknown brand or model slug: -2 matches no boat (-1 is a boat without one).
        brandId: filters.brandId === "none" ? -2 : filters.brandId,
        modelId: filters.modelId === "none" ? -2 : filters.modelId,
        countries: filters.countries,
        fuels: filters.fuels,
        hulls: filters.hulls,
        priceMinEur: filters.priceMinEur,
        priceMaxEur: filters.priceMaxEur,
        lengthMin: filters.lengthMin,
        lengthMax: filters.lengthMax,
        yearMin: filters.yearMin,
        yearMax: filters.yearMax,
        cabinsMin: filters.cabinsMin,
        berthsMin: filters.berthsMin,
        reducedSince: filters.reduced ? reducedSince : null,
        allowed,
      },
      {
        sort: page.sort === "relevance" ? "default" : page.sort,
        ranked: page.sort === "relevance" ? keyword?.ranked : undefined,
        offset: page.offset,
        limit: page.limit,
        facets: page.facets,
        reducedSince,
      },
    );
    return { result, filters, labels };
  }

  /** Boats near one boat (similar boats of a detail page), from the caught-up index, with their latest drops. */
  async nearest(q: NearQuery): Promise<{ ids: number[]; reductions: Map<number, IndexReduction> }> {
    const index = await this.current();
    const ids = index.nearest(q);
    return { ids, reductions: index.reductionsOf(ids) };
  }

  /** The reference lists, read after the index's last change (a list read across a change serves one search). */
  private currentLabels(): Promise<SearchLabels> {
    const generation = this.generation;
    if (this.labels?.generation === generation) return this.labels.read;
    const read = findSearchLabels(this.db).then((rows) => new SearchLabels(rows));
    this.labels = { generation, read };
    // A failed read is not kept: the next search reads again.
    read.catch(() => {
      if (this.labels?.read === read) this.labels = undefined;
    });
    return read;
  }

  /** The index, caught up with every change committed before this call. */
  private async current(): Promise<SearchIndex> {
    for (;;) {
      const now = await logPosition(this.db, this.engine);
      if (now.seq === this.seen.seq && this.seen.running.every((xid) => now.running.includes(xid)))
        return this.index;
      // Searches arriving together share one catch-up; one that started before our read runs again.
      this.catchingUp ??= this.catchUp().finally(() => {
        this.catchingUp = undefined;
      });
      await this.catchingUp;
      if (this.seen.seq >= now.seq) return this.index;
    }
  }

  private async catchUp(): Promise<void> {
    const now = await logPosition(this.db, this.engine);
    if (this.seen.seq < 0 || now.seq < this.seen.seq || now.seq - this.seen.seq > MAX_CATCH_UP) {
      await this.reload(now);
      return;
    }
    const { boatIds, teamIds } = await changesBetween(this.db, this.engine, this.seen, now);
    const [boats, teamBoats] = await Promise.all([
      indexRowsOf(this.db, { boatIds }),
      indexRowsOf(this.db, { teamIds }),
    ]);
    const rows = [...boats, ...teamBoats];
    const found = new Set(rows.map((row) => row.id));
    this.index.remove(boatIds.filter((id) => !found.has(id)));
    this.index.remove(rows.filter((row) => !row.visible).map((row) => row.id));
    this.index.upsert(rows.filter((row) => row.visible));
    this.generation += 1;
    this.sets.clear();
    this.seen = now;
    if (this.index.isSparse) await this.reload(now);
  }

  /** A fresh index of every public boat, read by id in chunks; it replaces the old one whole. */
  private async reload(now: LogPosition): Promise<void> {
    const index = new SearchIndex();
    const { count, maxId } = await publicIndexSize(this.db);
    index.reserve(count, maxId);
    let afterId = 0;
    for (;;) {
      const rows = await publicIndexRows(this.db, afterId, LOAD_CHUNK);
      if (rows.length === 0) break;
      index.upsert(rows);
      afterId = rows[rows.length - 1]!.id;
      if (rows.length < LOAD_CHUNK) break;
    }
    index.prepareOrders();
    this.index = index;
    this.generation += 1;
    this.sets.clear();
    this.seen = now;
  }

  private async keywordSet(tokens: string[]): Promise<BoatSet> {
    return this.cachedSet(`q:${tokens.join(" ")}`, async (index) => {
      const ranked = index.positions(await rankedMatches(this.db, this.engine, tokens));
      // A copy sorted ascending: the index's pass visits these boats only.
      return { positions: ranked.slice().sort(), ranked };
    });
  }

  private async equipmentSet(equipmentIds: number[]): Promise<BoatSet> {
    const key = `e:${[...equipmentIds].sort((a, b) => a - b).join(",")}`;
    return this.cachedSet(key, async (index) => {
      // An unknown equipment code resolves to -1: no boat has it.
      if (equipmentIds.includes(-1)) return { positions: new Int32Array(0) };
      return { positions: index.positions(await boatsWithEquipment(this.db, equipmentIds)).sort() };
    });
  }

  /** A boat set from the cache, or built and cached (the oldest entry goes first when full). */
  private async cachedSet(key: string, build: (index: SearchIndex) => Promise<BoatSet>): Promise<BoatSet> {
    const cached = this.sets.get(key);
    if (cached) return cached;
    const generation = this.generation;
    const set = await build(this.index);
    // Built across a catch-up: good for this search only.
    if (generation === this.generation) {
      this.sets.set(key, set);
      if (this.sets.size > MAX_CACHED_SETS) this.sets.delete(this.sets.keys().next().value!);
    }
    return set;
  }
}
