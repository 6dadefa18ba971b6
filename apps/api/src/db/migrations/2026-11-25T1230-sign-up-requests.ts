/**
 * Sign-ups waiting for their address to be confirmed (docs/decisions/027-abuse-resistance.md): the form's
 * answer must not tell whether an address has an account, so a new account exists only once its owner follows
 * the e-mailed link. The row keeps what the form said (the password already hashed) and only the link's hash.
 * Frozen in time.
 */

import type { Kysely } from "kysely";
import { PostgresAdapter, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed against no app schema
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const timestamp = db.getExecutor().adapter instanceof PostgresAdapter ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable("sign_up_requests")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("company_name", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("expires_at", timestamp, (c) => c.notNull())
    .addColumn("used_at", timestamp)
    .execute();
  await db.schema.createIndex("sign_up_requests_email").on("sign_up_requests").column("email").execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("sign_up_requests").execute();
}
