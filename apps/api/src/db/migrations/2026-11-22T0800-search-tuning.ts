/**
 * Search tuning measured on 20k-100k boats (docs/decisions/012-search.md): the newest-first sort gets its own
 * partial index, and each facet a covering partial index (value, team) so its counts are index-only scans.
 * Frozen in time.
 */
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed against no app schema
type Db = Kysely<any>;

const INDEXES: [string, string][] = [
  ["boats_pub_newest", "published_at desc, id desc"],
  ["boats_pub_facet_type", "boat_type_id, team_id"],
  ["boats_pub_facet_condition", "condition_id, team_id"],
  ["boats_pub_facet_country", "country, team_id"],
  ["boats_pub_facet_fuel", "fuel, team_id"],
  ["boats_pub_facet_hull", "hull_material, team_id"],
  ["boats_pub_facet_brand", "brand_id, team_id"],
];

export async function up(db: Db): Promise<void> {
  for (const [name, columns] of INDEXES) {
    await sql`create index ${sql.id(name)} on boats (${sql.raw(columns)}) where status in ('published', 'under_offer')`.execute(
      db,
    );
  }
}

export async function down(db: Db): Promise<void> {
  for (const [name] of INDEXES) await sql`drop index if exists ${sql.id(name)}`.execute(db);
}
