/**
 * The seller's counts are "statistics" everywhere (module, contracts, URLs, screens): the two tables that record
 * them follow, `analytics_events` -> `statistics_events` and `analytics_daily` -> `statistics_daily`, with their
 * indexes (and on PostgreSQL the daily table's primary key). Rows, columns and foreign keys stay as they are;
 * SQLite rewrites the references to a renamed table by itself. Frozen in time.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed against no app schema
type Db = Kysely<any>;

/** [before, after] */
const TABLES = [
  ["analytics_events", "statistics_events"],
  ["analytics_daily", "statistics_daily"],
] as const;

/** [before, after] names, [before, after] tables, columns. */
const INDEXES = [
  [["analytics_events_boat", "statistics_events_boat"], TABLES[0], ["boat_id", "occurred_at"]],
  [["analytics_daily_team_day", "statistics_daily_team_day"], TABLES[1], ["team_id", "day"]],
] as const;

const PRIMARY_KEY = ["analytics_daily_pk", "statistics_daily_pk"] as const;

/** Renames from the names at `1 - to` to those at `to` (1: up, 0: down). */
async function rename(db: Db, to: 0 | 1): Promise<void> {
  const from = (1 - to) as 0 | 1;
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const names of TABLES) await db.schema.alterTable(names[from]).renameTo(names[to]).execute();
  for (const [names, tables, columns] of INDEXES) {
    if (isPostgres) {
      await sql`alter index ${sql.ref(names[from])} rename to ${sql.ref(names[to])}`.execute(db);
    } else {
      // SQLite has no ALTER INDEX: the index is built again under its new name.
      await db.schema.dropIndex(names[from]).execute();
      await db.schema
        .createIndex(names[to])
        .on(tables[to])
        .columns([...columns])
        .execute();
    }
  }
  if (isPostgres) {
    await sql`alter table ${sql.table(TABLES[1][to])} rename constraint ${sql.ref(PRIMARY_KEY[from])} to ${sql.ref(PRIMARY_KEY[to])}`.execute(
      db,
    );
  }
}

export async function up(db: Db): Promise<void> {
  await rename(db, 1);
}

export async function down(db: Db): Promise<void> {
  await rename(db, 0);
}
