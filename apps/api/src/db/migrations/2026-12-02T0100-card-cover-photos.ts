/**
 * Result cards' cover photos (docs/decisions/056-search-api-memory-and-stalls.md): a partial index over the
 * photos at position 0 holding every column a card reads, so a search page's cards find their photo in the
 * index alone, one small index (about a third of the photos' rows, a few megabytes at 100,000 boats), rather
 * than in the photos index and then the table's row. The query must say `position = 0` as a literal: SQLite
 * matches a partial index against the query's text. Statistics are refreshed on SQLite so that its planner
 * knows the new index at once (PostgreSQL gathers its own). Frozen in time.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed against no app schema
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await sql`create index boat_photos_cover on boat_photos (boat_id, storage_key, width, height, caption) where position = 0`.execute(
    db,
  );
  // SQLite's planner, without statistics for the new index, keeps the photos index it knew.
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) await sql`analyze boat_photos`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await sql`drop index if exists boat_photos_cover`.execute(db);
}
