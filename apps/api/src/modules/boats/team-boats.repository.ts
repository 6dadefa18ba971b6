import type { TEngineInput, TTeamBoatQuery } from "@keel/contracts/boat-editor";
import { type Insertable, type Kysely, sql, type Updateable } from "kysely";
import type { BoatsTable, Database } from "../../db/schema.ts";
import { anyContains } from "../../lib/word-match.ts";
import { EDITABLE_COLUMNS } from "./boat-columns.ts";

/**
 * A team's boats for the dashboard list: filters, sort and pagination in two parallel queries. The page's
 * rows carry their boat type's labels through a left join on the type's primary key: boats stay the outer
 * table, so the team's indexes (boats_team_updated, boats_team_reference) still drive the scan, and the count
 * query does not join at all.
 */
export async function findTeamBoats(db: Kysely<Database>, teamId: number, query: TTeamBoatQuery) {
  let base = db.selectFrom("boats").where("boats.teamId", "=", teamId);
  if (query.status) base = base.where("boats.status", "=", query.status);
  if (query.boatTypeId) base = base.where("boats.boatTypeId", "=", query.boatTypeId);
  if (query.q) {
    base = base.where(anyContains(["boats.title", "boats.reference", "boats.stockCodePrivate"], query.q));
  }
  let rows = base.leftJoin("boatTypes", "boatTypes.id", "boats.boatTypeId").select([
    "boats.id",
    "boats.slug",
    "boats.title",
    "boats.reference",
    "boats.stockCodePrivate",
    "boats.boatTypeId",
    "boatTypes.nameEnUs",
    "boatTypes.nameEnGb",
    "boatTypes.nameFr",
    "boatTypes.nameIt",
    "boatTypes.nameEs",
    "boats.status",
    "boats.priceAmount",
    "boats.currency",
    "boats.isPriceOnRequest",
    "boats.updatedAt",
    "boats.publishedAt",
    "boats.lastConfirmedAt",
    "boats.staleSince",
    (eb) =>
      eb
        .selectFrom("statisticsDaily")
        .select((sub) => sub.fn.coalesce(sub.fn.sum<number>("statisticsDaily.views"), sql<number>`0`).as("v"))
        .whereRef("statisticsDaily.boatId", "=", "boats.id")
        .as("views"),
  ]);
  switch (query.sort) {
    case "updated_asc":
      rows = rows.orderBy("boats.updatedAt", "asc");
      break;
    case "title_asc":
      rows = rows.orderBy("boats.title", "asc");
      break;
    case "price_desc":
      rows = rows.orderBy("boats.priceEur", (o) => o.desc().nullsLast());
      break;
    case "price_asc":
      rows = rows.orderBy("boats.priceEur", (o) => o.asc().nullsLast());
      break;
    case "views_desc":
      rows = rows.orderBy("views", "desc");
      break;
    default:
      rows = rows.orderBy("boats.updatedAt", "desc");
  }
  const [items, count] = await Promise.all([
    rows
      .orderBy("boats.id", "desc")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

export async function findBoatRow(db: Kysely<Database>, boatId: number, teamId?: number) {
  let query = db
    .selectFrom("boats")
    .select([
      ...EDITABLE_COLUMNS.map((c) => `boats.${c}` as const),
      "boats.id",
      "boats.teamId",
      "boats.slug",
      "boats.reference",
      "boats.status",
      "boats.isFlagged",
      "boats.moderationNote",
      "boats.publishedAt",
      "boats.lastConfirmedAt",
      "boats.createdAt",
      "boats.updatedAt",
    ])
    .where("boats.id", "=", boatId);
  if (teamId !== undefined) query = query.where("boats.teamId", "=", teamId);
  return query.executeTakeFirst();
}

export async function findBoatChildren(db: Kysely<Database>, boatId: number) {
  const [engines, equipment, features, photos] = await Promise.all([
    db
      .selectFrom("boatEngines")
      .select([
        "id",
        "position",
        "make",
        "model",
        "engineType",
        "fuel",
        "powerHp",
        "hours",
        "year",
        "propulsion",
      ])
      .where("boatId", "=", boatId)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("boatEquipments")
      .select("equipmentId")
      .where("boatId", "=", boatId)
      .orderBy("equipmentId")
      .execute(),
    db.selectFrom("boatFeatures").select("label").where("boatId", "=", boatId).orderBy("position").execute(),
    db
      .selectFrom("boatPhotos")
      .select(["id", "position", "caption", "storageKey", "width", "height"])
      .where("boatId", "=", boatId)
      .orderBy("position")
      .execute(),
  ]);
  return {
    engines,
    equipmentIds: equipment.map((e) => e.equipmentId),
    features: features.map((f) => f.label),
    photos,
  };
}

/**
 * What buyers see of a boat's own fields (and its texts in other languages), as one comparable string: the private stock code and the photos are
 * left out (the one is the team's, the others cannot be told from a re-upload). Decides whether an edit is a
 * real change (decision 025).
 */
export async function listingSnapshot(db: Kysely<Database>, boatId: number): Promise<string> {
  const row = await db
    .selectFrom("boats")
    .select(EDITABLE_COLUMNS.filter((c) => c !== "stockCodePrivate").map((c) => `boats.${c}` as const))
    .where("boats.id", "=", boatId)
    .executeTakeFirst();
  const { engines, equipmentIds, features } = await findBoatChildren(db, boatId);
  const texts = await db
    .selectFrom("boatTexts")
    .select(["locale", "title", "description"])
    .where("boatId", "=", boatId)
    .orderBy("locale")
    .execute();
  return JSON.stringify([row, engines.map(({ id: _, ...engine }) => engine), equipmentIds, features, texts]);
}

/** Replaces the engine rows and keeps the summary columns (count, main fuel) in step with them. */
export async function replaceEngines(
  trx: Kysely<Database>,
  boatId: number,
  engines: TEngineInput[],
): Promise<void> {
  await trx.deleteFrom("boatEngines").where("boatId", "=", boatId).execute();
  if (engines.length > 0) {
    await trx
      .insertInto("boatEngines")
      .values(
        engines.map((e, position) => ({
          boatId,
          position,
          make: e.make ?? null,
          model: e.model ?? null,
          engineType: e.engineType ?? null,
          fuel: e.fuel ?? null,
          powerHp: e.powerHp ?? null,
          hours: e.hours ?? null,
          year: e.year ?? null,
          propulsion: e.propulsion ?? null,
        })),
      )
      .execute();
  }
  await trx
    .updateTable("boats")
    .set({ engineCount: engines.length, fuel: engines[0]?.fuel ?? null })
    .where("id", "=", boatId)
    .execute();
}

export async function replaceEquipment(
  trx: Kysely<Database>,
  boatId: number,
  equipmentIds: number[],
): Promise<void> {
  await trx.deleteFrom("boatEquipments").where("boatId", "=", boatId).execute();
  const unique = [...new Set(equipmentIds)];
  if (unique.length > 0)
    await trx
      .insertInto("boatEquipments")
      .values(unique.map((equipmentId) => ({ boatId, equipmentId })))
      .execute();
}

export async function replaceFeatures(
  trx: Kysely<Database>,
  boatId: number,
  features: string[],
): Promise<void> {
  await trx.deleteFrom("boatFeatures").where("boatId", "=", boatId).execute();
  if (features.length > 0) {
    await trx
      .insertInto("boatFeatures")
      .values(features.map((label, position) => ({ boatId, position, label })))
      .execute();
  }
}

/** Ids among `ids` that do not exist in `table`: reference values a request names but the catalog lacks. */
export async function missingIds(
  db: Kysely<Database>,
  table: "boatTypes" | "conditions" | "availabilities" | "equipments" | "brands" | "brandModels",
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.selectFrom(table).select("id").where("id", "in", ids).execute();
  const present = new Set(found.map((r) => r.id));
  return ids.filter((id) => !present.has(id));
}

/** The brand and model a boat names now (ids of the catalog's values, or the seller's own words). */
export function findBrandAndModel(db: Kysely<Database>, boatId: number) {
  return db
    .selectFrom("boats")
    .select(["brandId", "brandName", "modelId", "modelName"])
    .where("id", "=", boatId)
    .executeTakeFirstOrThrow();
}

export function findPrice(db: Kysely<Database>, boatId: number) {
  return db
    .selectFrom("boats")
    .select(["priceAmount", "currency"])
    .where("id", "=", boatId)
    .executeTakeFirstOrThrow();
}

/** What a new boat takes from its team: the currency of its price and the country it lies in. */
export function findTeamDefaults(db: Kysely<Database>, teamId: number) {
  return db
    .selectFrom("teams")
    .select(["currency", "country"])
    .where("id", "=", teamId)
    .executeTakeFirstOrThrow();
}

export async function insertBoat(db: Kysely<Database>, boat: Insertable<BoatsTable>): Promise<number> {
  const row = await db.insertInto("boats").values(boat).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** The words a boat's slug is built from. */
export function findSlugWords(db: Kysely<Database>, boatId: number) {
  return db
    .selectFrom("boats")
    .select(["brandName", "modelName", "title"])
    .where("id", "=", boatId)
    .executeTakeFirstOrThrow();
}

export async function setBoatFields(
  db: Kysely<Database>,
  boatId: number,
  changes: Updateable<BoatsTable>,
): Promise<void> {
  await db.updateTable("boats").set(changes).where("id", "=", boatId).execute();
}

/** The files of a boat's photos, to remove from storage once the boat is gone. */
export function findPhotoFiles(db: Kysely<Database>, boatId: number) {
  return db.selectFrom("boatPhotos").select(["storageKey", "width"]).where("boatId", "=", boatId).execute();
}

/** Deletes a boat; its photos, engines, equipment, features and texts go with it (on delete cascade). */
export async function deleteBoatRow(db: Kysely<Database>, boatId: number): Promise<void> {
  await db.deleteFrom("boats").where("id", "=", boatId).execute();
}
