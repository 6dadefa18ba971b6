/**
 * What public pages show beyond the search index's columns, noted in the same change log (docs/decisions/
 * 044-search-memory-and-page-cache.md). The web server's page cache drops a stored page when something it shows
 * changes; the log already names every boat change and team status change. These entries add, with scope
 * 'pages' (the search index skips them):
 * - a team whose seller card changed: its name, slug, verification, place, logo, or its professional profile
 *   (member since, languages);
 * - a catalog label (boat types, conditions, availabilities, equipment and its types, brands and models):
 *   an entry naming neither boat nor team, which every page shows.
 * Frozen in time: imports nothing from the app.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed against no app schema
type Db = Kysely<any>;

/** The seller card's columns of a team (the boat page's seller block). */
const TEAM_CARD = ["name", "slug", "is_verified", "country", "city", "logo_key"];
const PROFILE_CARD = ["member_since", "spoken_languages"];

/** Tables whose rows are labels on pages; a new brand or model is shown by no page before a boat names it. */
const LABELS: [string, string[]][] = [
  ["boat_types", ["insert", "update", "delete"]],
  ["conditions", ["insert", "update", "delete"]],
  ["availabilities", ["insert", "update", "delete"]],
  ["equipment_types", ["insert", "update", "delete"]],
  ["equipments", ["insert", "update", "delete"]],
  ["brands", ["update", "delete"]],
  ["brand_models", ["update", "delete"]],
];

const changed = (columns: string[], pg: boolean) =>
  columns.map((c) => (pg ? `old.${c} is distinct from new.${c}` : `old.${c} is not new.${c}`)).join(" or ");

const SQLITE_TRIGGERS: [string, string][] = [
  [
    "page_changes_team",
    `after update on teams when ${changed(TEAM_CARD, false)} begin
       insert into search_changes (team_id, scope) values (new.id, 'pages'); end`,
  ],
  [
    "page_changes_profile_insert",
    `after insert on professional_profiles begin
       insert into search_changes (team_id, scope) values (new.team_id, 'pages'); end`,
  ],
  [
    "page_changes_profile_update",
    `after update on professional_profiles when ${changed(PROFILE_CARD, false)} begin
       insert into search_changes (team_id, scope) values (new.team_id, 'pages'); end`,
  ],
  [
    "page_changes_profile_delete",
    `after delete on professional_profiles begin
       insert into search_changes (team_id, scope) values (old.team_id, 'pages'); end`,
  ],
  ...LABELS.flatMap(([table, events]) =>
    events.map((event): [string, string] => [
      `page_changes_${table}_${event}`,
      `after ${event} on ${table} begin insert into search_changes (scope) values ('pages'); end`,
    ]),
  ),
];

export async function up(db: Db): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable("search_changes").addColumn("scope", "text").execute();
  if (!isPostgres) {
    for (const [name, body] of SQLITE_TRIGGERS)
      await sql`create trigger ${sql.id(name)} ${sql.raw(body)}`.execute(db);
    return;
  }

  // Rare changes (a team's card, a label): a row trigger each, a label's once per statement.
  await sql`
    create function page_changes_note_team() returns trigger language plpgsql as $$
    begin
      insert into search_changes (team_id, scope) values (new.team_id, 'pages');
      perform search_changes_trim(1);
      return null;
    end $$`.execute(db);
  await sql`
    create function page_changes_note_old_team() returns trigger language plpgsql as $$
    begin
      insert into search_changes (team_id, scope) values (old.team_id, 'pages');
      perform search_changes_trim(1);
      return null;
    end $$`.execute(db);
  await sql`
    create function page_changes_note_team_card() returns trigger language plpgsql as $$
    begin
      insert into search_changes (team_id, scope) values (new.id, 'pages');
      perform search_changes_trim(1);
      return null;
    end $$`.execute(db);
  await sql`
    create function page_changes_note_label() returns trigger language plpgsql as $$
    begin
      insert into search_changes (scope) values ('pages');
      perform search_changes_trim(1);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger page_changes_team after update on teams for each row
    when (${sql.raw(changed(TEAM_CARD, true))}) execute function page_changes_note_team_card()`.execute(db);
  await sql`
    create trigger page_changes_profile_insert after insert on professional_profiles
    for each row execute function page_changes_note_team()`.execute(db);
  await sql`
    create trigger page_changes_profile_update after update on professional_profiles for each row
    when (${sql.raw(changed(PROFILE_CARD, true))}) execute function page_changes_note_team()`.execute(db);
  await sql`
    create trigger page_changes_profile_delete after delete on professional_profiles
    for each row execute function page_changes_note_old_team()`.execute(db);
  for (const [table, events] of LABELS) {
    await sql`
      create trigger ${sql.id(`page_changes_${table}`)} after ${sql.raw(events.join(" or "))} on ${sql.id(table)}
      for each statement execute function page_changes_note_label()`.execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (isPostgres) {
    const triggers: [string, string][] = [
      ["page_changes_team", "teams"],
      ["page_changes_profile_insert", "professional_profiles"],
      ["page_changes_profile_update", "professional_profiles"],
      ["page_changes_profile_delete", "professional_profiles"],
      ...LABELS.map(([table]): [string, string] => [`page_changes_${table}`, table]),
    ];
    for (const [name, table] of triggers)
      await sql`drop trigger if exists ${sql.id(name)} on ${sql.id(table)}`.execute(db);
    for (const name of [
      "page_changes_note_team",
      "page_changes_note_old_team",
      "page_changes_note_team_card",
      "page_changes_note_label",
    ])
      await sql`drop function if exists ${sql.id(name)}`.execute(db);
  } else {
    for (const [name] of SQLITE_TRIGGERS) await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
  }
  await db.schema.alterTable("search_changes").dropColumn("scope").execute();
}
