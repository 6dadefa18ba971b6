/**
 * Indexes for the public partners directory, the professionals network and "contact the owner".
 * Frozen in time like every migration: imports only from kysely.
 */
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed against no app schema
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  // A team's public boats: counted on every professional card, the latest listed on its profile page.
  await sql`create index boats_pub_team on boats (team_id, published_at desc, id desc) where status in ('published', 'under_offer')`.execute(
    db,
  );
  // The median first reply over a team's recent conversations reads only answered ones, from the index alone.
  await db.schema
    .createIndex("conversations_team_replied")
    .on("conversations")
    .columns(["team_id", "created_at", "first_reply_at"])
    .where(sql.ref("first_reply_at"), "is not", null)
    .execute();
  // The directory filtered by category, by name.
  await db.schema
    .createIndex("partners_status_category_name")
    .on("partners")
    .columns(["status", "category", "name"])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex("partners_status_category_name").ifExists().execute();
  await db.schema.dropIndex("conversations_team_replied").ifExists().execute();
  await db.schema.dropIndex("boats_pub_team").ifExists().execute();
}
