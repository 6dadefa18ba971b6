/**
 * Team API keys (docs/decisions/048-team-api-keys.md): a team's named keys for its own software, each with its
 * scopes (comma-separated), the keyed hash of the key (never the key), its first characters to tell keys apart,
 * who created it (the key acts with their role), when it was last used and when it was revoked.
 * Frozen in time: imports nothing from the app.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed against no app schema
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = isPostgres ? sql`timestamptz` : sql`text`;
  const id = (c: ColumnDefinitionBuilder) =>
    isPostgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable("api_keys")
    .addColumn("id", "integer", id)
    .addColumn("team_id", "integer", (c) => c.notNull().references("teams.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("scopes", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("prefix", "text", (c) => c.notNull())
    .addColumn("created_by_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("last_used_at", timestamp)
    .addColumn("revoked_at", timestamp)
    .addColumn("revoked_by_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("api_keys_team").on("api_keys").columns(["team_id", "created_at"]).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("api_keys").execute();
}
