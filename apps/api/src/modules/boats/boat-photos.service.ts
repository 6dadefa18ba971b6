import { MAX_PHOTOS } from "@keel/contracts/boat-editor";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { deleteImage, type ProcessedImage } from "../media/image-pipeline.ts";
import { imageUrls } from "../media/image-urls.ts";
import type { Storage } from "../media/storage.ts";
import {
  countPhotos,
  deletePhotoRow,
  findPhoto,
  findPhotoIds,
  findTeamBoat,
  insertLastPhoto,
  setPhotoOrder,
  touchBoat,
  updateCaption,
} from "./boat-photos.repository.ts";

async function requireTeamBoat(db: Kysely<Database>, teamId: number, boatId: number) {
  const boat = await findTeamBoat(db, teamId, boatId);
  if (!boat) throw notFound();
  return boat;
}

/**
 * Adds one photo at the end. Browsers upload several in parallel (one request each, with its own progress);
 * the count limit is checked before the image work and again inside the insert's transaction.
 */
export async function addPhoto(
  db: Kysely<Database>,
  storage: Storage,
  teamId: number,
  boatId: number,
  receiveImage: () => Promise<ProcessedImage>,
) {
  const boat = await requireTeamBoat(db, teamId, boatId);
  const tooMany = () =>
    new AppError("UNPROCESSABLE", "error.tooManyPhotos", {
      values: { limit: MAX_PHOTOS },
      details: [
        {
          path: "body.file",
          code: "too_many_photos",
          message: `at most ${MAX_PHOTOS} photos`,
          limit: MAX_PHOTOS,
        },
      ],
    });
  if ((await countPhotos(db, boatId)) >= MAX_PHOTOS) throw tooMany();
  const image = await receiveImage();
  try {
    const photo = await db.transaction().execute(async (trx) => {
      if ((await countPhotos(trx, boatId)) >= MAX_PHOTOS) throw tooMany();
      const row = await insertLastPhoto(trx, boatId, image);
      await touchBoat(trx, boatId);
      return row;
    });
    return { ...photo, image: imageUrls(image.key, image.width, image.height, boat.title) };
  } catch (error) {
    await deleteImage(storage, image.key, image.width).catch(() => undefined);
    throw error;
  }
}

/** Sets the order from the full list of the boat's photo ids; the first becomes the main photo. */
export async function reorderPhotos(
  db: Kysely<Database>,
  teamId: number,
  boatId: number,
  photoIds: number[],
): Promise<void> {
  await requireTeamBoat(db, teamId, boatId);
  await db.transaction().execute(async (trx) => {
    const known = new Set(await findPhotoIds(trx, boatId));
    if (
      photoIds.length !== known.size ||
      new Set(photoIds).size !== photoIds.length ||
      photoIds.some((id) => !known.has(id))
    ) {
      throw new AppError("VALIDATION_FAILED", "error.validation", {
        details: [
          {
            path: "body.photoIds",
            code: "photo_set_mismatch",
            message: "list every photo of the boat exactly once",
          },
        ],
      });
    }
    await setPhotoOrder(trx, boatId, photoIds);
    await touchBoat(trx, boatId);
  });
}

export async function updatePhotoCaption(
  db: Kysely<Database>,
  teamId: number,
  boatId: number,
  photoId: number,
  caption: string | null,
) {
  await requireTeamBoat(db, teamId, boatId);
  if (!(await updateCaption(db, boatId, photoId, caption))) throw notFound();
}

/** Deletes a photo and its files, then closes the gap in positions. */
export async function deletePhoto(
  db: Kysely<Database>,
  storage: Storage,
  teamId: number,
  boatId: number,
  photoId: number,
): Promise<void> {
  await requireTeamBoat(db, teamId, boatId);
  const photo = await findPhoto(db, boatId, photoId);
  if (!photo) throw notFound();
  await db.transaction().execute((trx) => deletePhotoRow(trx, boatId, photoId));
  await deleteImage(storage, photo.storageKey, photo.width).catch(() => undefined);
}
