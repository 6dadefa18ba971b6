/**
 * Exchange rates against the euro (docs/decisions/041-exchange-rates.md): one row a currency, its rate in units
 * of the currency for one euro (the ECB's convention: EUR 1 = USD 1.0870), the day the rate is of, and where it
 * came from ('shipped' with Keel, 'ecb' imported from the ECB's reference rates, 'admin' set in the back office).
 * Filled with the table Keel shipped until now (the fixed approximations its EUR figures were computed with, of
 * 22 Nov 2026), with Croatia's legal conversion rate for the kuna and the dirham's dollar peg; stored EUR figures
 * are recomputed with it. A change of a rate notes a page change naming neither boat nor team: every cached
 * page may show an approximate price in another currency.
 * Frozen in time: imports nothing from the app.
 */
import { type Kysely, PostgresAdapter, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed against no app schema
type Db = Kysely<any>;

const SHIPPED_DATE = "2026-11-22";

/** Units of each currency for one euro. */
const SHIPPED: [string, number][] = [
  ["EUR", 1],
  ["USD", 1.087],
  ["GBP", 0.8621],
  ["CHF", 0.9615],
  ["SEK", 11.49],
  ["NOK", 11.76],
  ["DKK", 7.463],
  ["PLN", 4.348],
  ["AUD", 1.667],
  ["CAD", 1.493],
  ["AED", 3.992],
  ["TRY", 37.04],
  ["HRK", 7.5345],
];

export async function up(db: Db): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = isPostgres ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable("exchange_rates")
    .addColumn("currency", "text", (c) => c.primaryKey())
    .addColumn("rate", "double precision", (c) => c.notNull())
    .addColumn("rate_date", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .addColumn("updated_by_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  const now = new Date().toISOString();
  await db
    .insertInto("exchange_rates")
    .values(
      SHIPPED.map(([currency, rate]) => ({
        currency,
        rate,
        rate_date: SHIPPED_DATE,
        source: "shipped",
        updated_at: now,
      })),
    )
    .execute();
  for (const [currency, rate] of SHIPPED) {
    if (currency === "EUR") continue;
    await sql`update boats set price_eur = round(price_amount / cast(${rate} as double precision))
              where currency = ${currency} and price_amount is not null`.execute(db);
  }

  if (!isPostgres) {
    for (const event of ["insert", "update", "delete"]) {
      await sql`create trigger ${sql.id(`page_changes_exchange_rates_${event}`)} after ${sql.raw(event)}
                on exchange_rates begin insert into search_changes (scope) values ('pages'); end`.execute(db);
    }
    return;
  }
  // The label function of the page-changes migration: one entry a statement, naming neither boat nor team.
  await sql`
    create trigger page_changes_exchange_rates after insert or update or delete on exchange_rates
    for each statement execute function page_changes_note_label()`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("exchange_rates").execute();
}
