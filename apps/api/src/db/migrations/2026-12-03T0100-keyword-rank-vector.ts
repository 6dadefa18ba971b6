/**
 * What a keyword search ranks by on PostgreSQL (docs/decisions/057-keyword-ranking.md): a small generated
 * tsvector of the boat's title, brand and model (weight A), beside the full `search_vector` the GIN index
 * matches with. Ranking every match with `ts_rank(search_vector, …)` read each match's 800-byte vector, most of
 * them stored out of line (TOAST): 1.6 to 2.4 s for `beneteau:*` at 1,000,000 boats on a cold cache. This
 * column is a few dozen bytes and stays in the row the match reads anyway. SQLite ranks with FTS5's bm25 and
 * needs nothing. Adding a stored generated column rewrites the table (minutes at a million boats). Frozen in
 * time.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed against no app schema
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    alter table boats add column rank_vector tsvector generated always as (
      setweight(to_tsvector('simple', keel_unaccent(coalesce(title, ''))), 'A') ||
      setweight(to_tsvector('simple', keel_unaccent(coalesce(brand_name, '') || ' ' || coalesce(model_name, ''))), 'A')
    ) stored`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`alter table boats drop column if exists rank_vector`.execute(db);
}
