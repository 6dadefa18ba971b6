/**
 * Inbox and leads (issue 6): notes on a request, each member's notification choice, senders blocked by the
 * back office, digest bookkeeping, and the indexes of the inbox's query paths. Frozen in time.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed against no app schema
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = isPostgres ? sql`timestamptz` : sql`text`;
  const id = (c: import("kysely").ColumnDefinitionBuilder) =>
    isPostgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable("conversation_notes")
    .addColumn("id", "integer", id)
    .addColumn("conversation_id", "integer", (c) =>
      c.notNull().references("conversations.id").onDelete("cascade"),
    )
    .addColumn("author_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("conversation_notes_conversation")
    .on("conversation_notes")
    .columns(["conversation_id", "created_at"])
    .execute();

  await db.schema
    .alterTable("team_members")
    .addColumn("message_notifications", "text", (c) =>
      c.notNull().defaultTo("each").check(sql`message_notifications in ('each','daily','none')`),
    )
    .execute();
  await db.schema.alterTable("team_members").addColumn("digest_sent_at", timestamp).execute();

  await db.schema
    .createTable("blocked_senders")
    .addColumn("email", "text", (c) => c.primaryKey())
    .addColumn("reason", "text")
    .addColumn("blocked_by_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .execute();

  // The body's fingerprint, to spot the same text sent to many teams.
  await db.schema.alterTable("messages").addColumn("fingerprint", "text").execute();
  await db.schema
    .createIndex("messages_fingerprint")
    .on("messages")
    .columns(["fingerprint", "created_at"])
    .execute();

  await db.schema
    .createIndex("conversations_team_state")
    .on("conversations")
    .columns(["team_id", "is_archived", "last_message_at"])
    .execute();
  await db.schema
    .createIndex("conversations_team_lead")
    .on("conversations")
    .columns(["team_id", "lead_status", "created_at"])
    .execute();
  await db.schema
    .createIndex("conversations_screening")
    .on("conversations")
    .columns(["screening_status", "created_at"])
    .execute();
  await db.schema
    .createIndex("conversations_buyer_email")
    .on("conversations")
    .columns(["buyer_email", "created_at"])
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const index of [
    "conversations_buyer_email",
    "conversations_screening",
    "conversations_team_lead",
    "conversations_team_state",
    "messages_fingerprint",
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  await db.schema.alterTable("messages").dropColumn("fingerprint").execute();
  await db.schema.dropTable("blocked_senders").ifExists().execute();
  await db.schema.alterTable("team_members").dropColumn("digest_sent_at").execute();
  await db.schema.alterTable("team_members").dropColumn("message_notifications").execute();
  await db.schema.dropTable("conversation_notes").ifExists().execute();
}
