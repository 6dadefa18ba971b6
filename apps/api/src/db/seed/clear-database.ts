/**
 * Erases every application row for `seed --force`, keeping the migrations' system data (plans, groups)
 * and their bookkeeping. The tables are read from the database rather than listed here, so a table added by
 * a later migration cannot be forgotten and leave rows behind.
 */
import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";
import { isPostgres } from "./bulk-insert.ts";

/** Filled by migrations with rows the product cannot run without. */
const SYSTEM_TABLES = new Set([
  "plans",
  "plan_prices",
  "groups",
  "kysely_migration",
  "kysely_migration_lock",
]);

async function postgresTables(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = current_schema()`.execute(db);
  return rows.map((r) => r.name);
}

/** SQLite tables, without full-text indexes: their triggers follow the rows they index. */
async function sqliteTables(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string; sql: string | null }>`
    select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  const virtual = rows.filter((r) => /^create virtual table/i.test(r.sql ?? "")).map((r) => r.name);
  const isIndexStorage = (name: string) => virtual.some((v) => name === v || name.startsWith(`${v}_`));
  return rows.map((r) => r.name).filter((name) => !isIndexStorage(name));
}

export async function clearDatabase(db: Kysely<Database>): Promise<void> {
  const onPostgres = isPostgres(db);
  const tables = (onPostgres ? await postgresTables(db) : await sqliteTables(db)).filter(
    (t) => !SYSTEM_TABLES.has(t),
  );
  if (tables.length === 0) return;
  if (onPostgres) {
    // One statement over every table: PostgreSQL checks the foreign keys among them as a whole.
    await sql`truncate ${sql.join(tables.map((t) => sql.table(t)))}`.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    // Checked at commit, when every referencing row is gone too: the delete order does not matter.
    await sql`pragma defer_foreign_keys = on`.execute(trx);
    for (const table of tables) await sql`delete from ${sql.table(table)}`.execute(trx);
  });
}
