import type { BoatSort } from "@keel/contracts/boats";
import type { Kysely, SelectQueryBuilder } from "kysely";
import type { Database } from "../../db/schema.ts";

type PublicBoats = SelectQueryBuilder<Database, "boats" | "teams", object>;

/** Published boats of active teams: the only boats the public ever sees. */
function publicBoats(db: Kysely<Database>): PublicBoats {
  return db
    .selectFrom("boats")
    .innerJoin("teams", "teams.id", "boats.teamId")
    .where("boats.status", "=", "published")
    .where("teams.status", "=", "active");
}

function applySort(query: PublicBoats, sort: BoatSort) {
  switch (sort) {
    case "price_desc":
      return query.orderBy("boats.priceEur", (o) => o.desc().nullsLast()).orderBy("boats.id", "desc");
    case "price_asc":
      return query.orderBy("boats.priceEur", (o) => o.asc().nullsLast()).orderBy("boats.id", "desc");
    case "year_desc":
      return query.orderBy("boats.yearBuilt", (o) => o.desc().nullsLast()).orderBy("boats.id", "desc");
    case "year_asc":
      return query.orderBy("boats.yearBuilt", (o) => o.asc().nullsLast()).orderBy("boats.id", "desc");
    // "default" (docs/decisions/006-default-sort.md): freshest confirmation first, so stale stock sinks.
    case "default":
      return query.orderBy("boats.lastConfirmedAt", (o) => o.desc().nullsLast()).orderBy("boats.id", "desc");
    case "newest":
      return query.orderBy("boats.publishedAt", "desc").orderBy("boats.id", "desc");
  }
}

export async function findPublicBoatPage(
  db: Kysely<Database>,
  options: { sort: BoatSort; offset: number; limit: number },
) {
  const conditionLabel = "conditions.code";
  const [rows, count] = await Promise.all([
    applySort(publicBoats(db), options.sort)
      .leftJoin("conditions", "conditions.id", "boats.conditionId")
      .select([
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
        "boats.publishedAt",
        conditionLabel,
        "conditions.nameEnUs",
        "conditions.nameEnGb",
        "conditions.nameFr",
        "conditions.nameIt",
        "conditions.nameEs",
      ])
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    publicBoats(db)
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Main photos (position 0) of several boats in one query: no N+1 on result pages. */
export async function findMainPhotos(db: Kysely<Database>, boatIds: number[]) {
  if (boatIds.length === 0) return [];
  return db
    .selectFrom("boatPhotos")
    .select(["boatId", "storageKey", "width", "height", "caption"])
    .where("boatId", "in", boatIds)
    .where("position", "=", 0)
    .execute();
}
