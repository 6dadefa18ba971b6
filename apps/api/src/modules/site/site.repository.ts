import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";

/** Site settings by key; keys without a row are absent. */
export async function findSettings(db: Kysely<Database>, keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db.selectFrom("siteConfig").select(["key", "value"]).where("key", "in", keys).execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** The settings a guest may read (`isPublic`), by key. */
export async function findPublicSettings(db: Kysely<Database>): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom("siteConfig")
    .select(["key", "value"])
    .where("isPublic", "=", true)
    .orderBy("key")
    .execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** A round trip to the database, for the readiness check. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
