import { MAX_PHOTOS } from "@keel/contracts/boat-editor";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { receiveImage } from "../../plugins/uploads.ts";
import { deleteImage } from "../media/image-pipeline.ts";
import { imageUrls } from "../media/image-urls.ts";

async function requireTeamBoat(db: Kysely<Database>, teamId: number, boatId: number) {
  const boat = await db
    .selectFrom("boats")
    .select(["id", "title"])
    .where("id", "=", boatId)
    .where("teamId", "=", teamId)
    .executeTakeFirst();
  if (!boat) throw notFound();
  return boat;
}

/**
 * Adds one photo at the end. Browsers upload several in parallel (one request each, with its own progress);
 * the count limit is checked before the image work and again inside the insert's transaction.
 */
export async function addPhoto(
  app: FastifyInstance,
  request: FastifyRequest,
  teamId: number,
  boatId: number,
) {
  const boat = await requireTeamBoat(app.db, teamId, boatId);
  const countPhotos = async (db: Kysely<Database>) =>
    Number(
      (
        await db
          .selectFrom("boatPhotos")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("boatId", "=", boatId)
          .executeTakeFirstOrThrow()
      ).n,
    );
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
  if ((await countPhotos(app.db)) >= MAX_PHOTOS) throw tooMany();
  const image = await receiveImage(app, request, { namespace: "boats" });
  try {
    const photo = await app.db.transaction().execute(async (trx) => {
      const count = await countPhotos(trx);
      if (count >= MAX_PHOTOS) throw tooMany();
      const last = await trx
        .selectFrom("boatPhotos")
        .select((eb) => eb.fn.max("position").as("p"))
        .where("boatId", "=", boatId)
        .executeTakeFirst();
      const position = last?.p === null || last?.p === undefined ? 0 : Number(last.p) + 1;
      const row = await trx
        .insertInto("boatPhotos")
        .values({
          boatId,
          position,
          storageKey: image.key,
          width: image.width,
          height: image.height,
          createdAt: nowIso(),
        })
        .returning(["id", "position", "caption"])
        .executeTakeFirstOrThrow();
      await trx.updateTable("boats").set({ updatedAt: nowIso() }).where("id", "=", boatId).execute();
      return row;
    });
    return { ...photo, image: imageUrls(image.key, image.width, image.height, boat.title) };
  } catch (error) {
    await deleteImage(app.storage, image.key, image.width).catch(() => undefined);
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
    const current = await trx.selectFrom("boatPhotos").select("id").where("boatId", "=", boatId).execute();
    const known = new Set(current.map((p) => p.id));
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
    // Two passes keep positions unique at every step without relying on deferred constraints.
    for (const [index, id] of photoIds.entries()) {
      await trx
        .updateTable("boatPhotos")
        .set({ position: -1 - index })
        .where("id", "=", id)
        .execute();
    }
    await trx
      .updateTable("boatPhotos")
      .set((eb) => ({ position: eb(eb.neg(eb.ref("position")), "-", 1) }))
      .where("boatId", "=", boatId)
      .execute();
    await trx.updateTable("boats").set({ updatedAt: nowIso() }).where("id", "=", boatId).execute();
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
  const result = await db
    .updateTable("boatPhotos")
    .set({ caption })
    .where("id", "=", photoId)
    .where("boatId", "=", boatId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound();
}

/** Deletes a photo and its files, then closes the gap in positions. */
export async function deletePhoto(
  app: FastifyInstance,
  teamId: number,
  boatId: number,
  photoId: number,
): Promise<void> {
  await requireTeamBoat(app.db, teamId, boatId);
  const photo = await app.db
    .selectFrom("boatPhotos")
    .select(["storageKey", "width", "position"])
    .where("id", "=", photoId)
    .where("boatId", "=", boatId)
    .executeTakeFirst();
  if (!photo) throw notFound();
  await app.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("boatPhotos").where("id", "=", photoId).execute();
    const rest = await trx
      .selectFrom("boatPhotos")
      .select("id")
      .where("boatId", "=", boatId)
      .orderBy("position")
      .execute();
    for (const [index, row] of rest.entries())
      await trx.updateTable("boatPhotos").set({ position: index }).where("id", "=", row.id).execute();
  });
  await deleteImage(app.storage, photo.storageKey, photo.width).catch(() => undefined);
}
