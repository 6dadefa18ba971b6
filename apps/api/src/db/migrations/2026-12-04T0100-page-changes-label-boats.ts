/**
 * A catalog label edited or deleted names the boats that carry it in the change log (docs/decisions/044-search-
 * memory-and-page-cache.md), instead of an entry naming nothing, which every reader takes as "everything
 * changed". The web server's page cache then drops the pages showing those boats (their own page, the pages
 * showing their card, every list) and keeps the rest. A label no boat carries is shown by list pages only (their
 * filters): it still writes the entry naming nothing. A new label is shown by no boat yet: it keeps that entry
 * too, as before. The entries are 'pages' entries, which the search index skips.
 * Frozen in time: imports nothing from the app.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed against no app schema
type Db = Kysely<any>;

/** Each label table, whether a new row of it is noted (brands and models are not), and its boats by `old.id`. */
const LABELS: { table: string; noteInsert: boolean; boats: string }[] = [
  { table: "boat_types", noteInsert: true, boats: "select id from boats where boat_type_id = old.id" },
  { table: "conditions", noteInsert: true, boats: "select id from boats where condition_id = old.id" },
  { table: "availabilities", noteInsert: true, boats: "select id from boats where availability_id = old.id" },
  {
    table: "equipment_types",
    noteInsert: true,
    boats:
      "select distinct be.boat_id from boat_equipments be join equipments e on e.id = be.equipment_id " +
      "where e.equipment_type_id = old.id",
  },
  {
    table: "equipments",
    noteInsert: true,
    boats: "select distinct boat_id from boat_equipments where equipment_id = old.id",
  },
  { table: "brands", noteInsert: false, boats: "select id from boats where brand_id = old.id" },
  { table: "brand_models", noteInsert: false, boats: "select id from boats where model_id = old.id" },
];

const EVENTS = ["update", "delete"] as const;

export async function up(db: Db): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    for (const { table, boats } of LABELS) {
      for (const event of EVENTS) {
        const name = `page_changes_${table}_${event}`;
        await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
        await sql`
          create trigger ${sql.id(name)} after ${sql.raw(event)} on ${sql.id(table)} begin
            insert into search_changes (boat_id, scope) select boat.*, 'pages' from (${sql.raw(boats)}) as boat;
            insert into search_changes (scope) select 'pages' where not exists (${sql.raw(boats)});
          end`.execute(db);
      }
    }
    return;
  }

  for (const { table, noteInsert, boats } of LABELS) {
    const note = `page_changes_note_${table}`;
    await sql`
      create function ${sql.id(note)}() returns trigger language plpgsql as $$
      declare added bigint;
      begin
        insert into search_changes (boat_id, scope) select boat.*, 'pages' from (${sql.raw(boats)}) as boat;
        get diagnostics added = row_count;
        if added = 0 then
          insert into search_changes (scope) values ('pages');
          added := 1;
        end if;
        perform search_changes_trim(added);
        return null;
      end $$`.execute(db);
    await sql`drop trigger if exists ${sql.id(`page_changes_${table}`)} on ${sql.id(table)}`.execute(db);
    if (noteInsert) {
      await sql`
        create trigger ${sql.id(`page_changes_${table}`)} after insert on ${sql.id(table)}
        for each statement execute function page_changes_note_label()`.execute(db);
    }
    await sql`
      create trigger ${sql.id(`page_changes_${table}_rows`)} after update or delete on ${sql.id(table)}
      for each row execute function ${sql.id(note)}()`.execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    for (const { table } of LABELS) {
      for (const event of EVENTS) {
        const name = `page_changes_${table}_${event}`;
        await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
        await sql`
          create trigger ${sql.id(name)} after ${sql.raw(event)} on ${sql.id(table)} begin
            insert into search_changes (scope) values ('pages');
          end`.execute(db);
      }
    }
    return;
  }
  for (const { table, noteInsert } of LABELS) {
    await sql`drop trigger if exists ${sql.id(`page_changes_${table}_rows`)} on ${sql.id(table)}`.execute(db);
    await sql`drop trigger if exists ${sql.id(`page_changes_${table}`)} on ${sql.id(table)}`.execute(db);
    await sql`drop function if exists ${sql.id(`page_changes_note_${table}`)}`.execute(db);
    const events = noteInsert ? "insert or update or delete" : "update or delete";
    await sql`
      create trigger ${sql.id(`page_changes_${table}`)} after ${sql.raw(events)} on ${sql.id(table)}
      for each statement execute function page_changes_note_label()`.execute(db);
  }
}
