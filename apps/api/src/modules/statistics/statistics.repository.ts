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
      .insertInto("analyticsEvents")
      .values({
        boatId: input.boatId,
        kind: input.kind,
        visitorHash: input.visitorHash,
        occurredAt: at.toISOString(),
      })
      .execute();
    await trx
      .insertInto("analyticsDaily")
      .values({ boatId: input.boatId, teamId: input.teamId, day: at.toISOString().slice(0, 10), [column]: 1 })
      .onConflict((oc) =>
        oc
          .columns(["boatId", "day"])
          .doUpdateSet((eb) => ({ [column]: eb(eb.ref(`analyticsDaily.${column}`), "+", 1) })),
      )
      .execute();
  });
}
