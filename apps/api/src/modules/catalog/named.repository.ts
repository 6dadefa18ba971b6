/**
 * Writes brands and models share: the back office renames, approves and deletes both the same way, and a
 * merge points boats at another brand or model, whose name they then show.
 */
import type { BrandSort, BrandStatus } from "@keel/contracts/catalog";
import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import { pageOf, sortOf } from "./list-queries.repository.ts";

type Db = Kysely<Database>;

export type NamedTable = "brands" | "brandModels";

/** A page of brands or models: the sort option, the offset and the size. */
export interface NamedPage {
  sort: BrandSort;
  offset: number;
  limit: number;
}

/** What a sort option orders by (the `usage` column is the page query's count), and which way. */
function namedOrder(table: NamedTable, sort: BrandSort) {
  const { field, direction } = sortOf(sort);
  const by = {
    name: sql`lower(${sql.ref(`${table}.name`)})`,
    usage: sql.ref("usage"),
    createdAt: sql.ref(`${table}.createdAt`),
  };
  return { by: by[field], direction };
}

/**
 * Runs a page of brands or models: `rows` (filtered, joined, selected) in the sort option's order, ties by
 * id, and `count` (the same filters) for the total.
 */
export async function findNamedPage<DB, TB extends keyof DB, Row>(
  table: NamedTable,
  page: NamedPage,
  rows: SelectQueryBuilder<DB, TB, Row>,
  count: SelectQueryBuilder<DB, TB, { total: number }>,
): Promise<{ rows: Row[]; total: number }> {
  const { by, direction } = namedOrder(table, page.sort);
  return pageOf(
    rows
      .orderBy(by, direction)
      .orderBy(sql.ref(`${table}.id`), direction)
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    count.executeTakeFirstOrThrow(),
  );
}

export interface NamedValues {
  name?: string;
  slug?: string;
  status?: BrandStatus;
  updatedAt: string;
  /** Models only. */
  brandId?: number;
  /** Models only. */
  boatTypeId?: number | null;
}

export async function updateNamed(db: Db, table: NamedTable, id: number, values: NamedValues): Promise<void> {
  // Typed as the models' table, which has every column; only the model service sends brandId or boatTypeId.
  await db
    .updateTable(table as "brandModels")
    .set(values)
    .where("id", "=", id)
    .execute();
}

/** Deletes the row; a brand's models go with it (foreign key cascade). */
export async function deleteNamed(db: Db, table: NamedTable, id: number): Promise<void> {
  await db
    .deleteFrom(table as "brandModels")
    .where("id", "=", id)
    .execute();
}

/** Points the boats of a brand (or model) at another, and shows its name on them. */
export async function moveBoats(
  db: Db,
  kind: "brand" | "model",
  fromId: number,
  into: { id: number; name: string },
): Promise<void> {
  const query = db.updateTable("boats");
  await (kind === "brand"
    ? query.set({ brandId: into.id, brandName: into.name }).where("brandId", "=", fromId)
    : query.set({ modelId: into.id, modelName: into.name }).where("modelId", "=", fromId)
  ).execute();
}
