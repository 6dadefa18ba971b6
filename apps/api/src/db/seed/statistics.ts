/**
 * 90 days of daily statistics per listed boat (views, detail views, clicks, contacts), so dashboards and
 * "most viewed" lists have history on the first start. Read back from the database in id order and written
 * in chunks, so it streams at any seed size; beyond `boatLimit` boats history is skipped, since 90 rows per
 * boat at a million boats would dwarf the listings themselves.
 */
import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { insertRows } from "./bulk-insert.ts";
import { hashString, Random } from "./random.ts";

const DAY = 86_400_000;
const HISTORY_DAYS = 90;
const BOATS_PER_CHUNK = 500;

interface ListedBoat {
  id: number;
  teamId: number;
  publishedAt: string | null;
}

function rowsFor(boat: ListedBoat, seed: number, today: number, boost: number) {
  // The stream's name predates the word "statistics"; kept so that a seed draws the same figures as before.
  const rng = new Random(hashString(`${seed}:analytics:${boat.id}`));
  // Listings differ a lot in appeal: a log-normal popularity gives a few stars and a long tail.
  const popularity = Math.exp(rng.around(1.1, 1.2)) * boost;
  const first = Math.max(
    today - (HISTORY_DAYS - 1) * DAY,
    Date.parse((boat.publishedAt ?? "").slice(0, 10)) || today,
  );
  const rows = [];
  for (let day = first; day <= today; day += DAY) {
    const weekday = new Date(day).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 1.35 : 1;
    const views = Math.round(popularity * weekend * rng.float(0.4, 1.6));
    if (views === 0) continue;
    const detailViews = Math.round(views * rng.float(0.15, 0.4));
    const clicks = Math.round(detailViews * rng.float(0, 0.2));
    rows.push({
      boatId: boat.id,
      teamId: boat.teamId,
      day: new Date(day).toISOString().slice(0, 10),
      views,
      detailViews,
      clicks,
      contacts: rng.chance(Math.min(0.5, detailViews * 0.01)) ? 1 : 0,
    });
  }
  return rows;
}

/** Writes the history; returns the number of rows. */
export async function insertStatistics(
  db: Kysely<Database>,
  options: { seed: number; now: Date; boatLimit: number; boostedTeamId: number },
): Promise<number> {
  const today = Date.UTC(options.now.getUTCFullYear(), options.now.getUTCMonth(), options.now.getUTCDate());
  let written = 0;
  let afterId = 0;
  for (let done = 0; done < options.boatLimit; done += BOATS_PER_CHUNK) {
    const boats = await db
      .selectFrom("boats")
      .select(["id", "teamId", "publishedAt"])
      .where("status", "in", ["published", "under_offer", "sold"])
      .where("id", ">", afterId)
      .orderBy("id")
      .limit(Math.min(BOATS_PER_CHUNK, options.boatLimit - done))
      .execute();
    if (boats.length === 0) break;
    afterId = boats[boats.length - 1]!.id;
    const rows = boats.flatMap((boat) =>
      rowsFor(boat, options.seed, today, boat.teamId === options.boostedTeamId ? 2 : 1),
    );
    await db.transaction().execute((trx) => insertRows(trx, "statisticsDaily", rows));
    written += rows.length;
  }
  return written;
}
