import type { BoatStatus, TBoatCard } from "@keel/contracts/boats";
import type { Locale } from "@keel/contracts/locales";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { labelIn } from "../catalog/labels.ts";
import { imageUrls } from "../media/image-pipeline.ts";

/** Columns a result card needs, selected from `boats` (ids only: labels and photos come in batch queries). */
export const CARD_COLUMNS = [
  "boats.id",
  "boats.slug",
  "boats.title",
  "boats.priceAmount",
  "boats.currency",
  "boats.isPriceOnRequest",
  "boats.isVatIncluded",
  "boats.yearBuilt",
  "boats.lengthM",
  "boats.country",
  "boats.city",
  "boats.conditionId",
  "boats.publishedAt",
  "boats.status",
] as const;

interface CardRow {
  id: number;
  slug: string;
  title: string;
  priceAmount: number | null;
  currency: string;
  isPriceOnRequest: boolean | number;
  isVatIncluded: boolean | number;
  yearBuilt: number | null;
  lengthM: number | null;
  country: string | null;
  city: string | null;
  conditionId: number | null;
  publishedAt: string | null;
  status: BoatStatus;
}

/** Result cards for a page of boats: two batch queries (main photos, condition labels), no N+1. */
export async function toBoatCards(
  db: Kysely<Database>,
  rows: CardRow[],
  locale: Locale,
): Promise<TBoatCard[]> {
  if (rows.length === 0) return [];
  const conditionIds = [...new Set(rows.map((r) => r.conditionId).filter((id): id is number => id !== null))];
  const [photos, conditions] = await Promise.all([
    db
      .selectFrom("boatPhotos")
      .select(["boatId", "storageKey", "width", "height", "caption"])
      .where(
        "boatId",
        "in",
        rows.map((r) => r.id),
      )
      .where("position", "=", 0)
      .execute(),
    conditionIds.length
      ? db
          .selectFrom("conditions")
          .select(["id", "nameEnUs", "nameEnGb", "nameFr", "nameIt", "nameEs"])
          .where("id", "in", conditionIds)
          .execute()
      : Promise.resolve([]),
  ]);
  const photoOf = new Map(photos.map((p) => [p.boatId, p]));
  const conditionOf = new Map(conditions.map((c) => [c.id, labelIn(c, locale)]));
  return rows.map((row) => {
    const photo = photoOf.get(row.id);
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
      condition: row.conditionId === null ? null : (conditionOf.get(row.conditionId) ?? null),
      photo: photo
        ? imageUrls(photo.storageKey, photo.width, photo.height, photo.caption ?? row.title)
        : null,
      publishedAt: row.publishedAt,
      // Cards are built for public boats only; anything else would be a caller's missing filter.
      status: row.status === "under_offer" ? "under_offer" : "published",
    };
  });
}
