/**
 * The job queue and the e-mail outbox (docs/decisions/024-job-queue.md). A job is a row: claimed by a worker
 * for a lease, retried with backoff, dead after its last attempt; `(kind, idempotency_key)` is unique, so the
 * same job (an outbox message's delivery, a recurring job's period) is enqueued once whoever asks. A mail is
 * rendered into `mail_outbox` in the transaction that causes it and delivered by a job; `sent_at` says the
 * SMTP server accepted it. Team members get an unsubscribe token for the one-click link of notification
 * e-mails. Frozen in time.
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
    .createTable("jobs")
    .addColumn("id", "integer", id)
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) =>
      c.notNull().defaultTo("queued").check(sql`state in ('queued','running','failed','dead','done')`),
    )
    .addColumn("idempotency_key", "text")
    .addColumn("run_at", timestamp, (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("max_attempts", "integer", (c) => c.notNull())
    .addColumn("locked_by", "text")
    .addColumn("locked_until", timestamp)
    .addColumn("last_error", "text")
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .addColumn("finished_at", timestamp)
    .execute();
  await db.schema
    .createIndex("jobs_kind_key")
    .on("jobs")
    .columns(["kind", "idempotency_key"])
    .unique()
    .execute();
  // What workers claim: waiting jobs by due time, and running ones by lease (a dead worker's job).
  await sql`create index jobs_due on jobs (run_at, id) where state in ('queued', 'failed')`.execute(db);
  await sql`create index jobs_leases on jobs (locked_until) where state = 'running'`.execute(db);
  // The back office lists by state, newest first; finished jobs are pruned by age.
  await db.schema.createIndex("jobs_state").on("jobs").columns(["state", "updated_at"]).execute();

  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "integer", id)
    .addColumn("template", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("html", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("from_name", "text")
    .addColumn("reply_to", "text")
    .addColumn("unsubscribe_url", "text")
    .addColumn("message_id", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("sent_at", timestamp)
    .execute();
  await db.schema.createIndex("mail_outbox_created").on("mail_outbox").column("created_at").execute();

  await db.schema.alterTable("team_members").addColumn("unsubscribe_token", "text").execute();
  await db.schema
    .createIndex("team_members_unsubscribe_token")
    .on("team_members")
    .column("unsubscribe_token")
    .unique()
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex("team_members_unsubscribe_token").execute();
  await db.schema.alterTable("team_members").dropColumn("unsubscribe_token").execute();
  await db.schema.dropTable("mail_outbox").execute();
  await db.schema.dropTable("jobs").execute();
}
