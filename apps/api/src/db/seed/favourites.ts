/**
 * The demo buyer's favourites (decision 045), so the buyer's home shows what a returning buyer sees: a few
 * boats with notes, one whose price dropped since they saved it, one now under offer and one sold.
 */
import type { Kysely } from "kysely";
import type { BoatStatus, Database } from "../schema.ts";

const NOTES = [
  "Ask for the survey and the last haul-out date.",
  "Good layout for the family; check the engine hours.",
  null,
  "Compare with the one in Palma.",
  null,
  "Sold before I could visit.",
];

function boatsWithStatus(db: Kysely<Database>, status: BoatStatus, limit: number) {
  return db
    .selectFrom("boats")
    .select(["id", "status", "priceAmount", "currency", "isPriceOnRequest"])
    .where("status", "=", status)
    .where("priceAmount", "is not", null)
    .orderBy("id")
    .limit(limit)
    .execute();
}

export async function insertFavouriteExamples(
  db: Kysely<Database>,
  options: { now: Date; buyerId: number },
): Promise<number> {
  const [published, underOffer, sold] = await Promise.all([
    boatsWithStatus(db, "published", 60),
    boatsWithStatus(db, "under_offer", 1),
    boatsWithStatus(db, "sold", 1),
  ]);
  // Spread over all the boats rather than the first team's boats.
  const picks = [published[5], published[23], published[41], published[59], underOffer[0], sold[0]].filter(
    (boat) => boat !== undefined,
  );
  const day = 86_400_000;
  const rows = picks.map((boat, index) => {
    const price = boat.isPriceOnRequest ? null : Number(boat.priceAmount);
    // The second boat was 8% dearer when saved; the last two were still simply for sale.
    const seenPrice = index === 1 && price !== null ? Math.round((price * 1.08) / 100) * 100 : price;
    const at = new Date(options.now.getTime() - (index + 2) * 3 * day).toISOString();
    return {
      userId: options.buyerId,
      boatId: boat.id,
      note: NOTES[index] ?? null,
      seenPriceAmount: seenPrice,
      seenCurrency: boat.currency,
      // Saved while for sale: the one under offer and the one sold show as changed.
      seenStatus: "published" as const,
      createdAt: at,
      updatedAt: at,
    };
  });
  if (rows.length > 0) await db.insertInto("favourites").values(rows).execute();
  return rows.length;
}
