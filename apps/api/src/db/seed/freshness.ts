/**
 * Listing freshness and duplicates in the demo (docs/decisions/025-listing-freshness.md), on the premium team so
 * its dashboard shows them: one boat due for confirmation within the week (its reminder goes out when the API's
 * first sweep runs), one hidden for want of confirmation, and one boat another team lists again under the same
 * hull identification number, typed differently, waiting in the back office's possible duplicates.
 */
import type { Kysely } from "kysely";
import { normaliseHin } from "../../modules/boats/duplicates.service.ts";
import type { Database } from "../schema.ts";

const DAY = 86_400_000;

export async function insertFreshnessExamples(
  db: Kysely<Database>,
  options: { now: Date; premiumTeamId: number },
): Promise<void> {
  const ago = (days: number) => new Date(options.now.getTime() - days * DAY).toISOString();
  const premium = await db
    .selectFrom("boats")
    .select(["id", "hin", "title"])
    .where("teamId", "=", options.premiumTeamId)
    .where("status", "=", "published")
    .where("hin", "is not", null)
    .orderBy("id")
    .limit(3)
    .execute();
  const [due, stale, listedTwice] = premium;
  if (!due || !stale || !listedTwice) return;
  // Confirmed 54 days ago: six days before the 60-day limit, inside the reminder's week.
  await db
    .updateTable("boats")
    .set({ lastConfirmedAt: ago(54), lastChangedAt: ago(80), publishedAt: ago(120) })
    .where("id", "=", due.id)
    .execute();
  await db
    .updateTable("boats")
    .set({ lastConfirmedAt: ago(75), lastChangedAt: ago(90), publishedAt: ago(150), staleSince: ago(15) })
    .where("id", "=", stale.id)
    .execute();

  const other = await db
    .selectFrom("boats")
    .select("id")
    .where("teamId", "!=", options.premiumTeamId)
    .where("status", "=", "published")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  if (!other || !listedTwice.hin) return;
  const retyped = listedTwice.hin.toLowerCase().replace(/-/g, " ");
  await db
    .updateTable("boats")
    .set({ hin: retyped, hinKey: normaliseHin(retyped) })
    .where("id", "=", other.id)
    .execute();
  await db
    .insertInto("boatDuplicates")
    .values({
      boatId: Math.min(other.id, listedTwice.id),
      otherBoatId: Math.max(other.id, listedTwice.id),
      reason: "hin",
      createdAt: ago(2),
    })
    .execute();
}
