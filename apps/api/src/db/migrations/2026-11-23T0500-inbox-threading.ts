/**
 * Inbox threading (docs/decisions/013-inbox.md): a buyer's new request about the same boat joins their earlier
 * conversation, so screening moves to the message too. A follow-up that screening holds waits on its own row
 * (`messages.screening_status`) while the conversation stays visible; held and blocked messages have a partial
 * index for the back office's queue. The thread lookup (team, boat, buyer address in any case, recent activity)
 * and the inbox's boat filter (the team's conversations grouped by boat) read one index. Frozen in time.
 */
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed against no app schema
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable("messages")
    .addColumn("screening_status", "text", (c) =>
      c.notNull().defaultTo("clear").check(sql`screening_status in ('clear','held','released','blocked')`),
    )
    .execute();
  await db.schema.alterTable("messages").addColumn("screening_reasons", "text").execute();
  await sql`create index messages_screening_queue on messages (screening_status, conversation_id) where screening_status in ('held', 'blocked')`.execute(
    db,
  );
  await sql`create index conversations_thread on conversations (team_id, boat_id, lower(buyer_email), last_message_at)`.execute(
    db,
  );
}

export async function down(db: Db): Promise<void> {
  await sql`drop index if exists conversations_thread`.execute(db);
  await sql`drop index if exists messages_screening_queue`.execute(db);
  await db.schema.alterTable("messages").dropColumn("screening_reasons").execute();
  await db.schema.alterTable("messages").dropColumn("screening_status").execute();
}
