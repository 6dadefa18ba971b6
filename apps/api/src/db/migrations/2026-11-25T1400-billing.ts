/**
 * Billing (docs/decisions/034-billing.md).
 * - `plan_prices`: every price of a plan per currency and interval, in minor units excluding VAT; the
 *   Professional plan gets its EUR, GBP and USD prices here (monthly, and yearly at ten months' price).
 * - `billing_details`: whom a team's invoices are made out to, with its VAT id in canonical spelling.
 * - `subscriptions`: one row per team that has or had one, mirroring the payment gateway's subscription, plus
 *   what the product adds (trial granted by the back office, grace period of a past-due team, reminders sent,
 *   a customised price). `teams.subscription_status` keeps its four values as a summary (a trial reads active
 *   there).
 * - `checkout_sessions`: a checkout a team started; `paid` only once the gateway's event was applied.
 * - `invoices`: the gateway's invoices as the team sees them, with the tax applied and who they were made out to.
 * - `billing_events`: every gateway event received (Stripe's or the test gateway's), unique by its id, applied
 *   once by a job.
 * - `plan_requests`: requests for a customised plan, for the back office and the sales mailbox.
 * - `test_gateway_objects`: the built-in test gateway's own customers, subscriptions and invoices (JSON), so its
 *   events can be re-read like Stripe's objects.
 * - `boats.billing_hidden_status`: a public boat taken off the site because its team's subscription ended keeps
 *   its former status here, to come back on re-subscription.
 * Frozen in time: imports nothing from the app.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed against no app schema
type Db = Kysely<any>;

/** Professional: 49 €, £42, $55 a month; a year costs ten months. */
const PROFESSIONAL_PRICES = [
  { currency: "EUR", interval: "month", amount: 4_900 },
  { currency: "EUR", interval: "year", amount: 49_000 },
  { currency: "GBP", interval: "month", amount: 4_200 },
  { currency: "GBP", interval: "year", amount: 42_000 },
  { currency: "USD", interval: "month", amount: 5_500 },
  { currency: "USD", interval: "year", amount: 55_000 },
];

export async function up(db: Db): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = isPostgres ? sql`timestamptz` : sql`text`;
  const boolean = isPostgres ? sql`boolean` : sql`integer`;
  const falseValue = isPostgres ? sql`false` : sql`0`;
  const id = (c: ColumnDefinitionBuilder) =>
    isPostgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  const teamRef = (c: ColumnDefinitionBuilder) => c.notNull().references("teams.id").onDelete("cascade");

  await db.schema
    .createTable("plan_prices")
    .addColumn("id", "integer", id)
    .addColumn("plan_id", "integer", (c) => c.notNull().references("plans.id").onDelete("cascade"))
    .addColumn("currency", "text", (c) => c.notNull().check(sql`currency in ('EUR','GBP','USD')`))
    .addColumn("interval", "text", (c) => c.notNull().check(sql`interval in ('month','year')`))
    .addColumn("amount", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("plan_prices_unique")
    .on("plan_prices")
    .columns(["plan_id", "currency", "interval"])
    .unique()
    .execute();
  const professional = await db
    .selectFrom("plans")
    .select("id")
    .where("code", "=", "paid")
    .executeTakeFirst();
  if (professional) {
    await db
      .insertInto("plan_prices")
      .values(PROFESSIONAL_PRICES.map((p) => ({ plan_id: professional.id, ...p })))
      .execute();
  }

  await db.schema
    .createTable("billing_details")
    .addColumn("team_id", "integer", (c) => teamRef(c).primaryKey())
    .addColumn("legal_name", "text", (c) => c.notNull())
    .addColumn("address_line1", "text", (c) => c.notNull())
    .addColumn("address_line2", "text")
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("postal_code", "text", (c) => c.notNull())
    .addColumn("region", "text")
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("vat_id", "text")
    .addColumn("invoice_email", "text")
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("subscriptions")
    .addColumn("team_id", "integer", (c) => teamRef(c).primaryKey())
    .addColumn("gateway", "text", (c) => c.notNull().check(sql`gateway in ('test','stripe','none')`))
    .addColumn("customer_id", "text")
    .addColumn("subscription_id", "text", (c) => c.unique())
    .addColumn("plan_code", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('trialing','active','past_due','canceled','none')`),
    )
    .addColumn("interval", "text")
    .addColumn("currency", "text")
    .addColumn("amount", "bigint")
    .addColumn("current_period_start", timestamp)
    .addColumn("current_period_end", timestamp)
    .addColumn("cancel_at_period_end", boolean, (c) => c.notNull().defaultTo(falseValue))
    .addColumn("cancel_reason", "text")
    .addColumn("cancel_comment", "text")
    .addColumn("trial_end", timestamp)
    .addColumn("past_due_since", timestamp)
    .addColumn("grace_end", timestamp)
    .addColumn("reminders_sent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("custom_amount", "bigint")
    .addColumn("custom_currency", "text")
    .addColumn("custom_interval", "text")
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("subscriptions_status").on("subscriptions").columns(["status"]).execute();
  await db.schema
    .createIndex("subscriptions_customer")
    .on("subscriptions")
    .columns(["customer_id"])
    .execute();

  await db.schema
    .createTable("checkout_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("team_id", "integer", teamRef)
    .addColumn("gateway", "text", (c) => c.notNull())
    .addColumn("plan_code", "text", (c) => c.notNull())
    .addColumn("interval", "text", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("amount", "bigint", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("pending").check(sql`status in ('pending','paid','failed','expired')`),
    )
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("expires_at", timestamp, (c) => c.notNull())
    .addColumn("completed_at", timestamp)
    .execute();
  await db.schema
    .createIndex("checkout_sessions_team")
    .on("checkout_sessions")
    .columns(["team_id", "created_at"])
    .execute();

  await db.schema
    .createTable("invoices")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("team_id", "integer", teamRef)
    .addColumn("gateway", "text", (c) => c.notNull())
    .addColumn("number", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("subtotal", "bigint", (c) => c.notNull())
    .addColumn("tax", "bigint", (c) => c.notNull())
    .addColumn("total", "bigint", (c) => c.notNull())
    .addColumn("tax_rate", isPostgres ? sql`double precision` : sql`real`, (c) => c.notNull())
    .addColumn("reverse_charge", boolean, (c) => c.notNull().defaultTo(falseValue))
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("period_start", timestamp)
    .addColumn("period_end", timestamp)
    .addColumn("bill_to", "text", (c) => c.notNull())
    .addColumn("hosted_pdf_url", "text")
    .addColumn("confirmation_sent", boolean, (c) => c.notNull().defaultTo(falseValue))
    .addColumn("issued_at", timestamp, (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("invoices_team").on("invoices").columns(["team_id", "issued_at"]).execute();

  await db.schema
    .createTable("billing_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("source", "text", (c) => c.notNull().check(sql`source in ('stripe','test','admin')`))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("object_id", "text")
    .addColumn("team_id", "integer", (c) => c.references("teams.id").onDelete("set null"))
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("pending").check(sql`status in ('pending','processed','ignored','failed')`),
    )
    .addColumn("error", "text")
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("received_at", timestamp, (c) => c.notNull())
    .addColumn("processed_at", timestamp)
    .execute();
  await db.schema
    .createIndex("billing_events_team")
    .on("billing_events")
    .columns(["team_id", "received_at"])
    .execute();

  await db.schema
    .createTable("plan_requests")
    .addColumn("id", "integer", id)
    .addColumn("team_name", "text", (c) => c.notNull())
    .addColumn("contact_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("fleet_size", "text", (c) => c.notNull())
    .addColumn("needs", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("team_id", "integer", (c) => c.references("teams.id").onDelete("set null"))
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("plan_requests_created").on("plan_requests").columns(["created_at"]).execute();

  await db.schema
    .createTable("test_gateway_objects")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("team_id", "integer", (c) => c.references("teams.id").onDelete("cascade"))
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("test_gateway_objects_team")
    .on("test_gateway_objects")
    .columns(["team_id", "type"])
    .execute();

  await db.schema.alterTable("boats").addColumn("billing_hidden_status", "text").execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable("boats").dropColumn("billing_hidden_status").execute();
  for (const table of [
    "test_gateway_objects",
    "plan_requests",
    "billing_events",
    "invoices",
    "checkout_sessions",
    "subscriptions",
    "billing_details",
    "plan_prices",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
