import { randomBytes } from "node:crypto";
import type { TBoatDetail, TBoatInput, TTeamBoatList, TTeamBoatQuery } from "@keel/contracts/boat-editor";
import type { Locale } from "@keel/contracts/locales";
import type { Kysely } from "kysely";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { slugify } from "../../lib/slug.ts";
import { type Labelled, labelIn } from "../catalog/labels.ts";
import { getRates, toEurMinor } from "../exchange-rates/exchange-rates.service.ts";
import { imageUrls } from "../media/image-urls.ts";
import { resolveBrandAndModel } from "./boat-brand.service.ts";
import { BOOLEAN_COLUMNS, EDITABLE_COLUMNS } from "./boat-columns.ts";
import { findCoverPhotos } from "./boat-photos.repository.ts";
import { dropTextInOwnLanguage, getBoatTexts, replaceBoatTexts } from "./boat-texts.service.ts";
import { DUPLICATE_KEY_FIELDS, flagDuplicatesOf, normaliseHin } from "./duplicates.service.ts";
import { freshnessOf, getStaleAfterDays } from "./freshness.service.ts";
import {
  deleteBoatRow,
  findBoatChildren,
  findBoatRow,
  findBrandAndModel,
  findPhotoFiles,
  findPrice,
  findSlugWords,
  findTeamBoats,
  findTeamDefaults,
  insertBoat,
  listingSnapshot,
  missingIds,
  replaceEngines,
  replaceEquipment,
  replaceFeatures,
  setBoatFields,
} from "./team-boats.repository.ts";

/**
 * Price in EUR minor units at the exchange-rate table's rates, so lists sort and filter across currencies
 * (docs/decisions/003-database.md, 041-exchange-rates.md).
 */
export async function priceInEur(
  db: Kysely<Database>,
  amount: number | null | undefined,
  currency: string,
): Promise<number | null> {
  if (amount == null) return null;
  return toEurMinor(amount, currency, await getRates(db));
}

/** Referenced catalog values must exist: a 400 naming the field beats a foreign-key 500. */
async function assertReferences(db: Kysely<Database>, input: TBoatInput): Promise<void> {
  const checks = [
    ["boatTypeId", "boatTypes", input.boatTypeId],
    ["conditionId", "conditions", input.conditionId],
    ["availabilityId", "availabilities", input.availabilityId],
    ["brandId", "brands", input.brandId],
    ["modelId", "brandModels", input.modelId],
  ] as const;
  const details: { path: string; code: string; message: string }[] = [];
  for (const [field, table, value] of checks) {
    if (value && (await missingIds(db, table, [value])).length > 0) {
      details.push({
        path: `body.${field}`,
        code: "unknown_reference",
        message: "no such value in the catalog",
      });
    }
  }
  const missingEquipment = await missingIds(db, "equipments", input.equipmentIds ?? []);
  if (missingEquipment.length > 0) {
    details.push({
      path: "body.equipmentIds",
      code: "unknown_reference",
      message: `unknown ids ${missingEquipment.join(", ")}`,
    });
  }
  if (details.length > 0) throw new AppError("VALIDATION_FAILED", "error.validation", { details });
}

function scalarChanges(input: TBoatInput): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const column of EDITABLE_COLUMNS) {
    if (input[column] !== undefined) changes[column] = input[column];
  }
  return changes;
}

/**
 * Applies an edit in one transaction: scalar fields, brand/model resolution, engines, equipment, features and
 * the texts in other languages.
 */
async function applyInput(
  trx: Kysely<Database>,
  boatId: number,
  teamId: number,
  input: TBoatInput,
  now: string,
  isSellerEdit = true,
) {
  const changes = scalarChanges(input);
  if ("brandId" in changes || "brandName" in changes || "modelId" in changes || "modelName" in changes) {
    const current = await findBrandAndModel(trx, boatId);
    Object.assign(changes, await resolveBrandAndModel(trx, teamId, { ...current, ...input }));
  }
  if ("priceAmount" in changes || "currency" in changes) {
    const current = await findPrice(trx, boatId);
    const amount =
      (changes.priceAmount as number | null | undefined) ??
      (input.priceAmount === null ? null : current.priceAmount);
    changes.priceEur = await priceInEur(
      trx,
      amount,
      (changes.currency as string | undefined) ?? current.currency,
    );
  }
  const before = isSellerEdit ? await listingSnapshot(trx, boatId) : "";
  // An edit is the seller vouching for the listing: it is fresh again (shown to buyers as last confirmed).
  await setBoatFields(trx, boatId, {
    ...changes,
    updatedAt: now,
    ...(isSellerEdit ? { lastConfirmedAt: now, staleSince: null } : {}),
    ...("hin" in changes ? { hinKey: normaliseHin(changes.hin as string | null) } : {}),
  });
  if (input.engines) await replaceEngines(trx, boatId, input.engines);
  if (input.equipmentIds) await replaceEquipment(trx, boatId, input.equipmentIds);
  if (input.features) await replaceFeatures(trx, boatId, input.features);
  if (input.texts) await replaceBoatTexts(trx, boatId, input.texts, input.language);
  else if (input.language) await dropTextInOwnLanguage(trx, boatId, input.language);
  // Only a change buyers can see moves the boat up the default sort; saving the form unchanged does not.
  if (isSellerEdit && before !== (await listingSnapshot(trx, boatId))) {
    await setBoatFields(trx, boatId, { lastChangedAt: now });
  }
}

/**
 * Creates a draft. The slug is built once from brand, model and title plus the id, and never changes, so
 * shared links keep working whatever is edited later.
 */
export async function createBoat(
  db: Kysely<Database>,
  teamId: number,
  userId: number,
  input: TBoatInput & { title: string },
): Promise<number> {
  await assertReferences(db, input);
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const team = await findTeamDefaults(trx, teamId);
    const placeholder = `new-${randomBytes(8).toString("hex")}`;
    const id = await insertBoat(trx, {
      teamId,
      slug: placeholder,
      reference: placeholder,
      title: input.title,
      currency: team.currency,
      country: team.country,
      createdByUserId: userId,
      createdAt: now,
      updatedAt: now,
    });
    await applyInput(trx, id, teamId, input, now);
    const named = await findSlugWords(trx, id);
    const slug = `${slugify([named.brandName, named.modelName].filter(Boolean).join(" ") || named.title, 70)}-${id}`;
    await setBoatFields(trx, id, { slug, reference: `K${String(id).padStart(6, "0")}` });
    return id;
  });
}

/**
 * Edits a boat in one transaction. A back-office edit passes `asAdmin`: its audit entry runs in the same
 * transaction, and it does not count as the seller confirming the boat is still available.
 */
export async function updateBoat(
  db: Kysely<Database>,
  teamId: number,
  boatId: number,
  input: TBoatInput,
  asAdmin?: { audit: (trx: Kysely<Database>) => Promise<void> },
): Promise<void> {
  const row = await findBoatRow(db, boatId, teamId);
  if (!row) throw notFound();
  await assertReferences(db, input);
  await db.transaction().execute(async (trx) => {
    await applyInput(trx, boatId, teamId, input, nowIso(), !asAdmin);
    if (asAdmin) await asAdmin.audit(trx);
  });
  if (DUPLICATE_KEY_FIELDS.some((field) => input[field] !== undefined)) await flagDuplicatesOf(db, boatId);
}

export async function getBoatDetail(
  db: Kysely<Database>,
  boatId: number,
  teamId?: number,
): Promise<TBoatDetail> {
  const row = await findBoatRow(db, boatId, teamId);
  if (!row) throw notFound();
  const [children, texts] = await Promise.all([findBoatChildren(db, boatId), getBoatTexts(db, boatId)]);
  const booleans = Object.fromEntries(BOOLEAN_COLUMNS.map((c) => [c, Boolean(row[c])]));
  return {
    ...row,
    ...booleans,
    language: row.language as TBoatDetail["language"],
    texts,
    vatStatus: row.vatStatus,
    isFlagged: Boolean(row.isFlagged),
    engines: children.engines as TBoatDetail["engines"],
    equipmentIds: children.equipmentIds,
    features: children.features,
    photos: children.photos.map((p) => ({
      id: p.id,
      position: p.position,
      caption: p.caption,
      image: imageUrls(p.storageKey, p.width, p.height, p.caption ?? row.title),
    })),
  } as TBoatDetail;
}

/** The row's type and its label (the left-joined labels are all null when the boat has no type). */
function boatTypeOf(row: Labelled & { boatTypeId: number | null }, locale: Locale) {
  const label = labelIn(row, locale);
  return row.boatTypeId === null || label === null ? null : { id: row.boatTypeId, label };
}

/** A page of the team's boats, each with its reference, private stock code and type label in `locale`. */
export async function listTeamBoats(
  db: Kysely<Database>,
  teamId: number,
  query: TTeamBoatQuery,
  locale: Locale,
): Promise<TTeamBoatList> {
  const [{ items, total }, staleAfterDays] = await Promise.all([
    findTeamBoats(db, teamId, query),
    getStaleAfterDays(db),
  ]);
  const now = new Date();
  const photos = await findCoverPhotos(
    db,
    items.map((i) => i.id),
  );
  const byBoat = new Map(photos.map((p) => [p.boatId, p]));
  return {
    items: items.map((item) => {
      const photo = byBoat.get(item.id);
      return {
        id: item.id,
        slug: item.slug,
        title: item.title,
        reference: item.reference,
        stockCodePrivate: item.stockCodePrivate?.trim() ? item.stockCodePrivate : null,
        boatType: boatTypeOf(item, locale),
        status: item.status,
        priceAmount: item.priceAmount,
        currency: item.currency,
        isPriceOnRequest: Boolean(item.isPriceOnRequest),
        updatedAt: item.updatedAt,
        views: Number(item.views ?? 0),
        photo: photo ? imageUrls(photo.storageKey, photo.width, photo.height, item.title) : null,
        freshness: freshnessOf(item, staleAfterDays, now),
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function deleteBoat(
  db: Kysely<Database>,
  teamId: number,
  boatId: number,
): Promise<{ photos: { storageKey: string; width: number }[] }> {
  const row = await findBoatRow(db, boatId, teamId);
  if (!row) throw notFound();
  const photos = await findPhotoFiles(db, boatId);
  await deleteBoatRow(db, boatId);
  return { photos };
}
