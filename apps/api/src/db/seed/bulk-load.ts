/**
 * Loading a large number of boats at once (benchmark sizes, up to 1,000,000). Maintaining three dozen
 * secondary indexes (a full-text one among them) and checking every foreign key row by row cost most of a
 * large seed's time on PostgreSQL: building an index once over the loaded rows, and checking a foreign key in
 * one pass, is several times cheaper. So the whole load runs in one transaction that first sets these aside,
 * then writes the rows, then puts every index, foreign key and trigger back as the migrations defined them,
 * read from the database's own catalogue (nothing here restates a migration). DDL is transactional on both
 * engines: a seed that fails or is killed half way rolls back to the schema it started from.
 *
 * What stays in force while loading: primary keys and unique constraints (a duplicate slug or reference
 * still fails at once), check constraints, generated columns, and the triggers that record publications
 * (boat_changes) and note boats in the search change log. The one trigger set aside notes the boat of each
 * equipment row in that log: every boat loaded here is noted by its own insert in the same transaction, so
 * those notes would only repeat it, 30 times a boat.
 */
import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";
import { isPostgres } from "./bulk-insert.ts";

/** The tables a boat and its child rows are written to. */
export const BOAT_TABLES = [
  "boats",
  "boat_engines",
  "boat_equipments",
  "boat_features",
  "boat_photos",
  "boat_texts",
] as const;

/** Notes each equipment row's boat in the search change log: redundant while boats are loaded. */
const REDUNDANT_TRIGGER = { table: "boat_equipments", name: "search_changes_equipment_insert" };

export interface SetAside {
  indexes: number;
  foreignKeys: number;
  /** Rebuilds the indexes, checks and restores the foreign keys, re-enables the trigger. */
  restore(): Promise<void>;
}

interface Definition {
  table: string;
  name: string;
  definition: string;
}

async function setAsideOnPostgres(trx: Kysely<Database>, tables: readonly string[]): Promise<SetAside> {
  const list = sql.join(tables.map((t) => sql.lit(t)));
  // Indexes that back a primary key or unique constraint stay; every other index of these tables goes.
  const { rows: indexes } = await sql<Definition>`
    select t.relname as "table", c.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_class t on t.oid = i.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema() and t.relname in (${list})
      and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid and k.contype in ('p', 'u', 'x'))
    order by c.relname`.execute(trx);
  const { rows: foreignKeys } = await sql<Definition>`
    select t.relname as "table", k.conname as name, pg_get_constraintdef(k.oid) as definition
    from pg_constraint k
    join pg_class t on t.oid = k.conrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema() and t.relname in (${list}) and k.contype = 'f'
    order by k.conname`.execute(trx);
  for (const fk of foreignKeys) {
    await sql`alter table ${sql.table(fk.table)} drop constraint ${sql.id(fk.name)}`.execute(trx);
  }
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(trx);
  await sql`alter table ${sql.table(REDUNDANT_TRIGGER.table)} disable trigger ${sql.id(REDUNDANT_TRIGGER.name)}`.execute(
    trx,
  );
  return {
    indexes: indexes.length,
    foreignKeys: foreignKeys.length,
    async restore() {
      // Index builds sort in memory up to this much (per build; the default 64 MB spills a 1M-row sort to disk).
      await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
      for (const index of indexes) await sql.raw(index.definition).execute(trx);
      // Adding a foreign key checks every existing row in one join.
      for (const fk of foreignKeys) {
        await sql`alter table ${sql.table(fk.table)} add constraint ${sql.id(fk.name)} ${sql.raw(fk.definition)}`.execute(
          trx,
        );
      }
      await sql`alter table ${sql.table(REDUNDANT_TRIGGER.table)} enable trigger ${sql.id(REDUNDANT_TRIGGER.name)}`.execute(
        trx,
      );
    },
  };
}

/**
 * SQLite: secondary indexes and the trigger are dropped and created again from the statements SQLite keeps
 * for them. Its foreign keys are part of each table's definition and stay checked row by row.
 */
async function setAsideOnSqlite(trx: Kysely<Database>, tables: readonly string[]): Promise<SetAside> {
  const list = sql.join(tables.map((t) => sql.lit(t)));
  // `sql` is null for the automatic indexes of primary keys and unique constraints: those stay.
  const { rows: indexes } = await sql<Definition>`
    select tbl_name as "table", name, sql as definition from sqlite_master
    where type = 'index' and sql is not null and tbl_name in (${list})
    order by name`.execute(trx);
  const { rows: triggers } = await sql<Definition>`
    select tbl_name as "table", name, sql as definition from sqlite_master
    where type = 'trigger' and name = ${REDUNDANT_TRIGGER.name}`.execute(trx);
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(trx);
  for (const trigger of triggers) await sql`drop trigger ${sql.id(trigger.name)}`.execute(trx);
  return {
    indexes: indexes.length,
    foreignKeys: 0,
    async restore() {
      for (const index of indexes) await sql.raw(index.definition).execute(trx);
      for (const trigger of triggers) await sql.raw(trigger.definition).execute(trx);
    },
  };
}

/** Call inside the transaction that loads the rows, and `restore()` before it commits. */
export function setAsideForBulkLoad(
  trx: Kysely<Database>,
  tables: readonly string[] = BOAT_TABLES,
): Promise<SetAside> {
  return isPostgres(trx) ? setAsideOnPostgres(trx, tables) : setAsideOnSqlite(trx, tables);
}
