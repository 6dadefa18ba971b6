/**
 * The sitemap's path through public boats (docs/decisions/020-public-pages-and-sitemaps.md): pages by id
 * (`id > ? order by id limit ?`) and counts per id range. A partial index over public boats holding every
 * column those queries read (status too: SQLite reads it back otherwise), so both are index-only scans that
 * never touch the wide boat rows; the primary key would read every row, drafts and sold boats included.
 * Frozen in time.
 */
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed against no app schema
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await sql`create index boats_pub_sitemap on boats (id, team_id, updated_at, slug, status) where status in ('published', 'under_offer')`.execute(
    db,
  );
}

export async function down(db: Db): Promise<void> {
  await sql`drop index if exists boats_pub_sitemap`.execute(db);
}
