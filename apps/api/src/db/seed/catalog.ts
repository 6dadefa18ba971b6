/**
 * Inserts the catalog (the reference lists and the brands), and returns the lookups the boat generator needs.
 * Ids are assigned here rather than by the database so that millions of boat rows can reference them
 * without reading anything back.
 */
import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { lengthFromModelName } from "./boat-profiles.ts";
import { BRANDS } from "./brands.ts";
import { insertRows } from "./bulk-insert.ts";
import {
  AVAILABILITIES,
  BOAT_TYPES,
  type BoatCategory,
  type BoatTypeSpec,
  CONDITIONS,
  EQUIPMENT_TYPES,
  EQUIPMENTS,
  type Labels,
  type TranslatedSpec,
} from "./reference-lists.ts";
import { slugify } from "./slug.ts";

export interface ModelRef {
  id: number;
  brandId: number;
  brandName: string;
  name: string;
  typeCode: string;
  category: BoatCategory;
  /** Known length in metres, or null when the type's usual range decides. */
  lengthM: number | null;
  builtIn: string;
  hullMaterial: string | null;
}

export interface Catalog {
  boatTypes: Map<string, { id: number; spec: BoatTypeSpec }>;
  conditionIds: Map<string, number>;
  availabilityIds: Map<string, number>;
  equipments: Map<string, { id: number; labels: Labels }>;
  models: ModelRef[];
}

const labelColumns = (labels: Labels) => ({
  nameEnUs: labels[0],
  nameEnGb: labels[1],
  nameFr: labels[2],
  nameIt: labels[3],
  nameEs: labels[4],
});

function translatedRows(specs: readonly TranslatedSpec[]) {
  return specs.map((spec, index) => ({
    id: index + 1,
    code: spec.code,
    sortOrder: index,
    ...labelColumns(spec.labels),
  }));
}

async function insertReferenceLists(db: Kysely<Database>) {
  await insertRows(
    db,
    "boatTypes",
    BOAT_TYPES.map((spec, index) => ({
      id: index + 1,
      code: spec.code,
      sortOrder: index,
      ...labelColumns(spec.labels),
      category: spec.category,
    })),
  );
  await insertRows(db, "conditions", translatedRows(CONDITIONS));
  await insertRows(db, "availabilities", translatedRows(AVAILABILITIES));
  await insertRows(db, "equipmentTypes", translatedRows(EQUIPMENT_TYPES));
  const typeIds = new Map(EQUIPMENT_TYPES.map((spec, index) => [spec.code, index + 1]));
  await insertRows(
    db,
    "equipments",
    EQUIPMENTS.map((spec, index) => ({
      id: index + 1,
      code: spec.code,
      sortOrder: index,
      ...labelColumns(spec.labels),
      equipmentTypeId: typeIds.get(spec.type)!,
    })),
  );
}

/** `Oceanis 46.1=sailing_yacht~14.6` -> name, type and explicit length. */
function parseModel(entry: string, defaultType: string) {
  const match = /^(.*?)(?:=([a-z_]+))?(?:~([\d.]+))?$/.exec(entry.trim());
  if (!match?.[1]) throw new Error(`Malformed model entry "${entry}"`);
  const typeCode = match[2] ?? defaultType;
  const explicit = match[3] ? Number(match[3]) : null;
  return { name: match[1].trim(), typeCode, lengthM: explicit ?? lengthFromModelName(match[1], typeCode) };
}

async function insertBrands(
  db: Kysely<Database>,
  boatTypes: Catalog["boatTypes"],
  now: string,
): Promise<ModelRef[]> {
  const brandRows = BRANDS.map((brand, index) => ({
    id: index + 1,
    slug: slugify(brand.name),
    name: brand.name,
    status: "approved" as const,
    createdByTeamId: null,
    createdAt: now,
    updatedAt: now,
  }));
  await insertRows(db, "brands", brandRows);

  const models: ModelRef[] = [];
  BRANDS.forEach((brand, index) => {
    for (const entry of brand.models.split("|")) {
      const parsed = parseModel(entry, brand.type);
      const type = boatTypes.get(parsed.typeCode);
      if (!type) throw new Error(`Unknown boat type "${parsed.typeCode}" for ${brand.name} ${parsed.name}`);
      models.push({
        id: models.length + 1,
        brandId: index + 1,
        brandName: brand.name,
        name: parsed.name,
        typeCode: parsed.typeCode,
        category: type.spec.category,
        lengthM: parsed.lengthM,
        builtIn: brand.country,
        hullMaterial: brand.hull ?? null,
      });
    }
  });
  await insertRows(
    db,
    "brandModels",
    models.map((model) => ({
      id: model.id,
      brandId: model.brandId,
      slug: slugify(model.name),
      name: model.name,
      boatTypeId: boatTypes.get(model.typeCode)!.id,
      status: "approved" as const,
      createdByTeamId: null,
      createdAt: now,
      updatedAt: now,
    })),
  );
  return models;
}

/** Writes the catalog (every reference list and the brands); returns the lookups by code. */
export async function insertCatalog(db: Kysely<Database>, now: string): Promise<Catalog> {
  await insertReferenceLists(db);
  const boatTypes = new Map(BOAT_TYPES.map((spec, index) => [spec.code, { id: index + 1, spec }]));
  const models = await insertBrands(db, boatTypes, now);
  return {
    boatTypes,
    conditionIds: new Map(CONDITIONS.map((spec, index) => [spec.code, index + 1])),
    availabilityIds: new Map(AVAILABILITIES.map((spec, index) => [spec.code, index + 1])),
    equipments: new Map(EQUIPMENTS.map((spec, index) => [spec.code, { id: index + 1, labels: spec.labels }])),
    models,
  };
}
