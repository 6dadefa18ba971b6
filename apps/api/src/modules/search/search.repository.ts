/**
 * The search's SQL: what the in-memory index loads (search-index-sync.ts), the few lookups it leaves to the
 * database (keywords, equipment) and the codes and slugs a query names (search-filters.ts).
 */
import { type Kysely, sql } from "kysely";
import type { Engine } from "../../db/database.ts";
import { reusableQuery } from "../../db/reusable-query.ts";
import type { Database } from "../../db/schema.ts";
import { findLatestReductions } from "../boats/price-history.repository.ts";
import type { IndexRow } from "./search-index.ts";

/** Statuses buyers see (docs/decisions/008-boat-lifecycle.md); the partial indexes cover exactly these. */
export const PUBLIC_STATUSES = ["published", "under_offer"] as const;

/**
 * The public statuses as literals in the SQL text, for `where("boats.status", "in", …)`: SQLite matches a
 * partial index (`… where status in ('published', 'under_offer')`) against the query's text only, so with
 * bound parameters it would read every row instead of the index's entries.
 */
export const PUBLIC_STATUS_LITERALS = PUBLIC_STATUSES.map((status) => sql.lit(status));

const INDEX_COLUMNS = [
  "boats.id",
  "boats.boatTypeId",
  "boats.conditionId",
  "boats.brandId",
  "boats.modelId",
  "boats.priceEur",
  "boats.lengthM",
  "boats.yearBuilt",
  "boats.country",
  "boats.fuel",
  "boats.hullMaterial",
  "boats.cabins",
  "boats.berths",
  "boats.publishedAt",
  "boats.lastChangedAt",
] as const;

/** Rows with each boat's latest price drop (docs/decisions/051-price-history.md), read from the change log. */
async function withReductions<T extends { id: number }>(
  db: Kysely<Database>,
  rows: T[],
): Promise<(T & { reducedAt: string | null; reducedPercent: number | null })[]> {
  const reductions = await findLatestReductions(
    db,
    rows.map((row) => row.id),
    Date.now(),
  );
  return rows.map((row) => {
    const reduction = reductions.get(row.id);
    return { ...row, reducedAt: reduction?.at ?? null, reducedPercent: reduction?.percent ?? null };
  });
}

/** Public boats of active teams; boats waiting for their seller's confirmation are out (decision 025). */
function publicBoats(db: Kysely<Database>) {
  return db
    .selectFrom("boats")
    .where("boats.status", "in", PUBLIC_STATUSES)
    .where("boats.staleSince", "is", null)
    .where(
      "boats.teamId",
      "not in",
      db.selectFrom("teams").select("teams.id").where("teams.status", "!=", "active"),
    );
}

/** How many boats a full load will read, and their highest id: the index allocates its columns once. */
export async function publicIndexSize(db: Kysely<Database>): Promise<{ count: number; maxId: number }> {
  const row = await publicBoats(db)
    .select((eb) => [eb.fn.countAll().as("count"), eb.fn.max("boats.id").as("maxId")])
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), maxId: Number(row?.maxId ?? 0) };
}

/** Public boats with an id above `afterId`, by id: a full load, one chunk at a time. */
export async function publicIndexRows(
  db: Kysely<Database>,
  afterId: number,
  limit: number,
): Promise<IndexRow[]> {
  const rows = await publicBoats(db)
    .select([...INDEX_COLUMNS])
    .where("boats.id", ">", afterId)
    .orderBy("boats.id")
    .limit(limit)
    .execute();
  return withReductions(db, rows);
}

/** The current state of some boats, or of every boat of some teams, each with whether buyers may see it. */
export async function indexRowsOf(
  db: Kysely<Database>,
  by: { boatIds: number[] } | { teamIds: number[] },
): Promise<(IndexRow & { visible: boolean })[]> {
  const ids = "boatIds" in by ? by.boatIds : by.teamIds;
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("boats")
    .innerJoin("teams", "teams.id", "boats.teamId")
    .select([...INDEX_COLUMNS, "boats.status", "boats.staleSince", "teams.status as teamStatus"])
    .where("boatIds" in by ? "boats.id" : "boats.teamId", "in", ids)
    .execute();
  return (await withReductions(db, rows)).map(({ status, staleSince, teamStatus, ...row }) => ({
    ...row,
    visible:
      (PUBLIC_STATUSES as readonly string[]).includes(status) &&
      staleSince === null &&
      teamStatus === "active",
  }));
}

/** The change log's newest entry on SQLite: every search asks it first, so it is compiled once (reusable-query.ts). */
const newestSeq = reusableQuery((db) =>
  db.selectFrom("searchChanges").select((eb) => eb.fn.max("seq").as("seq")),
);

/**
 * Where the change log stands for a reader: its newest entry and, on PostgreSQL, the transactions still running
 * when it was read. Those may commit later with entries numbered below `seq` (sequence numbers are taken at
 * insert, not at commit), so the reader asks for their entries again by transaction id. SQLite has one writer at
 * a time: nothing is ever running for a reader.
 */
export interface LogPosition {
  seq: number;
  running: string[];
}

export async function logPosition(db: Kysely<Database>, engine: Engine): Promise<LogPosition> {
  if (engine === "sqlite") {
    const [row] = await newestSeq(db);
    return { seq: Number(row?.seq ?? 0), running: [] };
  }
  const { rows } = await sql<{ seq: number | null; running: string[] }>`
    select (select max(seq) from search_changes) as seq,
           array(select pg_snapshot_xip(pg_current_snapshot()))::text[] as running`.execute(db);
  return { seq: Number(rows[0]?.seq ?? 0), running: rows[0]?.running ?? [] };
}

/**
 * The entries after `from.seq` up to `to.seq`, and those of the transactions `from` saw running; the search
 * index's own (scope null) only, unless `pages` asks for what pages show too (scope 'pages').
 */
function entriesBetween(
  db: Kysely<Database>,
  engine: Engine,
  from: LogPosition,
  to: LogPosition,
  options: { pages: boolean },
) {
  const entries = () => {
    const query = db.selectFrom("searchChanges").select(["boatId", "teamId", "scope"]);
    return options.pages ? query : query.where("scope", "is", null);
  };
  const inRange = entries().where("seq", ">", from.seq).where("seq", "<=", to.seq);
  return engine === "postgres" && from.running.length > 0
    ? inRange.unionAll(entries().where(sql<boolean>`xid = any(${from.running}::xid8[])`)).execute()
    : inRange.execute();
}

/** The boats and teams the search index must read again: its entries between two positions. */
export async function changesBetween(
  db: Kysely<Database>,
  engine: Engine,
  from: LogPosition,
  to: LogPosition,
): Promise<{ boatIds: number[]; teamIds: number[] }> {
  const boatIds = new Set<number>();
  const teamIds = new Set<number>();
  for (const row of await entriesBetween(db, engine, from, to, { pages: false })) {
    if (row.boatId !== null) boatIds.add(row.boatId);
    if (row.teamId !== null) teamIds.add(row.teamId);
  }
  return { boatIds: [...boatIds], teamIds: [...teamIds] };
}

/**
 * Every entry between two positions, pages' included, for readers of what changed (listings-changes.ts):
 * the boats and teams named, the teams whose status changed (their boats came or went), and whether an entry
 * named neither (a new catalog label, or one no boat carries).
 */
export async function pageChangesBetween(
  db: Kysely<Database>,
  engine: Engine,
  from: LogPosition,
  to: LogPosition,
): Promise<{ boatIds: Set<number>; teamIds: Set<number>; statusTeamIds: Set<number>; labels: boolean }> {
  const boatIds = new Set<number>();
  const teamIds = new Set<number>();
  const statusTeamIds = new Set<number>();
  let labels = false;
  for (const row of await entriesBetween(db, engine, from, to, { pages: true })) {
    if (row.boatId !== null) boatIds.add(row.boatId);
    if (row.teamId !== null) teamIds.add(row.teamId);
    if (row.teamId !== null && row.scope === null) statusTeamIds.add(row.teamId);
    if (row.boatId === null && row.teamId === null) labels = true;
  }
  return { boatIds, teamIds, statusTeamIds, labels };
}

/** The oldest entry the log still keeps (0 when empty): a reader behind it may have missed entries. */
export async function oldestLogEntry(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("searchChanges")
    .select((eb) => eb.fn.min("seq").as("seq"))
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}

/** Ids of the boats of some teams, at most `limit`. */
export async function boatIdsOfTeams(
  db: Kysely<Database>,
  teamIds: number[],
  limit: number,
): Promise<number[]> {
  if (teamIds.length === 0) return [];
  const rows = await db
    .selectFrom("boats")
    .select("id")
    .where("teamId", "in", teamIds)
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Boats that have every listed equipment. */
export async function boatsWithEquipment(db: Kysely<Database>, equipmentIds: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom("boatEquipments")
    .select("boatId")
    .where("equipmentId", "in", equipmentIds)
    .groupBy("boatId")
    .having((eb) => eb.fn.countAll(), "=", equipmentIds.length)
    .execute();
  return rows.map((row) => row.boatId);
}

/**
 * The codes, slugs and labels of the reference lists a search names or shows (boat types, conditions,
 * equipment, brands): small tables, read whole.
 */
export async function findSearchLabels(db: Kysely<Database>) {
  const labelColumns = ["id", "code", "nameEnUs", "nameEnGb", "nameFr", "nameIt", "nameEs"] as const;
  const [types, conditions, equipments, brands] = await Promise.all([
    db.selectFrom("boatTypes").select(labelColumns).execute(),
    db.selectFrom("conditions").select(labelColumns).execute(),
    db.selectFrom("equipments").select(["id", "code"]).execute(),
    db.selectFrom("brands").select(["id", "slug", "name"]).execute(),
  ]);
  return { types, conditions, equipments, brands };
}

/** What "similar boats" compares, for a boat that has been public at least once (else undefined). */
export function findSimilarityKeys(db: Kysely<Database>, slug: string) {
  return (
    db
      .selectFrom("boats")
      .select(["id", "boatTypeId", "priceEur", "lengthM"])
      .where("slug", "=", slug)
      // A boat that was never public is unknown here too (its slug names brand and model).
      .where("publishedAt", "is not", null)
      .executeTakeFirst()
  );
}

export function findModelIdBySlug(db: Kysely<Database>, brandId: number, slug: string) {
  return db
    .selectFrom("brandModels")
    .select("id")
    .where("brandId", "=", brandId)
    .where("slug", "=", slug)
    .executeTakeFirst();
}

/** Each token as a prefix, all required: "bene oce" finds "Beneteau Oceanis" (tokens from keywordTokens). */
const sqliteMatch = (tokens: string[]) => tokens.map((t) => `"${t}"*`).join(" ");
const pgQuery = (tokens: string[]) => tokens.map((t) => `${t}:*`).join(" & ");

/**
 * Keyword search, one query per engine (decision 012): FTS5 on SQLite, a weighted tsvector on PostgreSQL.
 * Ids of the boats matching every token, best match first (ties: newest id first). Not narrowed to public
 * boats: the search index drops the others. PostgreSQL matches with the full `search_vector` (GIN index) and
 * ranks with `rank_vector`, the title, brand and model alone (decision 057): boats named by the keywords first,
 * then those that only mention them in their texts, newest first. Ranking with the full vector read each
 * match's 800 bytes, mostly out of line (1.6 to 2.4 s for a tenth of a million boats on a cold cache).
 */
export async function rankedMatches(
  db: Kysely<Database>,
  engine: Engine,
  tokens: string[],
): Promise<number[]> {
  // bm25 is lower for better matches; weights favour title, brand and model over the description.
  const query =
    engine === "postgres"
      ? sql<{ id: number }>`select id from boats
          where search_vector @@ to_tsquery('simple', ${pgQuery(tokens)}) and status in ('published', 'under_offer')
          order by ts_rank(rank_vector, to_tsquery('simple', ${pgQuery(tokens)})) desc, id desc`
      : sql<{ id: number }>`select rowid as id from boats_fts where boats_fts match ${sqliteMatch(tokens)}
          order by bm25(boats_fts, 10.0, 8.0, 8.0, 2.0, 1.0), rowid desc`;
  const { rows } = await query.execute(db);
  return rows.map((row) => Number(row.id));
}
