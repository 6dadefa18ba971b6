import { type Kysely, sql } from "kysely";
import type { Database, ExchangeRatesTable } from "../../db/schema.ts";

export interface RateRow {
  currency: string;
  rate: number;
  rateDate: string;
  source: ExchangeRatesTable["source"];
  updatedAt: string;
}

export async function findRates(db: Kysely<Database>): Promise<RateRow[]> {
  const rows = await db
    .selectFrom("exchangeRates")
    .select(["currency", "rate", "rateDate", "source", "updatedAt"])
    .orderBy("currency")
    .execute();
  return rows.map((r) => ({ ...r, rate: Number(r.rate), updatedAt: String(r.updatedAt) }));
}

export async function saveRate(
  db: Kysely<Database>,
  row: Omit<RateRow, "updatedAt"> & { updatedAt: string; updatedByUserId: number | null },
): Promise<void> {
  await db
    .insertInto("exchangeRates")
    .values(row)
    .onConflict((oc) =>
      oc.column("currency").doUpdateSet({
        rate: row.rate,
        rateDate: row.rateDate,
        source: row.source,
        updatedAt: row.updatedAt,
        updatedByUserId: row.updatedByUserId,
      }),
    )
    .execute();
}

/**
 * Recomputes the stored EUR figure of up to `limit` boats priced in `currency` whose figure differs from the
 * rate's, in one statement, and returns how many it changed: called again until 0, each call a short write.
 */
export async function recomputePriceEur(
  db: Kysely<Database>,
  currency: string,
  rate: number,
  limit: number,
): Promise<number> {
  const eur = sql<number>`round(price_amount / cast(${rate} as double precision))`;
  const result = await db
    .updateTable("boats")
    .set({ priceEur: eur })
    .where("id", "in", (qb) =>
      qb
        .selectFrom("boats")
        .select("id")
        .where("currency", "=", currency)
        .where("priceAmount", "is not", null)
        .where((w) => w.or([w("priceEur", "is", null), w("priceEur", "!=", eur)]))
        .orderBy("id")
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
