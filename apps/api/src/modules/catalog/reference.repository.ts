/**
 * Queries of the five translated lists. The tables share TranslatedRow's columns, so the builder is typed as
 * one of them (`conditions`) while the SQL names the list's own table; the one extra column and the tables
 * that use a value are addressed by reference (CamelCasePlugin still turns them into snake_case).
 */
import type { TTranslatedLabels } from "@keel/contracts/catalog";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import { anyContains } from "../../lib/word-match.ts";
import { LABEL_COLUMNS } from "./labels.ts";
import { countWhere } from "./list-queries.repository.ts";
import type { ExtraFields, ReferenceList } from "./reference-lists.ts";

type Db = Kysely<Database>;

export interface ReferenceRow extends TTranslatedLabels {
  id: number;
  code: string;
  sortOrder: number;
  /** The list's extra column (category, equipment type id), null for lists without one. */
  extra: string | number | null;
}

export interface ReferenceRowWithUsage extends ReferenceRow {
  usage: number;
}

export type ReferenceValues = Partial<TTranslatedLabels & { code: string; sortOrder: number } & ExtraFields>;

/** The list's table, typed as any of the five: they share every column the queries name. */
const tableOf = (list: ReferenceList) => list.table as "conditions";

function selectRows(db: Db, list: ReferenceList) {
  return db
    .selectFrom(tableOf(list))
    .select(["id", "code", "sortOrder", ...LABEL_COLUMNS])
    .select(
      list.extra
        ? sql<string | number>`${sql.ref(list.extra.column)}`.as("extra")
        : sql<null>`null`.as("extra"),
    );
}

/** How many rows of the using table point at the value of the current row. */
const usageOf = (list: ReferenceList) =>
  countWhere(list.usedBy.table, list.usedBy.column, `${list.table}.id`);

/** Every value of the list (the public catalog: lists are short and always shown whole). */
export async function findReferenceRows(db: Db, list: ReferenceList): Promise<ReferenceRow[]> {
  return selectRows(db, list).execute();
}

/**
 * The values matching the back office's search and filter, each with its usage. Unpaginated on purpose:
 * reference lists hold tens to a few hundred values, and sorting by a translated label is done with the
 * locale's collation in the service, the same on both engines.
 */
export async function findReferenceRowsWithUsage(
  db: Db,
  list: ReferenceList,
  filters: { id?: number; q?: string | undefined; extra?: string | number | undefined },
): Promise<ReferenceRowWithUsage[]> {
  let query = selectRows(db, list).select(usageOf(list).as("usage"));
  if (filters.id !== undefined) query = query.where("id", "=", filters.id);
  if (filters.q) query = query.where(anyContains(["code", ...LABEL_COLUMNS], filters.q));
  if (list.extra && filters.extra !== undefined) {
    query = query.where(sql.ref(list.extra.column), "=", filters.extra);
  }
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, usage: Number(row.usage) }));
}

/** The id of the value holding `code`, other than `exceptId`. */
export async function findIdByCode(
  db: Db,
  list: ReferenceList,
  code: string,
  exceptId?: number,
): Promise<number | undefined> {
  let query = db.selectFrom(tableOf(list)).select("id").where("code", "=", code);
  if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
  return (await query.executeTakeFirst())?.id;
}

export async function existsReference(db: Db, list: ReferenceList, id: number): Promise<boolean> {
  const row = await db.selectFrom(tableOf(list)).select("id").where("id", "=", id).executeTakeFirst();
  return row !== undefined;
}

/** One past the largest sort order, so a new value goes to the end of the list. */
export async function nextSortOrder(db: Db, list: ReferenceList): Promise<number> {
  const row = await db
    .selectFrom(tableOf(list))
    .select((eb) => eb.fn.max("sortOrder").as("last"))
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function insertReference(
  db: Db,
  list: ReferenceList,
  values: ReferenceValues & TTranslatedLabels & { code: string; sortOrder: number },
): Promise<number> {
  const row = await db.insertInto(tableOf(list)).values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updateReference(
  db: Db,
  list: ReferenceList,
  id: number,
  values: ReferenceValues,
): Promise<void> {
  await db.updateTable(tableOf(list)).set(values).where("id", "=", id).execute();
}

export async function deleteReference(db: Db, list: ReferenceList, id: number): Promise<void> {
  await db.deleteFrom(tableOf(list)).where("id", "=", id).execute();
}

/**
 * Points every use of `fromId` at `intoId`. Where the using table's key is a pair (boat, equipment), a boat
 * that already has the target keeps that row and loses the source's, instead of breaking the key.
 */
export async function moveUsage(db: Db, list: ReferenceList, fromId: number, intoId: number): Promise<void> {
  const { table, column, pairColumn } = list.usedBy;
  if (pairColumn) {
    await sql`delete from ${sql.table(table)} where ${sql.ref(column)} = ${fromId} and ${sql.ref(pairColumn)} in (select ${sql.ref(pairColumn)} from ${sql.table(table)} where ${sql.ref(column)} = ${intoId})`.execute(
      db,
    );
  }
  await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${intoId} where ${sql.ref(column)} = ${fromId}`.execute(
    db,
  );
}
