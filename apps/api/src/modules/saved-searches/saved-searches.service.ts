/**
 * Saved searches (decision 046): a signed-in user keeps a search's URL state (filters and sort) under a name,
 * sees how many boats matching it were published since they last opened it, and chooses how often its alerts
 * are e-mailed. The query is checked against the search's own schema; unknown filters are refused.
 */
import { randomBytes } from "node:crypto";
import { SAVED_SEARCHES_MAX } from "@keel/contracts/saved-search-codes";
import {
  checkSavedQuery,
  type TSavedSearch,
  type TSavedSearchUpdate,
  type ZSavedSearchCreate,
} from "@keel/contracts/saved-searches";
import { ZBoatSearchQuery } from "@keel/contracts/search";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { indexRowsOf } from "../search/search.repository.ts";
import { type ResolvedFilters, resolveFilters } from "../search/search-filters.ts";
import { type ChangedBoat, foldText, matchingBoats } from "./alert-matching.ts";
import {
  boatTextsAndEquipment,
  countSavedSearches,
  deleteSavedSearch,
  findSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  publicationsSince,
  updateSavedSearch,
} from "./saved-searches.repository.ts";

/** Publications a "new since your last visit" count reads at most (older visits count up to this). */
const NEW_SINCE_VISIT_WINDOW = 5000;

/** The boats named by `boatIds` as the matcher needs them (current state, text, equipment). */
export async function loadChangedBoats(db: Kysely<Database>, boatIds: number[]): Promise<ChangedBoat[]> {
  const unique = [...new Set(boatIds)];
  const boats: ChangedBoat[] = [];
  for (let i = 0; i < unique.length; i += 500) {
    const chunk = unique.slice(i, i + 500);
    const [rows, { texts, equipment }] = await Promise.all([
      indexRowsOf(db, { boatIds: chunk }),
      boatTextsAndEquipment(db, chunk),
    ]);
    for (const { visible, ...row } of rows) {
      boats.push({
        row,
        visible,
        text: foldText(texts.get(row.id) ?? ""),
        equipmentIds: equipment.get(row.id) ?? [],
      });
    }
  }
  return boats;
}

/** Filters that narrow nothing: the base every stored search's filters are laid over. */
export const NO_FILTERS: ResolvedFilters = {
  tokens: [],
  typeIds: null,
  conditionIds: null,
  brandId: null,
  modelId: null,
  priceMinEur: null,
  priceMaxEur: null,
  lengthMin: null,
  lengthMax: null,
  yearMin: null,
  yearMax: null,
  countries: null,
  fuels: null,
  hulls: null,
  cabinsMin: null,
  berthsMin: null,
  equipmentIds: null,
  reduced: false,
};

/** The stored filters of a saved search (resolved when it was saved); a missing field filters nothing. */
export const storedFilters = (json: string): ResolvedFilters => ({
  ...NO_FILTERS,
  ...(JSON.parse(json) as Partial<ResolvedFilters>),
});

type SavedSearchRow = Awaited<ReturnType<typeof listSavedSearches>>[number];

/** Each search's count of boats published since its last visit that match it and are public now. */
async function newSinceVisit(db: Kysely<Database>, rows: SavedSearchRow[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (rows.length === 0) return counts;
  const oldest = rows.map((row) => row.lastVisitedAt).sort()[0]!;
  const publications = await publicationsSince(db, oldest, NEW_SINCE_VISIT_WINDOW);
  if (publications.length === 0) return counts;
  const boats = (
    await loadChangedBoats(
      db,
      publications.map((change) => change.boatId),
    )
  ).filter((b) => b.visible);
  const latest = new Map<number, string>();
  for (const change of publications)
    if (!latest.has(change.boatId)) latest.set(change.boatId, change.createdAt);
  const matches = matchingBoats(
    rows.map((row) => ({ id: row.id, filters: storedFilters(row.filters), createdAt: row.createdAt })),
    boats,
  );
  for (const row of rows) {
    const ids = matches.get(row.id) ?? [];
    counts.set(row.id, ids.filter((id) => (latest.get(id) ?? "") > row.lastVisitedAt).length);
  }
  return counts;
}

const toDto = (row: SavedSearchRow, count: number): TSavedSearch => ({
  id: row.id,
  name: row.name,
  query: row.query,
  frequency: row.frequency,
  newSinceVisit: count,
  lastVisitedAt: row.lastVisitedAt,
  createdAt: row.createdAt,
});

export async function getSavedSearches(db: Kysely<Database>, userId: number): Promise<TSavedSearch[]> {
  const rows = await listSavedSearches(db, userId);
  const counts = await newSinceVisit(db, rows);
  return rows.map((row) => toDto(row, counts.get(row.id) ?? 0));
}

export async function getSavedSearch(
  db: Kysely<Database>,
  userId: number,
  id: number,
): Promise<TSavedSearch> {
  const row = await findSavedSearch(db, userId, id);
  if (!row) throw notFound();
  const counts = await newSinceVisit(db, [row]);
  return toDto(row, counts.get(row.id) ?? 0);
}

/** Saves a search; its query must be one the search page accepts, with no unknown filter. */
export async function createSavedSearch(
  db: Kysely<Database>,
  userId: number,
  input: z.output<typeof ZSavedSearchCreate>,
): Promise<TSavedSearch> {
  const checked = checkSavedQuery(input.query);
  if (!checked.ok) {
    throw new AppError("VALIDATION_FAILED", "error.savedSearchQuery", {
      details: checked.issues.map((issue) => ({ ...issue, path: `body.${issue.path}` })),
    });
  }
  if ((await countSavedSearches(db, userId)) >= SAVED_SEARCHES_MAX) {
    throw new AppError("CONFLICT", "error.savedSearchesFull", { values: { limit: SAVED_SEARCHES_MAX } });
  }
  const filters = await resolveFilters(
    db,
    ZBoatSearchQuery.parse(Object.fromEntries(new URLSearchParams(checked.query))),
  );
  const id = await insertSavedSearch(db, {
    userId,
    name: input.name,
    query: checked.query,
    filters: JSON.stringify(filters),
    frequency: input.frequency,
    unsubscribeToken: randomBytes(24).toString("base64url"),
    now: nowIso(),
  });
  return getSavedSearch(db, userId, id);
}

export async function changeSavedSearch(
  db: Kysely<Database>,
  userId: number,
  id: number,
  changes: TSavedSearchUpdate,
): Promise<TSavedSearch> {
  const updated = await updateSavedSearch(db, userId, id, {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.frequency !== undefined ? { frequency: changes.frequency } : {}),
    updatedAt: nowIso(),
  });
  if (!updated) throw notFound();
  return getSavedSearch(db, userId, id);
}

/** The owner opens the search: its "new since your last visit" count starts again from now. */
export async function visitSavedSearch(
  db: Kysely<Database>,
  userId: number,
  id: number,
): Promise<TSavedSearch> {
  const now = nowIso();
  if (!(await updateSavedSearch(db, userId, id, { lastVisitedAt: now, updatedAt: now }))) throw notFound();
  return getSavedSearch(db, userId, id);
}

export async function removeSavedSearch(db: Kysely<Database>, userId: number, id: number): Promise<void> {
  if (!(await deleteSavedSearch(db, userId, id))) throw notFound();
}
