import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** Site settings by key; keys without a row are absent. */
export async function findSettings(db: Kysely<Database>, keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db.selectFrom("siteConfig").select(["key", "value"]).where("key", "in", keys).execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}
