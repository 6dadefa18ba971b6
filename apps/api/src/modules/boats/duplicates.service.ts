/**
 * Possible duplicate listings (docs/decisions/025-listing-freshness.md): a public boat whose hull
 * identification number, or whose brand, model, year, length and location, match another team's public boat
 * is flagged to the back office. Nothing is merged or hidden: an administrator compares both and dismisses the
 * pair or acts on either boat.
 */
import type {
  TDuplicate,
  TDuplicateList,
  TDuplicateListQuery,
  TDuplicateSide,
} from "@keel/contracts/freshness";
import type { Kysely } from "kysely";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { EditableColumn } from "./boat-columns.ts";
import {
  findDuplicateKey,
  findDuplicatePage,
  findDuplicatePair,
  findMatchingBoats,
  insertDuplicatePairs,
  setDuplicateDismissed,
} from "./duplicates.repository.ts";

/** The fields whose change can make or unmake a duplicate. */
export const DUPLICATE_KEY_FIELDS = [
  "hin",
  "brandId",
  "brandName",
  "modelId",
  "modelName",
  "yearBuilt",
  "lengthM",
  "country",
  "city",
] as const satisfies readonly EditableColumn[];

/** Lengths closer than this (metres) are the same length: 12.2 m and 40 ft (12.19 m) are one boat. */
const LENGTH_TOLERANCE_M = 0.05;

/** A HIN as printed, typed or pasted ("fr-ben 12345 a818"), reduced to its letters and digits in upper case. */
export function normaliseHin(hin: string | null | undefined): string | null {
  const key = (hin ?? "").toUpperCase().replace(/[^A-Z0-9]/g, "");
  return key.length > 0 ? key : null;
}

/**
 * Flags every other team's public boat that matches this one, when it is public. Safe to call again: a pair
 * is stored once, and a pair the back office dismissed stays dismissed. Returns how many pairs were new.
 */
export async function flagDuplicatesOf(db: Kysely<Database>, boatId: number): Promise<number> {
  const boat = await findDuplicateKey(db, boatId);
  if (!boat || (boat.status !== "published" && boat.status !== "under_offer")) return 0;
  const hasSpecs =
    boat.brandName &&
    boat.modelName &&
    boat.yearBuilt !== null &&
    boat.lengthM !== null &&
    boat.country &&
    boat.city;
  if (!boat.hinKey && !hasSpecs) return 0;
  const [byHin, bySpecs] = await findMatchingBoats(
    db,
    boat,
    { byHin: true, bySpecs: Boolean(hasSpecs) },
    LENGTH_TOLERANCE_M,
  );
  const matches = [...new Map([...bySpecs, ...byHin].map((match) => [match.id, match])).values()];
  if (matches.length === 0) return 0;
  const now = nowIso();
  return insertDuplicatePairs(
    db,
    matches.map((match) => ({
      boatId: Math.min(boat.id, match.id),
      otherBoatId: Math.max(boat.id, match.id),
      reason: boat.hinKey && match.hinKey === boat.hinKey ? ("hin" as const) : ("specs" as const),
      createdAt: now,
    })),
  );
}

type Row = Record<string, unknown>;

function side(row: Row, alias: "a" | "b"): TDuplicateSide {
  const get = (name: string) => row[`${alias}${name}`];
  return {
    id: get("Id") as number,
    slug: get("Slug") as string,
    reference: get("Reference") as string,
    title: get("Title") as string,
    status: get("Status") as TDuplicateSide["status"],
    team: { id: get("TeamId") as number, name: get("TeamName") as string },
    hin: (get("Hin") as string | null) ?? null,
    brandName: (get("BrandName") as string | null) ?? null,
    modelName: (get("ModelName") as string | null) ?? null,
    yearBuilt: (get("YearBuilt") as number | null) ?? null,
    lengthM: get("LengthM") === null ? null : Number(get("LengthM")),
    country: (get("Country") as string | null) ?? null,
    city: (get("City") as string | null) ?? null,
    priceAmount: get("PriceAmount") === null ? null : Number(get("PriceAmount")),
    currency: get("Currency") as string,
    isPriceOnRequest: Boolean(get("IsPriceOnRequest")),
    publishedAt: (get("PublishedAt") as string | null) ?? null,
  };
}

/** A page of flagged pairs, newest first: open ones to review, or the dismissed ones. */
export async function listDuplicates(
  db: Kysely<Database>,
  query: TDuplicateListQuery,
): Promise<TDuplicateList> {
  const { rows, total } = await findDuplicatePage(db, query);
  return {
    items: rows.map((row) => toDuplicate(row as Row)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function toDuplicate(row: Row): TDuplicate {
  return {
    id: row.id as number,
    reason: row.reason as TDuplicate["reason"],
    createdAt: row.createdAt as string,
    dismissedAt: (row.dismissedAt as string | null) ?? null,
    boats: [side(row, "a"), side(row, "b")],
  };
}

/** Marks a pair as two different boats (audited); it is never flagged again. */
export async function dismissDuplicate(db: Kysely<Database>, actorUserId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const pair = await findDuplicatePair(trx, id);
    if (!pair) throw notFound();
    if (pair.dismissedAt !== null) throw new AppError("CONFLICT", "error.duplicateDismissed");
    await setDuplicateDismissed(trx, id, actorUserId, nowIso());
    await recordAudit(trx, {
      actorUserId,
      action: "boat.duplicate.dismiss",
      entityType: "boat",
      entityId: pair.boatId,
      details: { otherBoatId: pair.otherBoatId },
    });
  });
}
