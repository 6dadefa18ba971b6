import { brandAndModel } from "@keel/contracts/boat-names";
/**
 * One boat listing with everything that hangs off it (engines, equipment, selling points, photos and a
 * translation), generated from the boat's id and the seed alone. Boat N is therefore the same whether 50
 * or 1,000,000 boats are generated, and no generated boat needs another to exist in memory.
 */
import type { Insertable } from "kysely";
import { normaliseHin } from "../../modules/boats/duplicates.service.ts";
import type {
  BoatEnginesTable,
  BoatEquipmentsTable,
  BoatFeaturesTable,
  BoatPhotosTable,
  BoatsTable,
  BoatTextsTable,
} from "../schema.ts";
import type { SeededTeam } from "./accounts.ts";
import {
  accommodation,
  BOAT_NAMES,
  DESIGNERS,
  deckMaterialFor,
  HULL_COLOURS,
  hinFor,
  hullMaterialFor,
  keelTypeFor,
  steeringFor,
} from "./boat-build.ts";
import { type Dimensions, dimensionsFor, profileOf, type TypeProfile } from "./boat-profiles.ts";
import {
  CAPTIONS,
  type DescriptionFacts,
  describe,
  FEATURES,
  KNOWN_DEFECTS,
  labelFor,
} from "./boat-texts.ts";
import type { Catalog, ModelRef } from "./catalog.ts";
import { type EngineRow, enginesFor } from "./engines.ts";
import { equipmentFor, isRoutineEquipment } from "./equipment-rules.ts";
import {
  availabilityFor,
  conditionFor,
  type Dated,
  datesFor,
  lastRefitYearFor,
  yearBuiltFor,
} from "./listing-lifecycle.ts";
import { type ModelPicker, pickModel } from "./model-picker.ts";
import { performanceFor } from "./performance.ts";
import type { PoolPhoto } from "./photo-pool.ts";
import { type City, COUNTRIES, type Country, type TextLocale } from "./places.ts";
import { priceFor, vatFor } from "./pricing.ts";
import { hashString, Random } from "./random.ts";
import type { BoatCategory } from "./reference-lists.ts";
import { slugify } from "./slug.ts";

export interface BoatBundle {
  boat: Insertable<BoatsTable>;
  engines: Insertable<BoatEnginesTable>[];
  equipments: Insertable<BoatEquipmentsTable>[];
  features: Insertable<BoatFeaturesTable>[];
  photos: Insertable<BoatPhotosTable>[];
  texts: Insertable<BoatTextsTable>[];
}

export interface GeneratorContext {
  seed: number;
  now: Date;
  catalog: Catalog;
  /** Teams that list boats, each with its share. */
  teams: SeededTeam[];
  photos: Record<BoatCategory, PoolPhoto[]>;
  /** Next reference number per team id; advanced as boats are generated, in id order. */
  nextReference: Map<number, number>;
}

/** Where the boat lies: mostly near its broker, sometimes wherever the owner left it. */
function locationFor(team: SeededTeam, rng: Random): { country: Country; city: City } {
  const country = rng.chance(0.85) ? team.country : rng.pick(COUNTRIES);
  const city = country === team.country && rng.chance(0.5) ? team.city : rng.pick(country.cities);
  return { country, city };
}

/** `RY-00042`: stable per team, as broker feeds expect. */
function nextReference(ctx: GeneratorContext, team: SeededTeam): { reference: string; number: number } {
  const number = ctx.nextReference.get(team.id) ?? 1;
  ctx.nextReference.set(team.id, number + 1);
  return { reference: `${team.prefix}-${String(number).padStart(5, "0")}`, number };
}

/** The decisions about one boat, from which its row and child rows are written. */
interface Draft {
  id: number;
  rng: Random;
  team: SeededTeam;
  model: ModelRef;
  profile: TypeProfile;
  condition: string;
  isNew: boolean;
  yearBuilt: number;
  modelYear: number;
  lastRefitYear: number | null;
  keelType: string | null;
  dims: Dimensions;
  engines: EngineRow[];
  equipmentCodes: string[];
  rooms: ReturnType<typeof accommodation>;
  dates: Dated;
  country: Country;
  city: City;
  title: string;
  slug: string;
}

function draftBoat(ctx: GeneratorContext, picker: ModelPicker, id: number): Draft {
  const rng = new Random(hashString(`${ctx.seed}:boat:${id}`));
  const currentYear = ctx.now.getUTCFullYear();
  const team = rng.weighted(ctx.teams.map((t) => [t, t.weight] as const));
  const model = pickModel(picker, team, rng);
  const profile = profileOf(model.typeCode);
  const condition = conditionFor(rng);
  const yearBuilt = yearBuiltFor(condition, currentYear, rng);
  const isNewUs = condition === "new" && team.country.code === "US";
  const keelType = keelTypeFor(model, rng);
  const length = (model.lengthM ?? rng.float(profile.length[0], profile.length[1])) * rng.float(0.99, 1.01);
  const dims = dimensionsFor(model.typeCode, length, keelType, rng);
  const title = brandAndModel(model.brandName, model.name);
  return {
    id,
    rng,
    team,
    model,
    profile,
    condition,
    isNew: condition === "new" || condition === "demo",
    yearBuilt,
    // American dealers sell next year's model from the autumn on.
    modelYear: isNewUs && rng.chance(0.4) ? yearBuilt + 1 : yearBuilt,
    lastRefitYear: lastRefitYearFor(condition, yearBuilt, currentYear, rng),
    keelType,
    dims,
    engines: enginesFor(model.typeCode, dims.lengthM, model.brandName, yearBuilt, currentYear, rng),
    equipmentCodes: equipmentFor(model.typeCode, dims.lengthM, rng),
    rooms: accommodation(model, dims.lengthM, rng),
    dates: datesFor(ctx.now.getTime(), rng),
    ...locationFor(team, rng),
    title,
    slug: `${slugify(title)}-${yearBuilt}-${id.toString(36)}`,
  };
}

/** What the description says, in any locale (the listing's own and its translation). */
function factsIn(ctx: GeneratorContext, d: Draft, highlights: string[]) {
  const typeLabels = ctx.catalog.boatTypes.get(d.model.typeCode)!.spec.labels;
  return (locale: TextLocale): DescriptionFacts => ({
    title: d.title,
    typeLabel: labelFor(typeLabels, locale),
    condition: d.condition,
    yearBuilt: d.yearBuilt,
    lastRefitYear: d.lastRefitYear,
    lengthM: d.dims.lengthM,
    ...d.rooms,
    engines: d.engines,
    equipmentLabels: highlights.map((code) => labelFor(ctx.catalog.equipments.get(code)!.labels, locale)),
    city: d.city.name,
    country: d.country.code,
  });
}

function identityColumns(ctx: GeneratorContext, d: Draft, describeIn: (l: TextLocale) => DescriptionFacts) {
  const { rng, model, team } = d;
  const { reference, number } = nextReference(ctx, team);
  return {
    id: d.id,
    teamId: team.id,
    slug: d.slug,
    reference,
    title: d.title,
    description: describe(describeIn(team.locale), team.locale, rng),
    language: team.locale,
    knownDefects: !d.isNew && rng.chance(0.12) ? labelFor(rng.pick(KNOWN_DEFECTS), team.locale) : null,
    boatTypeId: ctx.catalog.boatTypes.get(model.typeCode)!.id,
    conditionId: ctx.catalog.conditionIds.get(d.condition)!,
    availabilityId: ctx.catalog.availabilityIds.get(availabilityFor(d.condition, rng))!,
    brandId: model.brandId,
    brandName: model.brandName,
    modelId: model.id,
    modelName: model.name,
    designer: rng.pick(DESIGNERS[model.category]),
    boatName: !d.isNew && d.dims.lengthM > 6 && rng.chance(0.55) ? rng.pick(BOAT_NAMES) : null,
    modelYear: d.modelYear,
    yearBuilt: d.yearBuilt,
    lastRefitYear: d.lastRefitYear,
    ...hinColumns(model.typeCode === "life_raft" ? null : hinFor(model, d.yearBuilt, d.modelYear, rng)),
    // Large yachts often fly a flag of convenience.
    flag: d.dims.lengthM > 24 && rng.chance(0.5) ? rng.pick(["MT", "KY", "MH"]) : d.country.code,
    builtIn: model.builtIn,
    stockCodePublic: rng.chance(0.6) ? `S${String(number * 7 + 1000).slice(-5)}` : null,
    stockCodePrivate: rng.chance(0.4) ? `INT/${d.dates.createdAt.slice(0, 4)}/${number}` : null,
  };
}

function hinColumns(hin: string | null) {
  return { hin, hinKey: normaliseHin(hin) };
}

function priceAndPlaceColumns(d: Draft, currentYear: number) {
  const { rng, team, city } = d;
  const age = currentYear - d.yearBuilt;
  return {
    ...priceFor(d.model.typeCode, d.dims.lengthM, age, d.condition, team.currency, rng),
    ...vatFor(team.country.code, d.isNew, rng),
    country: d.country.code,
    region: city.region,
    city: city.name,
    latitude: Math.round((city.latitude + rng.float(-0.01, 0.01)) * 1e5) / 1e5,
    longitude: Math.round((city.longitude + rng.float(-0.01, 0.01)) * 1e5) / 1e5,
  };
}

function buildColumns(d: Draft) {
  const { rng, model } = d;
  const hullMaterial = hullMaterialFor(model, d.yearBuilt, rng);
  const isLargePower = d.dims.lengthM > 14 && d.profile.category === "power";
  return {
    ...d.dims,
    hullMaterial,
    hullColour: rng.weighted(HULL_COLOURS),
    hullShape: d.profile.hullShape,
    deckMaterial: deckMaterialFor(hullMaterial, d.equipmentCodes.includes("teak_deck"), rng),
    keelType: d.keelType,
    steering: steeringFor(model, d.dims.lengthM, rng),
    hasFlybridge: model.typeCode === "flybridge" || (isLargePower && rng.chance(0.3)),
  };
}

function propulsionColumns(d: Draft) {
  return {
    engineCount: d.engines.length,
    fuel: d.engines[0]?.fuel ?? null,
    hasGenerator: d.equipmentCodes.includes("generator"),
    hasBowThruster: d.equipmentCodes.includes("bow_thruster"),
    hasSternThruster: d.equipmentCodes.includes("stern_thruster"),
    ...performanceFor(d.model.typeCode, d.dims.lengthM, d.dims.displacementKg, d.engines, d.rng),
  };
}

function listingColumns(d: Draft) {
  const { rng } = d;
  const isFlagged = rng.chance(0.004);
  return {
    videoUrl: rng.chance(0.08) ? `https://video.keel.example/boats/${d.slug}` : null,
    virtualTourUrl: d.dims.lengthM > 12 && rng.chance(0.06) ? `https://tour.keel.example/${d.slug}` : null,
    isFlagged,
    moderationNote: isFlagged
      ? "Price far below comparable boats: check the seller before publishing."
      : null,
    createdByUserId: rng.pick(d.team.memberIds),
    ...d.dates,
  };
}

/** Generates boat `id` and its child rows. */
export function generateBoat(ctx: GeneratorContext, picker: ModelPicker, id: number): BoatBundle {
  const d = draftBoat(ctx, picker, id);
  const highlights = d.rng.sample(
    d.equipmentCodes.filter((code) => !isRoutineEquipment(code)),
    4,
  );
  const describeIn = factsIn(ctx, d, highlights);
  const texts = translationsFor(d, describeIn);
  const boat: Insertable<BoatsTable> = {
    ...identityColumns(ctx, d, describeIn),
    ...priceAndPlaceColumns(d, ctx.now.getUTCFullYear()),
    ...buildColumns(d),
    ...propulsionColumns(d),
    ...d.rooms,
    ...listingColumns(d),
    // Full-text search also matches the listing's other languages (search migration): the same text as the
    // boat_texts rows written beside it.
    translatedText: texts.length ? texts.map((t) => `${t.title} ${t.description}`).join(" ") : null,
  };
  return {
    boat,
    engines: d.engines.map((engine) => ({ boatId: id, ...engine })),
    equipments: d.equipmentCodes.map((code) => ({
      boatId: id,
      equipmentId: ctx.catalog.equipments.get(code)!.id,
    })),
    features: featuresFor(d),
    photos: photosFor(ctx, d),
    texts,
  };
}

function featuresFor(d: Draft) {
  const facts = {
    category: d.model.category,
    lengthM: d.dims.lengthM,
    isNew: d.isNew,
    hasEngine: d.engines.length > 0,
  };
  const fitting = FEATURES.filter((f) => !f.when || f.when(facts));
  return d.rng
    .sample(fitting, d.rng.int(2, 6))
    .map((feature, position) => ({ boatId: d.id, position, label: labelFor(feature.labels, d.team.locale) }));
}

function photosFor(ctx: GeneratorContext, d: Draft) {
  return d.rng.sample(ctx.photos[d.model.category], d.rng.int(3, 6)).map((photo, position) => ({
    boatId: d.id,
    position,
    storageKey: photo.key,
    width: photo.width,
    height: photo.height,
    // The main photo's alt text is the boat's title; the others say what they show.
    caption: position === 0 ? null : labelFor(CAPTIONS[photo.mood]!, d.team.locale),
    createdAt: d.dates.createdAt,
  }));
}

/** A quarter of listings carry a second language: English for local-language ones, else a neighbour's. */
function translationsFor(d: Draft, describeIn: (locale: TextLocale) => DescriptionFacts) {
  if (!d.rng.chance(0.25)) return [];
  const target: TextLocale = d.team.locale.startsWith("en")
    ? d.rng.pick(["fr", "it", "es"] as const)
    : d.rng.pick(["en-GB", "en-US"] as const);
  return [
    {
      boatId: d.id,
      locale: target,
      title: d.title,
      description: describe(describeIn(target), target, d.rng),
    },
  ];
}
