import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { PUBLIC_STATUS_LITERALS } from "../search/search.repository.ts";

/**
 * Public boats as the search sees them (docs/decisions/012-search.md): published or under offer, of active
 * teams, not waiting for their seller's confirmation (decision 025). Inactive teams are excluded as a list, like
 * the search does, so the partial index `boats_pub_sitemap` (id, team_id, updated_at, slug, status, stale_since;
 * only boats not stale) drives every query below as an index-only
 * range scan. The statuses are written into the SQL: SQLite matches a partial index's WHERE against the
 * query's text, and bound parameters (`status in (?, ?)`) made it walk the whole table instead (measured on
 * 100,000 boats).
 */
function publicBoats(db: Kysely<Database>) {
  return db
    .selectFrom("boats")
    .where("boats.status", "in", PUBLIC_STATUS_LITERALS)
    .where("boats.staleSince", "is", null)
    .where(
      "boats.teamId",
      "not in",
      db.selectFrom("teams").select("teams.id").where("teams.status", "!=", "active"),
    );
}

/** Up to `limit` public boats with an id above `afterId`, ascending. */
export function findPublicBoatsAfter(db: Kysely<Database>, afterId: number, limit: number) {
  return publicBoats(db)
    .select(["boats.id", "boats.slug", "boats.updatedAt"])
    .where("boats.id", ">", afterId)
    .orderBy("boats.id", "asc")
    .limit(limit)
    .execute();
}

/** The smallest public boat id above `afterId`; undefined past the last one. */
export async function findFirstPublicBoatIdAfter(
  db: Kysely<Database>,
  afterId: number,
): Promise<number | undefined> {
  const row = await publicBoats(db)
    .select("boats.id")
    .where("boats.id", ">", afterId)
    .orderBy("boats.id", "asc")
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** Count, first and last id and latest change of the public boats with `afterId < id <= untilId`. */
export function summarizePublicBoatsBetween(db: Kysely<Database>, afterId: number, untilId: number) {
  return publicBoats(db)
    .select((eb) => [
      eb.fn.min<number>("boats.id").as("firstId"),
      eb.fn.max<number>("boats.id").as("lastId"),
      eb.fn.countAll<number>().as("count"),
      eb.fn.max<string>("boats.updatedAt").as("lastModified"),
    ])
    .where("boats.id", ">", afterId)
    .where("boats.id", "<=", untilId)
    .executeTakeFirstOrThrow();
}
