/**
 * Which saved searches (and watched boats) a batch of listing changes concerns (decision 046). Alerts are
 * computed from the change log, never by running every saved search against every listed boat: the boats a
 * batch touched go into a small in-memory search index (modules/search, the very index and filter pass that
 * answer the search page), and each saved search is one pass over those few boats. The cost is
 * O(saved searches x changed boats) with a tight loop over typed arrays, independent of the number of boats listed.
 *
 * Pure: no I/O. The caller loads the changes, the boats they name and the searches (alerts.service.ts).
 */
import { reductionCutoff } from "@keel/contracts/price-history";
import type { BoatChangeKind } from "../../db/schema.ts";
import type { ResolvedFilters } from "../search/search-filters.ts";
import { type IndexQuery, type IndexRow, intersectPositions, SearchIndex } from "../search/search-index.ts";

export interface ListingChange {
  id: number;
  boatId: number;
  kind: BoatChangeKind;
  oldPriceAmount: number | null;
  oldCurrency: string | null;
  newPriceAmount: number | null;
  newCurrency: string | null;
  createdAt: string;
}

/** A boat named by the changes, as it is now. */
export interface ChangedBoat {
  row: IndexRow;
  /** Whether buyers may see it now (public status, active team, not stale). */
  visible: boolean;
  /** Its searchable text (title, brand, model, descriptions) through `foldText`. */
  text: string;
  equipmentIds: number[];
}

export interface SearchToMatch {
  id: number;
  filters: ResolvedFilters;
  /** Changes older than the search are not news to it. */
  createdAt: string;
}

/** A boat a user watches (a favourite): price drops and status changes of it are news to that user. */
export interface WatchedBoat {
  userId: number;
  boatId: number;
  /** Since when: earlier changes are not news. */
  since: string;
}

export type SearchAlertKind = "new" | "price_drop";
export type WatchAlertKind = "price_drop" | "under_offer" | "sold";

export interface SearchAlert {
  savedSearchId: number;
  boatId: number;
  changeId: number;
  kind: SearchAlertKind;
}

export interface WatchAlert {
  userId: number;
  boatId: number;
  changeId: number;
  kind: WatchAlertKind;
}

/** A price change that lowers the asking price in the same currency (a currency switch is no reduction). */
export function isPriceDrop(
  change: Pick<ListingChange, "kind" | "oldPriceAmount" | "oldCurrency" | "newPriceAmount" | "newCurrency">,
): boolean {
  return (
    change.kind === "price" &&
    change.oldPriceAmount !== null &&
    change.newPriceAmount !== null &&
    change.oldCurrency === change.newCurrency &&
    Number(change.newPriceAmount) < Number(change.oldPriceAmount)
  );
}

/**
 * A boat's searchable text as its lower-case, accent-free words (as the keyword search folds them), each after
 * a space, so that "starts a word" is one substring test.
 */
export function foldText(text: string): string {
  const words = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  return words ? ` ${words.join(" ")}` : "";
}

/** The news of each boat in the batch: its latest publication, price drop and status change. */
interface BoatNews {
  published?: ListingChange;
  priceDrop?: ListingChange;
  status?: ListingChange;
}

function newsByBoat(changes: ListingChange[]): Map<number, BoatNews> {
  const byBoat = new Map<number, BoatNews>();
  for (const change of [...changes].sort((a, b) => a.id - b.id)) {
    let news = byBoat.get(change.boatId);
    if (!news) {
      news = {};
      byBoat.set(change.boatId, news);
    }
    if (change.kind === "published") news.published = change;
    else if (isPriceDrop(change)) news.priceDrop = change;
    else if (change.kind === "under_offer" || change.kind === "sold") news.status = change;
    else if (change.kind === "withdrawn") news.status = undefined;
  }
  return byBoat;
}

/**
 * The positions of the boats whose words start with each token (tokens as prefixes, all required, like the
 * full-text search), ascending.
 */
function keywordPositions(tokens: string[], boats: ChangedBoat[], positions: Int32Array): Int32Array {
  const starts = tokens.map((token) => ` ${token}`);
  return positionsOf(boats, positions, (boat) => starts.every((start) => boat.text.includes(start)));
}

/** The positions of the boats with every one of this equipment, ascending. */
function equipmentPositions(ids: number[], boats: ChangedBoat[], positions: Int32Array): Int32Array {
  return positionsOf(boats, positions, (boat) => ids.every((id) => boat.equipmentIds.includes(id)));
}

function positionsOf(
  boats: ChangedBoat[],
  positions: Int32Array,
  keep: (boat: ChangedBoat) => boolean,
): Int32Array {
  const kept: number[] = [];
  boats.forEach((boat, i) => {
    if (keep(boat)) kept.push(positions[i]!);
  });
  return Int32Array.from(kept).sort();
}

/** A saved search's filters in the index's terms (as the search page's sync layer builds them). */
function indexQuery(filters: ResolvedFilters, allowed: Int32Array | null): IndexQuery {
  return {
    typeIds: filters.typeIds,
    conditionIds: filters.conditionIds,
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
    // Price reduced now (decision 051): a drop that made the boat change is at most this old.
    reducedSince: filters.reduced ? reductionCutoff(Date.now()) : null,
    allowed,
  };
}

/**
 * The boats among `boats` that each search matches now, by search id: one index over the given boats, one pass
 * of it per search. Keyword and equipment sets are built once per distinct keyword or equipment list.
 */
export function matchingBoats(searches: SearchToMatch[], boats: ChangedBoat[]): Map<number, number[]> {
  const result = new Map<number, number[]>();
  if (boats.length === 0 || searches.length === 0) return result;
  const index = new SearchIndex();
  index.upsert(boats.map((boat) => boat.row));
  const positions = Int32Array.from(boats, (boat) => index.position(boat.row.id));
  const keywordSets = new Map<string, Int32Array>();
  const equipmentSets = new Map<string, Int32Array>();
  for (const search of searches) {
    const { tokens, equipmentIds } = search.filters;
    let allowed: Int32Array | null = null;
    if (tokens.length > 0) {
      const key = tokens.join(" ");
      allowed = keywordSets.get(key) ?? keywordPositions(tokens, boats, positions);
      keywordSets.set(key, allowed);
    }
    if (equipmentIds) {
      const key = equipmentIds.join(",");
      const set = equipmentSets.get(key) ?? equipmentPositions(equipmentIds, boats, positions);
      equipmentSets.set(key, set);
      allowed = allowed ? intersectPositions(allowed, set) : set;
    }
    const page = index.query(indexQuery(search.filters, allowed), {
      sort: "newest",
      offset: 0,
      limit: boats.length,
      facets: false,
    });
    if (page.ids.length > 0) result.set(search.id, page.ids);
  }
  return result;
}

/**
 * The alerts a batch of changes raises: for saved searches, boats newly published that match and price drops of
 * boats that match; for watched boats, their price drops and their going under offer or sold. A boat published
 * in the same batch after a search was saved is only "new" to it (nobody saw its earlier price); one published
 * before the search was saved and reduced since is a price drop to it. Boats buyers cannot see now raise nothing.
 */
export function computeAlerts(input: {
  changes: ListingChange[];
  boats: ChangedBoat[];
  searches: SearchToMatch[];
  watches: WatchedBoat[];
}): { searchAlerts: SearchAlert[]; watchAlerts: WatchAlert[] } {
  const news = newsByBoat(input.changes);
  const visible = input.boats.filter((boat) => boat.visible && news.has(boat.row.id));
  const searchAlerts: SearchAlert[] = [];
  const matches = matchingBoats(input.searches, visible);
  for (const search of input.searches) {
    for (const boatId of matches.get(search.id) ?? []) {
      const { published, priceDrop } = news.get(boatId)!;
      // New to this search when published since it was saved; otherwise its price drop since then is the news
      // (a boat published just before the search was saved and reduced just after, in one batch, is a drop).
      const isNew = published !== undefined && published.createdAt >= search.createdAt;
      const change = isNew ? published : priceDrop;
      if (!change || change.createdAt < search.createdAt) continue;
      searchAlerts.push({
        savedSearchId: search.id,
        boatId,
        changeId: change.id,
        kind: isNew ? "new" : "price_drop",
      });
    }
  }
  const watchAlerts: WatchAlert[] = [];
  const visibleIds = new Set(visible.map((boat) => boat.row.id));
  for (const watch of input.watches) {
    const boatNews = news.get(watch.boatId);
    if (!boatNews) continue;
    // Sold is news even though the boat has left the search.
    if (boatNews.status && boatNews.status.createdAt >= watch.since) {
      const kind = boatNews.status.kind as "under_offer" | "sold";
      watchAlerts.push({ userId: watch.userId, boatId: watch.boatId, changeId: boatNews.status.id, kind });
    } else if (
      boatNews.priceDrop &&
      visibleIds.has(watch.boatId) &&
      boatNews.priceDrop.createdAt >= watch.since
    ) {
      watchAlerts.push({
        userId: watch.userId,
        boatId: watch.boatId,
        changeId: boatNews.priceDrop.id,
        kind: "price_drop",
      });
    }
  }
  return { searchAlerts, watchAlerts };
}
