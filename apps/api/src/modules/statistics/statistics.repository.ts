import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

type Kind = "view" | "detail_view" | "click" | "contact";

const DAILY_COLUMN = {
  view: "views",
  detail_view: "detailViews",
  click: "clicks",
  contact: "contacts",
} as const;

/**
 * Records one event: the raw row (kept for a short window) and the daily rollup the seller's statistics read,
 * in one transaction. The rollup is an upsert, so concurrent events of a day never lose a count.
 */
export async function recordBoatEvent(
  db: Kysely<Database>,
  input: { boatId: number; teamId: number; kind: Kind; visitorHash: string | null; at?: Date },
): Promise<void> {
  const at = input.at ?? new Date();
  const column = DAILY_COLUMN[input.kind];
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("statisticsEvents")
      .values({
        boatId: input.boatId,
        kind: input.kind,
        visitorHash: input.visitorHash,
        occurredAt: at.toISOString(),
      })
      .execute();
    await trx
      .insertInto("statisticsDaily")
      .values({ boatId: input.boatId, teamId: input.teamId, day: at.toISOString().slice(0, 10), [column]: 1 })
      .onConflict((oc) =>
        oc
          .columns(["boatId", "day"])
          .doUpdateSet((eb) => ({ [column]: eb(eb.ref(`statisticsDaily.${column}`), "+", 1) })),
      )
      .execute();
  });
}

/** A team's summed daily counters per day between two UTC dates (inclusive). */
export function findDailyTotals(db: Kysely<Database>, teamId: number, from: string, to: string) {
  return db
    .selectFrom("statisticsDaily")
    .select((eb) => [
      "day",
      eb.fn.sum<number>("views").as("views"),
      eb.fn.sum<number>("detailViews").as("detailViews"),
      eb.fn.sum<number>("clicks").as("clicks"),
      eb.fn.sum<number>("contacts").as("contacts"),
    ])
    .where("teamId", "=", teamId)
    .where("day", ">=", from)
    .where("day", "<=", to)
    .groupBy("day")
    .execute();
}

/** A team's most viewed boats between two UTC dates, with their summed counters, most viewed first. */
export function findTopBoats(db: Kysely<Database>, teamId: number, from: string, to: string, top: number) {
  return db
    .selectFrom("statisticsDaily")
    .innerJoin("boats", "boats.id", "statisticsDaily.boatId")
    .select((eb) => [
      "boats.id",
      "boats.title",
      "boats.slug",
      "boats.status",
      eb.fn.sum<number>("statisticsDaily.views").as("views"),
      eb.fn.sum<number>("statisticsDaily.detailViews").as("detailViews"),
      eb.fn.sum<number>("statisticsDaily.clicks").as("clicks"),
      eb.fn.sum<number>("statisticsDaily.contacts").as("contacts"),
    ])
    .where("statisticsDaily.teamId", "=", teamId)
    .where("statisticsDaily.day", ">=", from)
    .where("statisticsDaily.day", "<=", to)
    .groupBy(["boats.id", "boats.title", "boats.slug", "boats.status"])
    .orderBy("views", "desc")
    .orderBy("boats.id", "desc")
    .limit(top)
    .execute();
}
