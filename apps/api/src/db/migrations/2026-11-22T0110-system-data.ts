/**
 * Rows the product cannot run without, demo data or not: the three plans (docs/product.md, Plans) and the
 * `admin` group of the back office. Frozen in time like every migration.
 */
import type { Kysely } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed against no app schema
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db
    .insertInto("plans")
    .values([
      // Free: listed as a professional, but posting boats is restricted (docs/product.md, Plans).
      {
        code: "free",
        can_post_boats: false,
        max_boats: 0,
        price_amount: 0,
        currency: "EUR",
        interval: "month",
        is_public: true,
        sort_order: 0,
      },
      // Paid: unlimited boats, more than 10,000 customers a month, priority support.
      {
        code: "paid",
        can_post_boats: true,
        max_boats: null,
        price_amount: 4900,
        currency: "EUR",
        interval: "month",
        is_public: true,
        sort_order: 1,
      },
      // Customised: on request, priced by sales.
      {
        code: "custom",
        can_post_boats: true,
        max_boats: null,
        price_amount: null,
        currency: "EUR",
        interval: "month",
        is_public: true,
        sort_order: 2,
      },
    ])
    .execute();
  await db.insertInto("groups").values({ code: "admin", name: "Administrators" }).execute();
}

export async function down(db: Db): Promise<void> {
  await db.deleteFrom("groups").where("code", "=", "admin").execute();
  await db.deleteFrom("plans").where("code", "in", ["free", "paid", "custom"]).execute();
}
