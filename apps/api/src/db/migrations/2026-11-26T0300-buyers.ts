/**
 * Buyer accounts and favourites (docs/decisions/045-buyer-accounts-and-favourites.md).
 * - `favourites`: a signed-in user's saved boats, one row per user and boat, with a private note and the
 *   price and status the boat had when the user last looked (`seen_*`), so the favourites page can say what
 *   changed since: price up or down, under offer, sold or withdrawn.
 * - `sign_up_requests.company_name` and `.country` become optional: a buyer signs up without a company.
 *   SQLite cannot drop NOT NULL, so there the (short-lived) table is rebuilt with its rows.
 * - `conversations_buyer_user`: a buyer's enquiries, newest first; `conversations_buyer_email_lower`: the
 *   guest enquiries an account claims when its address is verified.
 * Frozen in time: imports nothing from the app.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed against no app schema
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = isPostgres ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable("favourites")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("boat_id", "integer", (c) => c.notNull().references("boats.id").onDelete("cascade"))
    .addColumn("note", "text")
    .addColumn("seen_price_amount", "bigint")
    .addColumn("seen_currency", "text", (c) => c.notNull())
    .addColumn("seen_status", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("favourites_pk", ["user_id", "boat_id"])
    .execute();
  await sql`create index favourites_user_created on favourites (user_id, created_at desc)`.execute(db);
  await db.schema.createIndex("favourites_boat").on("favourites").column("boat_id").execute();

  await sql`create index conversations_buyer_user on conversations (buyer_user_id, last_message_at desc) where buyer_user_id is not null`.execute(
    db,
  );
  await sql`create index conversations_buyer_email_lower on conversations (lower(buyer_email))`.execute(db);

  if (isPostgres) {
    await sql`alter table sign_up_requests alter column company_name drop not null`.execute(db);
    await sql`alter table sign_up_requests alter column country drop not null`.execute(db);
    return;
  }
  await sql`
    create table sign_up_requests_new (
      token_hash text primary key,
      email text not null,
      password_hash text not null,
      first_name text not null,
      last_name text not null,
      language text not null,
      company_name text,
      country text,
      created_at text not null,
      expires_at text not null,
      used_at text
    )`.execute(db);
  await sql`insert into sign_up_requests_new select token_hash, email, password_hash, first_name, last_name, language, company_name, country, created_at, expires_at, used_at from sign_up_requests`.execute(
    db,
  );
  await sql`drop table sign_up_requests`.execute(db);
  await sql`alter table sign_up_requests_new rename to sign_up_requests`.execute(db);
  await db.schema.createIndex("sign_up_requests_email").on("sign_up_requests").column("email").execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("favourites").execute();
  await sql`drop index if exists conversations_buyer_user`.execute(db);
  await sql`drop index if exists conversations_buyer_email_lower`.execute(db);
}
