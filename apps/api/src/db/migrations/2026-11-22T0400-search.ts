/**
 * Full-text search and the indexes of the public search paths (docs/decisions/012-search.md).
 * SQLite: an FTS5 index kept in step with `boats` by triggers (accent-insensitive unicode61 tokenizer).
 * PostgreSQL: a generated, weighted tsvector column with a GIN index. Both index the boat's title, brand,
 * model, description and `translated_text` (its titles and descriptions in other languages).
 * Frozen in time: imports nothing from the app.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed against no app schema
type Db = Kysely<any>;

const PUBLISHED_INDEXES: [string, string][] = [
  ["boats_pub_type", "boat_type_id, published_at desc"],
  ["boats_pub_condition", "condition_id"],
  ["boats_pub_country", "country, published_at desc"],
  ["boats_pub_price", "price_eur"],
  ["boats_pub_length", "length_m"],
  ["boats_pub_year", "year_built"],
  ["boats_pub_brand", "brand_id, model_id"],
  ["boats_pub_fresh", "last_confirmed_at desc, id desc"],
];

export async function up(db: Db): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable("boats").addColumn("translated_text", "text").execute();
  const joined = isPostgres
    ? sql`string_agg(t.title || ' ' || t.description, ' ')`
    : sql`group_concat(t.title || ' ' || t.description, ' ')`;
  await sql`update boats set translated_text = (select ${joined} from boat_texts t where t.boat_id = boats.id)`.execute(
    db,
  );

  for (const [name, columns] of PUBLISHED_INDEXES) {
    await sql`create index ${sql.id(name)} on boats (${sql.raw(columns)}) where status in ('published', 'under_offer')`.execute(
      db,
    );
  }
  // Equipment filters start from the equipment and need the boat: (equipment_id, boat_id) exists already.

  if (isPostgres) {
    // unaccent is a trusted extension (PostgreSQL 13+): a database owner may create it. Generated columns need
    // an immutable function, which unaccent() is not declared to be; the wrapper pins the dictionary.
    await sql`create extension if not exists unaccent`.execute(db);
    await sql`
      create or replace function keel_unaccent(text) returns text
      language sql immutable parallel safe strict
      as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$`.execute(db);
    await sql`
      alter table boats add column search_vector tsvector generated always as (
        setweight(to_tsvector('simple', keel_unaccent(coalesce(title, ''))), 'A') ||
        setweight(to_tsvector('simple', keel_unaccent(coalesce(brand_name, '') || ' ' || coalesce(model_name, ''))), 'A') ||
        setweight(to_tsvector('simple', keel_unaccent(coalesce(description, ''))), 'B') ||
        setweight(to_tsvector('simple', keel_unaccent(coalesce(translated_text, ''))), 'C')
      ) stored`.execute(db);
    await sql`create index boats_search_vector on boats using gin (search_vector)`.execute(db);
    return;
  }
  await sql`
    create virtual table boats_fts using fts5(
      title, brand_name, model_name, description, translated_text,
      content = 'boats', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2'
    )`.execute(db);
  await sql`
    create trigger boats_fts_insert after insert on boats begin
      insert into boats_fts (rowid, title, brand_name, model_name, description, translated_text)
      values (new.id, new.title, new.brand_name, new.model_name, new.description, new.translated_text);
    end`.execute(db);
  await sql`
    create trigger boats_fts_delete after delete on boats begin
      insert into boats_fts (boats_fts, rowid, title, brand_name, model_name, description, translated_text)
      values ('delete', old.id, old.title, old.brand_name, old.model_name, old.description, old.translated_text);
    end`.execute(db);
  await sql`
    create trigger boats_fts_update after update of title, brand_name, model_name, description, translated_text on boats begin
      insert into boats_fts (boats_fts, rowid, title, brand_name, model_name, description, translated_text)
      values ('delete', old.id, old.title, old.brand_name, old.model_name, old.description, old.translated_text);
      insert into boats_fts (rowid, title, brand_name, model_name, description, translated_text)
      values (new.id, new.title, new.brand_name, new.model_name, new.description, new.translated_text);
    end`.execute(db);
  await sql`insert into boats_fts (boats_fts) values ('rebuild')`.execute(db);
}

export async function down(db: Db): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (isPostgres) {
    await sql`drop index if exists boats_search_vector`.execute(db);
    await sql`alter table boats drop column if exists search_vector`.execute(db);
    await sql`drop function if exists keel_unaccent(text)`.execute(db);
  } else {
    for (const trigger of ["boats_fts_insert", "boats_fts_delete", "boats_fts_update"]) {
      await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
    }
    await sql`drop table if exists boats_fts`.execute(db);
  }
  for (const [name] of PUBLISHED_INDEXES) await sql`drop index if exists ${sql.id(name)}`.execute(db);
  await db.schema.alterTable("boats").dropColumn("translated_text").execute();
}
