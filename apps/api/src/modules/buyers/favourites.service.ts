import type { TFavourite, TFavouriteCreate, TFavouriteList, TFavouriteUpdate } from "@keel/contracts/buyers";
import { FAVOURITES_MAX } from "@keel/contracts/buyers";
import type { Kysely } from "kysely";
import { nowIso } from "../../db/database.ts";
import type { BoatStatus, Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { findCoverPhotos } from "../boats/boat-photos.repository.ts";
import { imageUrls } from "../media/image-urls.ts";
import {
  countFavourites,
  deleteFavourite,
  findBoatPriceAndStatus,
  findFavouritableBoat,
  findFavouriteBoatIds,
  findFavourites,
  insertFavourite,
  type SeenState,
  updateFavourite,
} from "./favourites.repository.ts";

const isPublicStatus = (status: BoatStatus) => status === "published" || status === "under_offer";

/** What the buyer sees of a boat's state: a boat of an inactive team has left the market like an archived one. */
function shownStatus(status: BoatStatus, isTeamActive: boolean): BoatStatus {
  return isTeamActive ? status : "archived";
}

/** The price as a buyer reads it: none when it is on request. */
function priceOf(b: { priceAmount: number | null; currency: string; isPriceOnRequest: boolean | number }) {
  return b.priceAmount === null || b.isPriceOnRequest
    ? null
    : { amount: Number(b.priceAmount), currency: b.currency };
}

/** The boat's state now, to store as what the buyer has seen. */
function seenState(b: {
  status: BoatStatus;
  priceAmount: number | null;
  currency: string;
  isPriceOnRequest: boolean | number;
}): SeenState {
  const price = priceOf(b);
  return { seenPriceAmount: price?.amount ?? null, seenCurrency: b.currency, seenStatus: b.status };
}

function statusChange(seen: BoatStatus, now: BoatStatus): TFavourite["changes"]["status"] {
  if (seen === now || (!isPublicStatus(seen) && !isPublicStatus(now) && seen !== "sold" && now !== "sold"))
    return null;
  if (now === "under_offer") return "under_offer";
  if (now === "sold") return "sold";
  if (now === "published") return "available";
  return "withdrawn";
}

/**
 * The user's favourites, newest first, each with what changed since they last looked (docs/decisions/045):
 * the price (up, down, to or from "on request") and the status (under offer, sold, withdrawn, back on the
 * market). A boat that left the market stays in the list, unlinked, so the buyer learns what became of it.
 */
export async function listFavourites(db: Kysely<Database>, userId: number): Promise<TFavouriteList> {
  const rows = await findFavourites(db, userId);
  const photos = new Map(
    (
      await findCoverPhotos(
        db,
        rows.map((r) => r.boatId),
      )
    ).map((p) => [p.boatId, p]),
  );
  const items = rows.map((row): TFavourite => {
    const status = shownStatus(row.status, row.teamStatus === "active");
    const price = priceOf(row);
    const seenPrice =
      row.seenPriceAmount === null
        ? null
        : { amount: Number(row.seenPriceAmount), currency: row.seenCurrency };
    const isPriceChanged = price?.amount !== seenPrice?.amount || price?.currency !== seenPrice?.currency;
    const photo = photos.get(row.boatId);
    return {
      boat: {
        id: row.boatId,
        slug: row.slug,
        title: row.title,
        status,
        isPublic: isPublicStatus(status),
        price,
        isPriceOnRequest: Boolean(row.isPriceOnRequest),
        yearBuilt: row.yearBuilt,
        lengthM: row.lengthM,
        country: row.country,
        city: row.city,
        photo: photo
          ? imageUrls(photo.storageKey, photo.width, photo.height, photo.caption ?? row.title)
          : null,
      },
      note: row.note,
      createdAt: row.createdAt,
      changes: {
        price: isPriceChanged ? { from: seenPrice, to: price } : null,
        status: statusChange(row.seenStatus, status),
      },
    };
  });
  return { items, total: items.length };
}

/** The ids of the user's favourites among `boatIds` (all of them when undefined). */
export async function listFavouriteIds(
  db: Kysely<Database>,
  userId: number,
  boatIds?: number[],
): Promise<{ boatIds: number[] }> {
  return { boatIds: await findFavouriteBoatIds(db, userId, boatIds) };
}

/**
 * Saves a public boat as the user's favourite, remembering its price and status as seen. Saving it again
 * changes nothing (`created: false`). A user keeps at most FAVOURITES_MAX boats.
 */
export async function addFavourite(
  db: Kysely<Database>,
  userId: number,
  input: TFavouriteCreate,
): Promise<{ created: boolean }> {
  const boat = await findFavouritableBoat(db, input.boatId);
  if (!boat) throw notFound();
  const [existing] = await findFavouriteBoatIds(db, userId, [boat.id]);
  if (existing !== undefined) return { created: false };
  if ((await countFavourites(db, userId)) >= FAVOURITES_MAX) {
    throw new AppError("CONFLICT", "favourites.error.tooMany", { values: { max: FAVOURITES_MAX } });
  }
  const created = await insertFavourite(db, {
    userId,
    boatId: boat.id,
    note: input.note ? input.note : null,
    at: nowIso(),
    ...seenState(boat),
  });
  return { created };
}

/** Edits the note (empty or null removes it) or takes the boat's current price and status as seen. */
export async function editFavourite(
  db: Kysely<Database>,
  userId: number,
  boatId: number,
  input: TFavouriteUpdate,
): Promise<void> {
  const boat = await findBoatPriceAndStatus(db, boatId);
  const changes = {
    updatedAt: nowIso(),
    ...(input.note !== undefined ? { note: input.note ? input.note : null } : {}),
    ...(input.markSeen && boat
      ? seenState({ ...boat, status: shownStatus(boat.status, boat.teamStatus === "active") })
      : {}),
  };
  if (!boat || !(await updateFavourite(db, userId, boatId, changes))) throw notFound();
}

export async function removeFavourite(db: Kysely<Database>, userId: number, boatId: number): Promise<void> {
  if (!(await deleteFavourite(db, userId, boatId))) throw notFound();
}
