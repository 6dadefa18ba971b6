/** Queries of brand models: back-office pages with usage counts, the public options, and the writes. */
import type { BrandStatus } from "@keel/contracts/catalog";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { anyContains } from "../../lib/word-match.ts";
import { countWhere, offeredTo } from "./list-queries.repository.ts";
import { findNamedPage, type NamedPage } from "./named.repository.ts";

type Db = Kysely<Database>;

export interface ModelFilters {
  id?: number;
  q?: string | undefined;
  status?: BrandStatus | undefined;
  brandId?: number | undefined;
}

function filtered(db: Db, filters: ModelFilters) {
  let query = db.selectFrom("brandModels").innerJoin("brands", "brands.id", "brandModels.brandId");
  if (filters.id !== undefined) query = query.where("brandModels.id", "=", filters.id);
  if (filters.q) query = query.where(anyContains(["brandModels.name", "brands.name"], filters.q));
  if (filters.status) query = query.where("brandModels.status", "=", filters.status);
  if (filters.brandId !== undefined) query = query.where("brandModels.brandId", "=", filters.brandId);
  return query;
}

/** A page of models with their brand, the team that typed them and their boats. */
export async function findModelPage(db: Db, filters: ModelFilters, page: NamedPage) {
  const model = ["id", "name", "slug", "status", "boatTypeId", "createdAt", "updatedAt"] as const;
  return findNamedPage(
    "brandModels",
    page,
    filtered(db, filters)
      .leftJoin("teams", "teams.id", "brandModels.createdByTeamId")
      .select(model.map((column) => `brandModels.${column}` as const))
      .select(["brands.id as brandId", "brands.name as brandName", "brands.status as brandStatus"])
      .select(["teams.id as teamId", "teams.name as teamName"])
      .select(countWhere("boats", "modelId", "brandModels.id").as("usage")),
    filtered(db, filters).select((eb) => eb.fn.countAll<number>().as("total")),
  );
}

export type ModelRow = Awaited<ReturnType<typeof findModelPage>>["rows"][number];

/** Approved models of a brand, for the public combobox (ranked in memory, see search.ts). */
/** A brand's models for the combobox: the approved ones, plus, for a team, the ones it typed (pending). */
export async function findModelOptionRows(db: Db, brandId: number, teamId?: number) {
  return db
    .selectFrom("brandModels")
    .select(["id", "name", "slug", "boatTypeId", "status"])
    .where("brandId", "=", brandId)
    .where(offeredTo(teamId))
    .execute();
}

/** The model of the brand whose slug is `slug`, other than `exceptId`. */
export async function findModelBySlug(db: Db, brandId: number, slug: string, exceptId?: number) {
  let query = db
    .selectFrom("brandModels")
    .select(["id", "name"])
    .where("brandId", "=", brandId)
    .where("slug", "=", slug);
  if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
  return query.executeTakeFirst();
}

export async function findModelsOfBrand(db: Db, brandId: number) {
  return db.selectFrom("brandModels").select(["id", "slug"]).where("brandId", "=", brandId).execute();
}

export async function insertModel(
  db: Db,
  values: { brandId: number; name: string; slug: string; boatTypeId: number | null; now: string },
): Promise<number> {
  const { now, ...columns } = values;
  const row = await db
    .insertInto("brandModels")
    .values({ ...columns, status: "approved", createdAt: now, updatedAt: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function existsBoatType(db: Db, id: number): Promise<boolean> {
  return (
    (await db.selectFrom("boatTypes").select("id").where("id", "=", id).executeTakeFirst()) !== undefined
  );
}
