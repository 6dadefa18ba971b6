import type { TDuplicateListQuery } from "@keel/contracts/freshness";
import type { Insertable, Kysely } from "kysely";
import type { BoatDuplicatesTable, Database } from "../../db/schema.ts";
import { PUBLIC_STATUS_LITERALS } from "../search/search.repository.ts";

/** What makes a boat a duplicate of another: its status, team, HIN key and specs. */
export function findDuplicateKey(db: Kysely<Database>, boatId: number) {
  return db
    .selectFrom("boats")
    .select([
      "id",
      "teamId",
      "status",
      "hinKey",
      "brandName",
      "modelName",
      "yearBuilt",
      "lengthM",
      "country",
      "city",
    ])
    .where("id", "=", boatId)
    .executeTakeFirst();
}

type DuplicateKey = NonNullable<Awaited<ReturnType<typeof findDuplicateKey>>>;

/**
 * Other teams' public boats (50 at most each way) with the same HIN key, and those with the same brand, model,
 * year, country and city (any case) and a length within `toleranceM`: `[byHin, bySpecs]`, each asked only when
 * its flag is set.
 */
export async function findMatchingBoats(
  db: Kysely<Database>,
  boat: DuplicateKey,
  ask: { byHin: boolean; bySpecs: boolean },
  toleranceM: number,
) {
  // Two queries rather than one OR, so that each reads its own index (boats_hin_key, boats_pub_specs).
  const others = () =>
    db
      .selectFrom("boats")
      .select(["boats.id", "boats.hinKey"])
      .where("boats.status", "in", PUBLIC_STATUS_LITERALS)
      .where("boats.teamId", "!=", boat.teamId)
      .where("boats.id", "!=", boat.id)
      .limit(50);
  return Promise.all([
    ask.byHin && boat.hinKey ? others().where("boats.hinKey", "=", boat.hinKey).execute() : [],
    ask.bySpecs
      ? others()
          .where("boats.yearBuilt", "=", boat.yearBuilt)
          .where("boats.country", "=", boat.country)
          .where((eb) =>
            eb.and([
              eb(eb.fn("lower", ["boats.city"]), "=", boat.city!.toLowerCase()),
              eb(eb.fn("lower", ["boats.brandName"]), "=", boat.brandName!.toLowerCase()),
              eb(eb.fn("lower", ["boats.modelName"]), "=", boat.modelName!.toLowerCase()),
              eb("boats.lengthM", ">", boat.lengthM! - toleranceM),
              eb("boats.lengthM", "<", boat.lengthM! + toleranceM),
            ]),
          )
          .execute()
      : [],
  ]);
}

/** Stores pairs not stored yet (a dismissed pair stays as it is); how many were new. */
export async function insertDuplicatePairs(
  db: Kysely<Database>,
  pairs: Insertable<BoatDuplicatesTable>[],
): Promise<number> {
  const inserted = await db
    .insertInto("boatDuplicates")
    .values(pairs)
    .onConflict((oc) => oc.columns(["boatId", "otherBoatId"]).doNothing())
    .returning("id")
    .execute();
  return inserted.length;
}

function sideColumns(alias: "a" | "b") {
  return [
    `${alias}.id as ${alias}Id`,
    `${alias}.slug as ${alias}Slug`,
    `${alias}.reference as ${alias}Reference`,
    `${alias}.title as ${alias}Title`,
    `${alias}.status as ${alias}Status`,
    `${alias}.teamId as ${alias}TeamId`,
    `${alias}.hin as ${alias}Hin`,
    `${alias}.brandName as ${alias}BrandName`,
    `${alias}.modelName as ${alias}ModelName`,
    `${alias}.yearBuilt as ${alias}YearBuilt`,
    `${alias}.lengthM as ${alias}LengthM`,
    `${alias}.country as ${alias}Country`,
    `${alias}.city as ${alias}City`,
    `${alias}.priceAmount as ${alias}PriceAmount`,
    `${alias}.currency as ${alias}Currency`,
    `${alias}.isPriceOnRequest as ${alias}IsPriceOnRequest`,
    `${alias}.publishedAt as ${alias}PublishedAt`,
  ] as const;
}

/**
 * A page of flagged pairs, newest first, open or dismissed, and their total: each row carries both boats'
 * columns prefixed `a…` and `b…` (with `aTeamName`, `bTeamName`).
 */
export async function findDuplicatePage(db: Kysely<Database>, query: TDuplicateListQuery) {
  const base = db
    .selectFrom("boatDuplicates as d")
    .innerJoin("boats as a", "a.id", "d.boatId")
    .innerJoin("boats as b", "b.id", "d.otherBoatId")
    .innerJoin("teams as ta", "ta.id", "a.teamId")
    .innerJoin("teams as tb", "tb.id", "b.teamId")
    .where("d.dismissedAt", query.status === "open" ? "is" : "is not", null);
  const [rows, count] = await Promise.all([
    base
      .select([
        "d.id",
        "d.reason",
        "d.createdAt",
        "d.dismissedAt",
        "ta.name as aTeamName",
        "tb.name as bTeamName",
      ])
      .select(sideColumns("a"))
      .select(sideColumns("b"))
      .orderBy(query.status === "open" ? "d.createdAt" : "d.dismissedAt", "desc")
      .orderBy("d.id", "desc")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** A flagged pair; undefined when there is none. */
export function findDuplicatePair(db: Kysely<Database>, id: number) {
  return db
    .selectFrom("boatDuplicates")
    .select(["id", "boatId", "otherBoatId", "dismissedAt"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Marks a pair dismissed by an administrator. */
export async function setDuplicateDismissed(
  db: Kysely<Database>,
  id: number,
  actorUserId: number,
  now: string,
): Promise<void> {
  await db
    .updateTable("boatDuplicates")
    .set({ dismissedAt: now, dismissedByUserId: actorUserId })
    .where("id", "=", id)
    .execute();
}
