import { type Kysely, sql } from "kysely";
import { reusableQuery } from "../../db/reusable-query.ts";
import type { Database } from "../../db/schema.ts";
import { PUBLIC_STATUS_LITERALS, PUBLIC_STATUSES } from "../search/search.repository.ts";
import { EDITABLE_COLUMNS } from "./boat-columns.ts";

/** The label columns of a reference list (boat types, conditions, availabilities), prefixed per join. */
const labelColumns = <T extends "boatTypes" | "conditions" | "availabilities", P extends string>(
  table: T,
  prefix: P,
) =>
  [
    `${table}.code as ${prefix}Code`,
    `${table}.nameEnUs as ${prefix}EnUs`,
    `${table}.nameEnGb as ${prefix}EnGb`,
    `${table}.nameFr as ${prefix}Fr`,
    `${table}.nameIt as ${prefix}It`,
    `${table}.nameEs as ${prefix}Es`,
  ] as const;

/**
 * A boat with everything of one row the detail page shows: its team (status, seller card, professional
 * profile), the labels of its type, condition and availability, and its catalog brand. One statement of
 * primary-key joins instead of seven, built once (reusable-query.ts): on SQLite, building and compiling a
 * statement costs more than running it.
 */
function boatDetailRow(db: Kysely<Database>) {
  return db
    .selectFrom("boats")
    .innerJoin("teams", "teams.id", "boats.teamId")
    .leftJoin("professionalProfiles", "professionalProfiles.teamId", "boats.teamId")
    .leftJoin("boatTypes", "boatTypes.id", "boats.boatTypeId")
    .leftJoin("conditions", "conditions.id", "boats.conditionId")
    .leftJoin("availabilities", "availabilities.id", "boats.availabilityId")
    .leftJoin("brands", "brands.id", "boats.brandId")
    .select([
      ...EDITABLE_COLUMNS.map((c) => `boats.${c}` as const),
      "boats.id",
      "boats.slug",
      "boats.reference",
      "boats.status",
      "boats.teamId",
      "boats.engineCount",
      "boats.originalPriceAmount",
      "boats.publishedAt",
      "boats.lastConfirmedAt",
      "boats.updatedAt",
      "teams.status as teamStatus",
      "teams.name as teamName",
      "teams.slug as teamSlug",
      "teams.isVerified as teamIsVerified",
      "teams.country as teamCountry",
      "teams.city as teamCity",
      "teams.logoKey as teamLogoKey",
      "professionalProfiles.memberSince",
      "professionalProfiles.spokenLanguages",
      ...labelColumns("boatTypes", "type"),
      "boatTypes.category as typeCategory",
      ...labelColumns("conditions", "condition"),
      ...labelColumns("availabilities", "availability"),
      "brands.name as catalogBrandName",
      "brands.slug as catalogBrandSlug",
    ]);
}

const boatDetailRowBySlug = reusableQuery((db, slug: string) =>
  boatDetailRow(db).where("boats.slug", "=", slug),
);
const boatDetailRowById = reusableQuery((db, id: number) => boatDetailRow(db).where("boats.id", "=", id));

export async function findBoatDetailRow(db: Kysely<Database>, where: { slug: string } | { id: number }) {
  const rows =
    "slug" in where ? await boatDetailRowBySlug(db, where.slug) : await boatDetailRowById(db, where.id);
  return rows[0];
}

const enginesOf = reusableQuery((db, boatId: number) =>
  db
    .selectFrom("boatEngines")
    .select(["make", "model", "engineType", "fuel", "powerHp", "hours", "year", "propulsion"])
    .where("boatId", "=", boatId)
    .orderBy("position"),
);

const equipmentOf = reusableQuery((db, boatId: number) =>
  db
    .selectFrom("boatEquipments")
    .innerJoin("equipments", "equipments.id", "boatEquipments.equipmentId")
    .innerJoin("equipmentTypes", "equipmentTypes.id", "equipments.equipmentTypeId")
    .select([
      "equipments.code",
      "equipments.nameEnUs",
      "equipments.nameEnGb",
      "equipments.nameFr",
      "equipments.nameIt",
      "equipments.nameEs",
      "equipmentTypes.code as typeCode",
      "equipmentTypes.nameEnUs as typeEnUs",
      "equipmentTypes.nameEnGb as typeEnGb",
      "equipmentTypes.nameFr as typeFr",
      "equipmentTypes.nameIt as typeIt",
      "equipmentTypes.nameEs as typeEs",
    ])
    .where("boatEquipments.boatId", "=", boatId)
    .orderBy("equipmentTypes.sortOrder")
    .orderBy("equipments.sortOrder"),
);

const featuresOf = reusableQuery((db, boatId: number) =>
  db.selectFrom("boatFeatures").select("label").where("boatId", "=", boatId).orderBy("position"),
);

const photosOf = reusableQuery((db, boatId: number) =>
  db
    .selectFrom("boatPhotos")
    .select(["id", "caption", "storageKey", "width", "height"])
    .where("boatId", "=", boatId)
    .orderBy("position"),
);

const textsOf = reusableQuery((db, boatId: number) =>
  db.selectFrom("boatTexts").select(["locale", "title", "description"]).where("boatId", "=", boatId),
);

/** The boat's engines, equipment (with its labels and their types'), features, photos and translations. */
export function findBoatDetailLists(db: Kysely<Database>, boatId: number) {
  return Promise.all([
    enginesOf(db, boatId),
    equipmentOf(db, boatId),
    featuresOf(db, boatId),
    photosOf(db, boatId),
    textsOf(db, boatId),
  ]);
}

const teamPublicBoats = reusableQuery((db, teamId: number) =>
  db
    .selectFrom("boats")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("teamId", "=", teamId)
    .where("status", "in", PUBLIC_STATUS_LITERALS),
);

/**
 * How many public boats a team has. The statuses are literals in the SQL so both engines count entries of the
 * partial index `boats_pub_team` (SQLite only matches a partial index against the query's text): with bound
 * parameters SQLite read every boat row of the team, 10 ms for a team of 5,000 boats on the 100,000-boat
 * bench database, against 0.2 ms for the index.
 */
export async function countTeamPublicBoats(db: Kysely<Database>, teamId: number): Promise<number> {
  const [row] = await teamPublicBoats(db, teamId);
  return Number(row?.n ?? 0);
}

/** A public boat's id and team (statistics events count only boats buyers can see). */
export function findPublicBoatTeam(db: Kysely<Database>, boatId: number) {
  return db
    .selectFrom("boats")
    .select(["id", "teamId"])
    .where("id", "=", boatId)
    .where("status", "in", PUBLIC_STATUSES)
    .executeTakeFirst();
}

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

/** The five labels of these conditions (none for an empty list). */
export async function findConditionLabels(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom("conditions")
    .select(["id", "nameEnUs", "nameEnGb", "nameFr", "nameIt", "nameEs"])
    .where("id", "in", ids)
    .execute();
}

/**
 * Boats for cards by id, each with its main photo and its condition's labels joined (one query). The photo
 * comes from the cover photos' own index (migration `2026-12-02T0100-card-cover-photos`), which SQLite uses
 * only when the query says `position = 0` as a literal.
 */
function cardRows(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom("boats")
    .leftJoin("boatPhotos", (join) =>
      join.onRef("boatPhotos.boatId", "=", "boats.id").on("boatPhotos.position", "=", sql.lit(0)),
    )
    .leftJoin("conditions", "conditions.id", "boats.conditionId")
    .select([
      ...CARD_COLUMNS,
      "boatPhotos.storageKey",
      "boatPhotos.width",
      "boatPhotos.height",
      "boatPhotos.caption",
      "conditions.nameEnUs",
      "conditions.nameEnGb",
      "conditions.nameFr",
      "conditions.nameIt",
      "conditions.nameEs",
    ])
    .where("boats.id", "in", ids);
}

type CardRowsQuery = (
  db: Kysely<Database>,
  ...ids: number[]
) => ReturnType<ReturnType<typeof cardRows>["execute"]>;

/**
 * The card query compiled once per number of ids (reusable-query.ts): every search page runs it, and building
 * and compiling its joins cost about as much as SQLite's work. Pages hold at most 48 boats, similar boats six,
 * so there are few shapes; longer lists are built each time.
 */
const CARD_SHAPES = 64;
const cardRowsOf = new Map<number, CardRowsQuery>();

export function findCardRows(db: Kysely<Database>, ids: number[]) {
  if (ids.length > CARD_SHAPES) return cardRows(db, ids).execute();
  let query = cardRowsOf.get(ids.length);
  if (!query) {
    query = reusableQuery((db, ...ids: number[]) => cardRows(db, ids));
    cardRowsOf.set(ids.length, query);
  }
  return query(db, ...ids);
}
