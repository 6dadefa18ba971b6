/** Queries of brands: back-office pages with usage counts, the public options, and the writes. */
import type { BrandStatus } from "@keel/contracts/catalog";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { anyContains } from "../../lib/word-match.ts";
import { countWhere, offeredTo } from "./list-queries.repository.ts";
import { findNamedPage, type NamedPage } from "./named.repository.ts";

type Db = Kysely<Database>;

export interface BrandFilters {
  id?: number;
  q?: string | undefined;
  status?: BrandStatus | undefined;
}

function filtered(db: Db, filters: BrandFilters) {
  let query = db.selectFrom("brands");
  if (filters.id !== undefined) query = query.where("brands.id", "=", filters.id);
  if (filters.q) query = query.where(anyContains(["brands.name", "brands.slug"], filters.q));
  if (filters.status) query = query.where("brands.status", "=", filters.status);
  return query;
}

/** A page of brands with the team that typed them, their model count and their boats. */
export async function findBrandPage(db: Db, filters: BrandFilters, page: NamedPage) {
  return findNamedPage(
    "brands",
    page,
    filtered(db, filters)
      .leftJoin("teams", "teams.id", "brands.createdByTeamId")
      .select([
        "brands.id",
        "brands.name",
        "brands.slug",
        "brands.status",
        "brands.createdAt",
        "brands.updatedAt",
      ])
      .select(["teams.id as teamId", "teams.name as teamName"])
      .select(countWhere("brandModels", "brandId", "brands.id").as("modelCount"))
      .select(countWhere("boats", "brandId", "brands.id").as("usage")),
    filtered(db, filters).select((eb) => eb.fn.countAll<number>().as("total")),
  );
}

export type BrandRow = Awaited<ReturnType<typeof findBrandPage>>["rows"][number];

/**
 * Brands for the comboboxes (ranked in memory, see search.ts): the approved ones, plus, for a team, the
 * free-text brands it typed that still wait for review.
 */
export async function findBrandOptionRows(db: Db, teamId?: number) {
  return db.selectFrom("brands").select(["id", "name", "slug", "status"]).where(offeredTo(teamId)).execute();
}

export async function findBrandSummary(db: Db, id: number) {
  return db
    .selectFrom("brands")
    .select(["id", "name", "status", "createdByTeamId"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** The brand whose slug is `slug`, other than `exceptId`: names with the same slug are the same brand. */
export async function findBrandBySlug(db: Db, slug: string, exceptId?: number) {
  let query = db.selectFrom("brands").select(["id", "name"]).where("slug", "=", slug);
  if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
  return query.executeTakeFirst();
}

export async function insertBrand(
  db: Db,
  values: { name: string; slug: string; now: string },
): Promise<number> {
  const row = await db
    .insertInto("brands")
    .values({
      name: values.name,
      slug: values.slug,
      status: "approved",
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
