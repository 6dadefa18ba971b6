import type { TBoatList, TBoatListQuery } from "@keel/contracts/boats";
import type { Locale } from "@keel/contracts/locales";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { labelIn } from "../catalog/labels.ts";
import { imageUrls } from "../media/image-pipeline.ts";
import { findMainPhotos, findPublicBoatPage } from "./boats.repository.ts";

/** A page of published boats as result cards, in one round of two parallel queries plus one for photos. */
export async function listPublicBoats(
  db: Kysely<Database>,
  query: TBoatListQuery,
  locale: Locale,
): Promise<TBoatList> {
  const { rows, total } = await findPublicBoatPage(db, {
    sort: query.sort,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const photos = new Map(
    (
      await findMainPhotos(
        db,
        rows.map((r) => r.id),
      )
    ).map((p) => [p.boatId, p]),
  );
  return {
    items: rows.map((row) => {
      const photo = photos.get(row.id);
      return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        price:
          row.priceAmount === null || row.isPriceOnRequest
            ? null
            : { amount: row.priceAmount, currency: row.currency },
        isPriceOnRequest: Boolean(row.isPriceOnRequest),
        isVatIncluded: Boolean(row.isVatIncluded),
        yearBuilt: row.yearBuilt,
        lengthM: row.lengthM,
        country: row.country,
        city: row.city,
        condition: row.code === null ? null : labelIn(row, locale),
        photo: photo
          ? imageUrls(photo.storageKey, photo.width, photo.height, photo.caption ?? row.title)
          : null,
        publishedAt: row.publishedAt,
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
