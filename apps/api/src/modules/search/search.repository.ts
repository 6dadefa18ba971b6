import type { FacetName } from "@keel/contracts/search";
import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { Engine } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { fullTextFor } from "./full-text.ts";
import { FACET_FILTER, type ResolvedFilters } from "./search-filters.ts";

type Boats = SelectQueryBuilder<Database, "boats", object>;

/** Statuses buyers see (docs/decisions/008-boat-lifecycle.md); the partial indexes cover exactly these. */
export const PUBLIC_STATUSES = ["published", "under_offer"] as const;

/**
 * Public boats narrowed by every filter except `lift` (the facet whose own counts are being computed, so a
 * buyer sees how many boats each other value would give: disjunctive faceting).
 */
export function filteredBoats(
  db: Kysely<Database>,
  engine: Engine,
  f: ResolvedFilters,
  lift?: FacetName,
): Boats {
  const skip = lift ? FACET_FILTER[lift] : undefined;
  // Inactive teams are few: excluding them as a list lets the partial indexes on public boats drive the
  // query (a join made the planner start from teams and sort in a temporary B-tree).
  let q: Boats = db
    .selectFrom("boats")
    .where("boats.status", "in", PUBLIC_STATUSES)
    .where(
      "boats.teamId",
      "not in",
      db.selectFrom("teams").select("teams.id").where("teams.status", "!=", "active"),
    );
  if (f.tokens.length > 0) q = q.where(fullTextFor(engine).matches(f.tokens));
  if (f.typeIds && skip !== "typeIds")
    q = q.where("boats.boatTypeId", "in", f.typeIds.length ? f.typeIds : [-1]);
  if (f.conditionIds && skip !== "conditionIds")
    q = q.where("boats.conditionId", "in", f.conditionIds.length ? f.conditionIds : [-1]);
  if (f.brandId !== null && skip !== "brandId")
    q = q.where("boats.brandId", "=", f.brandId === "none" ? -1 : f.brandId);
  if (f.modelId !== null && skip !== "brandId")
    q = q.where("boats.modelId", "=", f.modelId === "none" ? -1 : f.modelId);
  if (f.priceMinEur !== null) q = q.where("boats.priceEur", ">=", f.priceMinEur);
  if (f.priceMaxEur !== null) q = q.where("boats.priceEur", "<=", f.priceMaxEur);
  if (f.lengthMin !== null) q = q.where("boats.lengthM", ">=", f.lengthMin);
  if (f.lengthMax !== null) q = q.where("boats.lengthM", "<=", f.lengthMax);
  if (f.yearMin !== null) q = q.where("boats.yearBuilt", ">=", f.yearMin);
  if (f.yearMax !== null) q = q.where("boats.yearBuilt", "<=", f.yearMax);
  if (f.countries && skip !== "countries") q = q.where("boats.country", "in", f.countries);
  if (f.fuels && skip !== "fuels") q = q.where("boats.fuel", "in", f.fuels);
  if (f.hulls && skip !== "hulls") q = q.where("boats.hullMaterial", "in", f.hulls);
  if (f.cabinsMin !== null) q = q.where("boats.cabins", ">=", f.cabinsMin);
  if (f.berthsMin !== null) q = q.where("boats.berths", ">=", f.berthsMin);
  if (f.equipmentIds) {
    // Every listed equipment: the boat must appear once per id.
    const ids = f.equipmentIds;
    q = q.where(
      "boats.id",
      "in",
      db
        .selectFrom("boatEquipments")
        .select("boatId")
        .where("equipmentId", "in", ids)
        .groupBy("boatId")
        .having((eb) => eb.fn.countAll(), "=", ids.length),
    );
  }
  return q;
}

const FACET_COLUMN = {
  type: "boats.boatTypeId",
  condition: "boats.conditionId",
  country: "boats.country",
  fuel: "boats.fuel",
  hull: "boats.hullMaterial",
  brand: "boats.brandId",
} as const satisfies Record<FacetName, string>;

/** Boat counts per value of one facet, most frequent first (brands: the top 30). */
export async function countFacet(db: Kysely<Database>, engine: Engine, f: ResolvedFilters, facet: FacetName) {
  const column = FACET_COLUMN[facet];
  const rows = await filteredBoats(db, engine, f, facet)
    .select([
      sql<string | number | null>`${sql.ref(column)}`.as("value"),
      (eb) => eb.fn.countAll<number>().as("count"),
    ])
    .where(column, "is not", null)
    .groupBy(column)
    .orderBy("count", "desc")
    .limit(facet === "brand" ? 30 : 200)
    .execute();
  return rows.map((r) => ({ value: String(r.value), count: Number(r.count) }));
}
