import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * A fixed-window counter in the database, so limits per account hold across API processes and restarts.
 * Returns the count after this hit and when the window resets.
 */
export async function hitCounter(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ count: number; resetAt: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("rateLimits")
      .select(["count", "resetAt"])
      .where("key", "=", key)
      .executeTakeFirst();
    if (!row || Date.parse(row.resetAt) <= now.getTime()) {
      const resetAt = new Date(now.getTime() + windowMs).toISOString();
      await trx
        .insertInto("rateLimits")
        .values({ key, count: 1, resetAt })
        .onConflict((oc) => oc.column("key").doUpdateSet({ count: 1, resetAt }))
        .execute();
      return { count: 1, resetAt };
    }
    await trx
      .updateTable("rateLimits")
      .set({ count: row.count + 1 })
      .where("key", "=", key)
      .execute();
    return { count: row.count + 1, resetAt: row.resetAt };
  });
}

/** The count of a window still running (0 otherwise) and when it resets. */
export async function peekWindow(
  db: Kysely<Database>,
  key: string,
  now: Date,
): Promise<{ count: number; resetAt: string }> {
  const row = await db
    .selectFrom("rateLimits")
    .select(["count", "resetAt"])
    .where("key", "=", key)
    .executeTakeFirst();
  return row && Date.parse(row.resetAt) > now.getTime()
    ? row
    : { count: 0, resetAt: new Date(now.getTime()).toISOString() };
}

export async function clearCounter(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom("rateLimits").where("key", "=", key).execute();
}

/** Deletes every counter whose key starts with `prefix` (compared as text, so `_` and `%` mean themselves). */
export async function clearCountersStartingWith(db: Kysely<Database>, prefix: string): Promise<void> {
  await db
    .deleteFrom("rateLimits")
    .where(sql<string>`substr(key, 1, ${prefix.length})`, "=", prefix)
    .execute();
}
