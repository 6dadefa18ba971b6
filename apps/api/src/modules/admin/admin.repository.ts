import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";

const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;

/** Four aggregate queries run side by side; each scans one table once. */
export async function countOverview(db: Kysely<Database>) {
  const [users, teams, boats, conversations] = await Promise.all([
    db
      .selectFrom("users")
      .select((eb) => [
        eb.fn.countAll<number>().as("total"),
        countWhere(sql`status = 'inactive'`).as("inactive"),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("teams")
      .select((eb) => [
        eb.fn.countAll<number>().as("total"),
        countWhere(sql`status = 'inactive'`).as("inactive"),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("boats")
      .select((eb) => [
        eb.fn.countAll<number>().as("total"),
        countWhere(sql`status = 'published'`).as("published"),
        countWhere(sql`is_flagged = ${sql.lit(true)}`).as("flagged"),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("conversations")
      .select((eb) => [
        eb.fn.countAll<number>().as("total"),
        countWhere(sql`screening_status = 'held'`).as("held"),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { users, teams, boats, conversations };
}
