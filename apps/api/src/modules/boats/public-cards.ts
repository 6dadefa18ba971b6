import type { BoatStatus, TBoatCard } from "@keel/contracts/boats";
import type { Locale } from "@keel/contracts/locales";
import type { PriceReduction } from "@keel/contracts/price-history";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { labelIn } from "../catalog/labels.ts";
import { imageUrls } from "../media/image-urls.ts";
import { findCoverPhotos } from "./boat-photos.repository.ts";
import { currentOnly, currentReductions } from "./price-history.service.ts";
import { findCardRows, findConditionLabels } from "./public-boat.repository.ts";

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

interface CardPhoto {
  storageKey: string;
  width: number;
  height: number;
  caption: string | null;
}

/** What a card shows of a boat's latest price drop, by boat id. */
type Reductions = ReadonlyMap<number, Pick<PriceReduction, "percent" | "at">>;

function toCard(
  row: CardRow,
  photo: CardPhoto | undefined,
  condition: string | null,
  reductions: Reductions,
): TBoatCard {
  const reduction = row.isPriceOnRequest ? undefined : reductions.get(row.id);
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
    condition,
    photo: photo ? imageUrls(photo.storageKey, photo.width, photo.height, photo.caption ?? row.title) : null,
    publishedAt: row.publishedAt,
    // Cards are built for public boats only; anything else would be a caller's missing filter.
    status: row.status === "under_offer" ? "under_offer" : "published",
    priceReduction: reduction ? { percent: reduction.percent, at: reduction.at } : null,
  };
}

/** Result cards for a page of boats: three batch queries (main photos, condition labels, reductions), no N+1. */
export async function toBoatCards(
  db: Kysely<Database>,
  rows: CardRow[],
  locale: Locale,
): Promise<TBoatCard[]> {
  if (rows.length === 0) return [];
  const conditionIds = [...new Set(rows.map((r) => r.conditionId).filter((id): id is number => id !== null))];
  const ids = rows.map((r) => r.id);
  const [photos, conditions, reductions] = await Promise.all([
    findCoverPhotos(db, ids),
    findConditionLabels(db, conditionIds),
    currentReductions(db, ids, Date.now()),
  ]);
  const photoOf = new Map(photos.map((p) => [p.boatId, p]));
  const conditionOf = new Map(conditions.map((c) => [c.id, labelIn(c, locale)]));
  return rows.map((row) =>
    toCard(
      row,
      photoOf.get(row.id),
      row.conditionId === null ? null : (conditionOf.get(row.conditionId) ?? null),
      reductions,
    ),
  );
}

/**
 * Cards of boats chosen by id (a search page, similar boats), in the order of `ids`, from one query: the
 * boat, its main photo and its condition's labels joined. Ids of boats that no longer exist are skipped.
 * `latestDrops`: each boat's latest price drop, current or not, when the caller already holds them (the search
 * index keeps them, docs/decisions/056-search-api-memory-and-stalls.md); otherwise a second query reads them.
 */
export async function boatCardsByIds(
  db: Kysely<Database>,
  ids: number[],
  locale: Locale,
  latestDrops?: Reductions,
): Promise<TBoatCard[]> {
  if (ids.length === 0) return [];
  const now = Date.now();
  const [rows, reductions] = await Promise.all([
    findCardRows(db, ids),
    latestDrops ? currentOnly(latestDrops, now) : currentReductions(db, ids, now),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const cards: TBoatCard[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const { storageKey, width, height, caption } = row;
    const photo =
      storageKey === null || width === null || height === null
        ? undefined
        : { storageKey, width, height, caption };
    cards.push(toCard(row, photo, row.conditionId === null ? null : labelIn(row, locale), reductions));
  }
  return cards;
}
