/**
 * The search's SQL: what the in-memory index loads (search-index-sync.ts) and the few lookups it leaves to
 * the database (equipment). Keyword matching is in full-text.ts.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { IndexRow } from "./search-index.ts";

/** Statuses buyers see (docs/decisions/008-boat-lifecycle.md); the partial indexes cover exactly these. */
export const PUBLIC_STATUSES = ["published", "under_offer"] as const;

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
  "boats.lastConfirmedAt",
] as const;

/** Public boats of active teams with an id above `afterId`, by id: a full load, one chunk at a time. */
export function publicIndexRows(db: Kysely<Database>, afterId: number, limit: number): Promise<IndexRow[]> {
  return db
    .selectFrom("boats")
    .select([...INDEX_COLUMNS])
    .where("boats.status", "in", PUBLIC_STATUSES)
    .where(
      "boats.teamId",
      "not in",
      db.selectFrom("teams").select("teams.id").where("teams.status", "!=", "active"),
    )
    .where("boats.id", ">", afterId)
    .orderBy("boats.id")
    .limit(limit)
    .execute();
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
    .select([...INDEX_COLUMNS, "boats.status", "teams.status as teamStatus"])
    .where("boatIds" in by ? "boats.id" : "boats.teamId", "in", ids)
    .execute();
  return rows.map(({ status, teamStatus, ...row }) => ({
    ...row,
    visible: (PUBLIC_STATUSES as readonly string[]).includes(status) && teamStatus === "active",
  }));
}

/** The newest entry of the change log (0 when it is empty). */
export async function latestChange(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("searchChanges")
    .select((eb) => eb.fn.max("seq").as("seq"))
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}

/** The boats and teams changed after `afterSeq`, up to `upToSeq`. */
export async function changesBetween(
  db: Kysely<Database>,
  afterSeq: number,
  upToSeq: number,
): Promise<{ boatIds: number[]; teamIds: number[] }> {
  const rows = await db
    .selectFrom("searchChanges")
    .select(["boatId", "teamId"])
    .where("seq", ">", afterSeq)
    .where("seq", "<=", upToSeq)
    .execute();
  const boatIds = new Set<number>();
  const teamIds = new Set<number>();
  for (const row of rows) {
    if (row.boatId !== null) boatIds.add(row.boatId);
    if (row.teamId !== null) teamIds.add(row.teamId);
  }
  return { boatIds: [...boatIds], teamIds: [...teamIds] };
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
