import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * A fixed-window counter in the database, so limits hold across API processes and restarts.
 * Returns the count after this hit and when the window resets. One statement (an upsert that starts a new
 * window or adds one), so concurrent hits from several processes are all counted: none reads a count that
 * another is about to replace.
 */
export async function hitCounter(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ count: number; resetAt: string }> {
  const resetAt = new Date(now.getTime() + windowMs).toISOString();
  const current = now.toISOString();
  // Stored times are compared as timestamps on PostgreSQL and as ISO strings (one format) on SQLite.
  const expired = sql<boolean>`rate_limits.reset_at <= ${current}`;
  const row = await db
    .insertInto("rateLimits")
    .values({ key, count: 1, resetAt })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
        resetAt: sql<string>`case when ${expired} then excluded.reset_at else rate_limits.reset_at end`,
      }),
    )
    .returning(["count", "resetAt"])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetAt: row.resetAt };
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
