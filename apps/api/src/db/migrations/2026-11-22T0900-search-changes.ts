/**
 * The search index's change log (docs/decisions/021-search-index.md). Every process that serves search keeps
 * an in-memory index of public boats; triggers note here each boat or team change that can alter a search
 * result, so an index catches up by reading the log from the last sequence number it saw, on either engine,
 * whichever process or tool wrote the change. The log keeps its last 10,000 entries; an index that fell
 * further behind reloads in full. On PostgreSQL each entry also keeps its transaction id (see the reader in
 * modules/search/search.repository.ts).
 * Frozen in time: imports nothing from the app.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed against no app schema
type Db = Kysely<any>;

const KEPT = 10_000;

/** SQLite: [trigger name, table, event, the id noted: boat or team]. */
const SQLITE_TRIGGERS: [string, string, string, string][] = [
  ["search_changes_boat_insert", "boats", "insert", "(boat_id) values (new.id)"],
  ["search_changes_boat_update", "boats", "update", "(boat_id) values (new.id)"],
  ["search_changes_boat_delete", "boats", "delete", "(boat_id) values (old.id)"],
  ["search_changes_team_status", "teams", "update of status", "(team_id) values (new.id)"],
  ["search_changes_equipment_insert", "boat_equipments", "insert", "(boat_id) values (new.boat_id)"],
  ["search_changes_equipment_delete", "boat_equipments", "delete", "(boat_id) values (old.boat_id)"],
];

/**
 * PostgreSQL: once per statement, from its transition table (a bulk import writes one log insert per
 * statement, not one per row). [trigger name, table, event, transition table, the function noting it].
 * Team status keeps a row trigger: a column list (`update of status`) cannot have a transition table.
 */
const PG_TRIGGERS: [string, string, string, string, string][] = [
  ["search_changes_boat_insert", "boats", "insert", "new", "search_changes_note_boats"],
  ["search_changes_boat_update", "boats", "update", "new", "search_changes_note_boats"],
  ["search_changes_boat_delete", "boats", "delete", "old", "search_changes_note_boats"],
  ["search_changes_equipment_insert", "boat_equipments", "insert", "new", "search_changes_note_equipment"],
  ["search_changes_equipment_delete", "boat_equipments", "delete", "old", "search_changes_note_equipment"],
];
const PG_FUNCTIONS = [
  "search_changes_note_boats",
  "search_changes_note_equipment",
  "search_changes_note_team",
  "search_changes_trim",
];

export async function up(db: Db): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (!isPostgres) {
    await db.schema
      .createTable("search_changes")
      .addColumn("seq", "integer", (c) => c.primaryKey().autoIncrement())
      .addColumn("boat_id", "integer")
      .addColumn("team_id", "integer")
      .execute();
    // SQLite has one writer at a time: sequence order is commit order, and a reader never misses an entry.
    for (const [name, table, event, values] of SQLITE_TRIGGERS) {
      await sql`
        create trigger ${sql.id(name)} after ${sql.raw(event)} on ${sql.id(table)} begin
          insert into search_changes ${sql.raw(values)};
        end`.execute(db);
    }
    await sql`
      create trigger search_changes_trim after insert on search_changes begin
        delete from search_changes where seq <= new.seq - ${sql.lit(KEPT)};
      end`.execute(db);
    return;
  }

  // Concurrent transactions commit out of sequence order: each entry keeps its transaction id, so that a
  // reader can come back for the entries of transactions that were still running when it read the log.
  await sql`
    create table search_changes (
      seq bigserial primary key,
      boat_id integer,
      team_id integer,
      xid xid8 not null default pg_current_xact_id()
    )`.execute(db);
  // The entries a statement's `added` rows pushed out of the window: a range of exactly that many, so the
  // delete never walks the dead index entries of earlier trims.
  await sql`
    create function search_changes_trim(added bigint) returns void language sql as $$
      delete from search_changes
      where seq > (select max(seq) from search_changes) - added - ${sql.lit(KEPT)}
        and seq <= (select max(seq) from search_changes) - ${sql.lit(KEPT)}
    $$`.execute(db);
  for (const [name, column] of [
    ["search_changes_note_boats", "id"],
    ["search_changes_note_equipment", "boat_id"],
  ] as const) {
    await sql`
      create function ${sql.id(name)}() returns trigger language plpgsql as $$
      declare added bigint;
      begin
        insert into search_changes (boat_id) select ${sql.id(column)} from changed;
        get diagnostics added = row_count;
        perform search_changes_trim(added);
        return null;
      end $$`.execute(db);
  }
  for (const [name, table, event, transition, fn] of PG_TRIGGERS) {
    await sql`
      create trigger ${sql.id(name)} after ${sql.raw(event)} on ${sql.id(table)}
      referencing ${sql.raw(transition)} table as changed
      for each statement execute function ${sql.id(fn)}()`.execute(db);
  }
  await sql`
    create function search_changes_note_team() returns trigger language plpgsql as $$
    begin
      insert into search_changes (team_id) values (new.id);
      perform search_changes_trim(1);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger search_changes_team_status after update of status on teams
    for each row execute function search_changes_note_team()`.execute(db);
}

export async function down(db: Db): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (isPostgres) {
    for (const [name, table] of [...PG_TRIGGERS, ["search_changes_team_status", "teams"]]) {
      await sql`drop trigger if exists ${sql.id(name!)} on ${sql.id(table!)}`.execute(db);
    }
    for (const name of PG_FUNCTIONS) await sql`drop function if exists ${sql.id(name)}`.execute(db);
  } else {
    for (const [name] of SQLITE_TRIGGERS) await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
  }
  await db.schema.dropTable("search_changes").execute();
}
