/**
 * The search index's change log (docs/decisions/021-search-index.md). Every process that serves search keeps
 * an in-memory index of public boats; triggers note here each boat or team change that can alter a search
 * result, so an index catches up by reading the log from the last sequence number it saw, on either engine,
 * whichever process or tool wrote the change. The log keeps its last 10,000 entries; an index that fell
 * further behind reloads in full.
 * Frozen in time: imports nothing from the app.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed against no app schema
type Db = Kysely<any>;

const KEPT = 10_000;

/** [trigger name, table, event, the id noted: boat or team]. */
const TRIGGERS: [string, string, string, string][] = [
  ["search_changes_boat_insert", "boats", "insert", "(boat_id) values (new.id)"],
  ["search_changes_boat_update", "boats", "update", "(boat_id) values (new.id)"],
  ["search_changes_boat_delete", "boats", "delete", "(boat_id) values (old.id)"],
  ["search_changes_team_status", "teams", "update of status", "(team_id) values (new.id)"],
  ["search_changes_equipment_insert", "boat_equipments", "insert", "(boat_id) values (new.boat_id)"],
  ["search_changes_equipment_delete", "boat_equipments", "delete", "(boat_id) values (old.boat_id)"],
];

export async function up(db: Db): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("search_changes")
    .addColumn("seq", isPostgres ? "bigserial" : "integer", (c) =>
      isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("boat_id", "integer")
    .addColumn("team_id", "integer")
    .execute();

  if (isPostgres) {
    for (const [name, table, event, values] of TRIGGERS) {
      await sql`
        create function ${sql.id(name)}() returns trigger language plpgsql as $$
        begin
          insert into search_changes ${sql.raw(values)};
          return null;
        end $$`.execute(db);
      await sql`
        create trigger ${sql.id(name)} after ${sql.raw(event)} on ${sql.id(table)}
        for each row execute function ${sql.id(name)}()`.execute(db);
    }
    // Pruning once per statement, not per row: a bulk import notes its rows, then trims the log once.
    await sql`
      create function search_changes_prune() returns trigger language plpgsql as $$
      begin
        delete from search_changes where seq <= (select max(seq) from search_changes) - ${sql.lit(KEPT)};
        return null;
      end $$`.execute(db);
    await sql`
      create trigger search_changes_prune after insert on search_changes
      for each statement execute function search_changes_prune()`.execute(db);
    return;
  }
  for (const [name, table, event, values] of TRIGGERS) {
    await sql`
      create trigger ${sql.id(name)} after ${sql.raw(event)} on ${sql.id(table)} begin
        insert into search_changes ${sql.raw(values)};
      end`.execute(db);
  }
  await sql`
    create trigger search_changes_prune after insert on search_changes begin
      delete from search_changes where seq <= new.seq - ${sql.lit(KEPT)};
    end`.execute(db);
}

export async function down(db: Db): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const triggers: [string, string][] = [
    ...TRIGGERS.map(([name, table]): [string, string] => [name, table]),
    ["search_changes_prune", "search_changes"],
  ];
  for (const [name, table] of triggers) {
    if (isPostgres) {
      await sql`drop trigger if exists ${sql.id(name)} on ${sql.id(table)}`.execute(db);
      await sql`drop function if exists ${sql.id(name)}()`.execute(db);
    } else {
      await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
    }
  }
  await db.schema.dropTable("search_changes").execute();
}
