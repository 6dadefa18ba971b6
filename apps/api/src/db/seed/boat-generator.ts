/**
 * One boat listing with everything that hangs off it (engines, equipment, selling points, photos and a
 * translation), generated from the boat's id and the seed alone. Boat N is therefore the same whether 50
 * or 1,000,000 boats are generated, and no generated boat needs another to exist in memory.
 */
import type { Insertable } from "kysely";
import type {
  BoatEnginesTable,
  BoatEquipmentsTable,
  BoatFeaturesTable,
  BoatPhotosTable,
  BoatStatus,
  BoatsTable,
  BoatTextsTable,
} from "../schema.ts";
import type { SeededTeam } from "./accounts.ts";
import { cabinsFor, dimensionsFor, profileOf } from "./boat-profiles.ts";
import {
  CAPTIONS,
  type DescriptionFacts,
  describe,
  FEATURES,
  KNOWN_DEFECTS,
  labelFor,
} from "./boat-texts.ts";
import type { Catalog, ModelRef } from "./catalog.ts";
import { enginesFor } from "./engines.ts";
import { equipmentFor } from "./equipment-rules.ts";
import { performanceFor } from "./performance.ts";
import type { PoolPhoto } from "./photo-pool.ts";
import { type City, COUNTRIES, type Country, type TextLocale } from "./places.ts";
import { priceFor } from "./pricing.ts";
import { hashString, Random } from "./random.ts";
import type { BoatCategory } from "./reference-lists.ts";
import { slugify } from "./slug.ts";

const DAY = 86_400_000;

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
  /** Teams allowed to post, with cumulative weights for picking. */
  teams: SeededTeam[];
  photos: Record<BoatCategory, PoolPhoto[]>;
  /** Next reference number per team id; advanced as boats are generated, in id order. */
  nextReference: Map<number, number>;
}

/** Models grouped for picking: the market's category mix first, then a local brand half of the time. */
export interface ModelPicker {
  byCategory: Record<BoatCategory, { americas: ModelRef[]; rest: ModelRef[] }>;
}

export function createModelPicker(models: ModelRef[]): ModelPicker {
  const empty = () => ({ americas: [] as ModelRef[], rest: [] as ModelRef[] });
  const byCategory = { power: empty(), sail: empty(), unpowered: empty() };
  for (const model of models) {
    const side = ["US", "CA", "BR"].includes(model.builtIn) ? "americas" : "rest";
    byCategory[model.category][side].push(model);
  }
  return { byCategory };
}

function pickModel(picker: ModelPicker, team: SeededTeam, rng: Random): ModelRef {
  const category = rng.weighted<BoatCategory>([
    ["power", 0.56],
    ["sail", 0.38],
    ["unpowered", 0.06],
  ]);
  const { americas, rest } = picker.byCategory[category];
  const isAmerican = team.country.code === "US";
  const local = isAmerican ? americas : rest;
  const list = local.length > 0 && rng.chance(0.6) ? local : [...americas, ...rest];
  return rng.pick(list);
}

function pickTeam(teams: SeededTeam[], rng: Random): SeededTeam {
  return rng.weighted(teams.map((t) => [t, t.weight] as const));
}

interface Dated {
  status: BoatStatus;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  lastConfirmedAt: string | null;
}

/** Listing dates spread over the last eight months, newest most common; a few stale confirmations. */
function datesFor(now: number, rng: Random): Dated {
  const status = rng.weighted<BoatStatus>([
    ["published", 0.8],
    ["draft", 0.06],
    ["under_offer", 0.05],
    ["sold", 0.06],
    ["archived", 0.03],
  ]);
  if (status === "draft") {
    const created = now - rng.float(0, 60) * DAY;
    const iso = new Date(created).toISOString();
    return {
      status,
      createdAt: iso,
      updatedAt: new Date(created + rng.float(0, now - created)).toISOString(),
      publishedAt: null,
      lastConfirmedAt: null,
    };
  }
  const published = now - rng.next() ** 1.4 * 240 * DAY;
  const created = published - rng.float(0, 14) * DAY;
  const isStale = rng.chance(0.08);
  const confirmAge = isStale ? rng.float(90, 200) * DAY : rng.next() ** 2 * 45 * DAY;
  const confirmed = Math.max(published, now - confirmAge);
  const updated = status === "published" ? confirmed : rng.float(confirmed, now);
  return {
    status,
    createdAt: new Date(created).toISOString(),
    updatedAt: new Date(updated).toISOString(),
    publishedAt: new Date(published).toISOString(),
    lastConfirmedAt: new Date(confirmed).toISOString(),
  };
}

function conditionFor(rng: Random): string {
  return rng.weighted([
    ["new", 0.12],
    ["demo", 0.03],
    ["like_new", 0.08],
    ["used", 0.65],
    ["refitted", 0.08],
    ["project", 0.04],
  ]);
}

function yearBuiltFor(condition: string, currentYear: number, rng: Random): number {
  if (condition === "new" || condition === "demo") return currentYear;
  if (condition === "like_new") return currentYear - rng.int(1, 3);
  if (condition === "refitted") return currentYear - rng.int(12, 45);
  if (condition === "project") return currentYear - rng.int(25, 55);
  return currentYear - 1 - Math.floor(rng.next() ** 1.6 * 40);
}

function availabilityFor(condition: string, rng: Random): string {
  if (condition === "new") {
    return rng.weighted([
      ["in_stock", 0.5],
      ["on_order", 0.25],
      ["in_build", 0.1],
      ["coming_soon", 0.15],
    ]);
  }
  return rng.weighted([
    ["available", 0.9],
    ["in_charter", 0.05],
    ["coming_soon", 0.05],
  ]);
}

/** Where the boat lies: mostly near its broker, sometimes wherever the owner left it. */
function locationFor(team: SeededTeam, rng: Random): { country: Country; city: City } {
  const country = rng.chance(0.85) ? team.country : rng.pick(COUNTRIES);
  const city = country === team.country && rng.chance(0.5) ? team.city : rng.pick(country.cities);
  return { country, city };
}

const DESIGNERS: Record<BoatCategory, string[]> = {
  sail: [
    "Philippe Briand",
    "Finot-Conq",
    "Judel/Vrolijk & Co",
    "Farr Yacht Design",
    "Berret-Racoupeau",
    "VPLP Design",
    "Marc Lombard",
    "Germán Frers",
    "Humphreys Yacht Design",
    "Javier Soto Acebal",
    "Reichel/Pugh",
    "Ron Holland",
  ],
  power: [
    "Alberto Mancini",
    "Bernard Olesinski",
    "Stefano Righini",
    "Vripack",
    "Zuccon International Project",
    "Nuvolari Lenard",
    "Fulvio De Simoni",
    "Michael Peters",
    "Dixon Yacht Design",
    "Andrea Vallicelli",
  ],
  unpowered: ["In-house design"],
};

/** Items every boat has: not worth a line in a description. */
const ROUTINE_EQUIPMENT = new Set([
  "life_jackets",
  "fire_extinguishers",
  "fenders_lines",
  "compass",
  "bilge_pumps",
  "shore_power",
  "battery_charger",
  "mainsail",
  "depth_sounder",
]);

const BOAT_NAMES = [
  "Blue Note",
  "Serenity",
  "Aquarius",
  "Sea Breeze",
  "Mistral",
  "Libeccio",
  "Tramontana",
  "Zephyr",
  "Odyssey",
  "Nautilus",
  "Marea",
  "Calypso",
  "Sirocco",
  "Arcadia",
  "Halcyon",
  "Lady Grace",
  "Pelican",
  "Stella Maris",
  "Windrose",
  "Ondine",
  "Galatea",
  "Kalimera",
  "Solstice",
  "Blue Horizon",
  "Tiger Lily",
  "Meltemi",
  "Bonaventure",
  "Albatross",
  "Cormorant",
  "Fair Wind",
  "Sea Dream",
  "Wanderer",
  "Moonshadow",
  "Dolce Vita",
  "Gypsy Moth",
  "Esperanza",
  "Nordlys",
  "Amalfi",
  "Jolie Brise",
  "Brisa",
];

const HULL_COLOURS: readonly (readonly [string, number])[] = [
  ["white", 0.62],
  ["ivory", 0.08],
  ["grey", 0.08],
  ["navy", 0.08],
  ["dark_blue", 0.05],
  ["black", 0.04],
  ["red", 0.02],
  ["green", 0.03],
];

function hullMaterialFor(model: ModelRef, yearBuilt: number, rng: Random): string {
  if (model.hullMaterial) return model.hullMaterial;
  if (model.typeCode === "life_raft") return "pvc";
  if (model.typeCode === "rib" || model.typeCode === "inflatable") return rng.chance(0.6) ? "hypalon" : "pvc";
  if (yearBuilt < 1975 && rng.chance(0.3)) return "wood";
  if (model.typeCode === "fishing_boat" && rng.chance(0.1)) return "aluminium";
  if (model.typeCode === "workboat") return rng.chance(0.5) ? "steel" : "aluminium";
  return "grp";
}

const KEEL_BY_BRAND: Record<string, string> = {
  Ovni: "lifting",
  Allures: "lifting",
  Garcia: "lifting",
  Boréal: "lifting",
  Southerly: "lifting",
  Westerly: "twin",
  Sadler: "twin",
  Rustler: "long",
  Nicholson: "long",
  Contessa: "long",
  "Hans Christian": "long",
  Tayana: "long",
  "Cornish Crabbers": "long",
  Outremer: "daggerboards",
  Gunboat: "daggerboards",
  "HH Catamarans": "daggerboards",
  Catana: "daggerboards",
};

function keelTypeFor(model: ModelRef, rng: Random): string | null {
  if (model.category !== "sail") return null;
  const known = KEEL_BY_BRAND[model.brandName];
  if (known) return known;
  if (model.typeCode === "sailing_dinghy") return "centreboard";
  if (model.typeCode === "catamaran") return "mini_keels";
  if (model.typeCode === "trimaran") return "daggerboards";
  if (model.typeCode === "gulet" || model.typeCode === "motorsailer") return "long";
  if (model.typeCode === "racer") return "bulb";
  return rng.weighted([
    ["fin", 0.6],
    ["bulb", 0.25],
    ["lifting", 0.05],
    ["twin", 0.1],
  ]);
}

function steeringFor(model: ModelRef, length: number, rng: Random): string | null {
  if (model.typeCode === "life_raft") return null;
  if (model.typeCode === "pwc") return "handlebar";
  if (model.category === "unpowered" || model.typeCode === "sailing_dinghy") return "tiller";
  if (model.category === "sail" && model.typeCode !== "catamaran") {
    if (length < 9 || (model.typeCode === "racer" && length < 12)) return "tiller";
    return length >= 11 && rng.chance(0.65) ? "twin_wheel" : "wheel";
  }
  return length < 4.5 ? "tiller" : "wheel";
}

/** `RY-00042`: stable per team, as broker feeds expect. */
function nextReference(ctx: GeneratorContext, team: SeededTeam): { reference: string; number: number } {
  const number = ctx.nextReference.get(team.id) ?? 1;
  ctx.nextReference.set(team.id, number + 1);
  return { reference: `${team.prefix}-${String(number).padStart(5, "0")}`, number };
}

function titleFor(model: ModelRef): string {
  const brandWord = model.brandName.split(" ")[0]!.toLowerCase();
  return model.name.toLowerCase().startsWith(brandWord) ? model.name : `${model.brandName} ${model.name}`;
}

function hinFor(model: ModelRef, yearBuilt: number, modelYear: number, rng: Random): string {
  const maker = slugify(model.brandName).replace(/-/g, "").toUpperCase().padEnd(3, "X").slice(0, 3);
  const serial = rng.int(10000, 99999);
  const month = "ABCDEFGHIJKL"[rng.int(0, 11)];
  return `${model.builtIn}-${maker}${serial}${month}${yearBuilt % 10}${String(modelYear % 100).padStart(2, "0")}`;
}

function vatFor(team: SeededTeam, isNew: boolean, rng: Random) {
  const code = team.country.code;
  if (code === "US") return { vatStatus: "not_applicable" as const, vatCountry: null, isVatIncluded: false };
  if (code === "TR") {
    return rng.chance(0.7)
      ? { vatStatus: "not_paid" as const, vatCountry: null, isVatIncluded: false }
      : { vatStatus: "not_applicable" as const, vatCountry: null, isVatIncluded: false };
  }
  const isPaid = rng.chance(isNew ? 0.85 : 0.72);
  if (!isPaid) return { vatStatus: "not_paid" as const, vatCountry: null, isVatIncluded: false };
  const vatCountry = code === "MC" ? "FR" : code;
  return { vatStatus: "paid" as const, vatCountry, isVatIncluded: true };
}

function accommodation(model: ModelRef, length: number, rng: Random) {
  const cabins = cabinsFor(model.typeCode, length, rng);
  const berths = cabins === 0 ? (length > 6 && rng.chance(0.4) ? 2 : 0) : cabins * 2 + rng.int(0, 2);
  const bathrooms =
    cabins === 0 ? 0 : Math.max(1, Math.round(cabins * (length > 15 ? 1 : rng.float(0.5, 1))));
  const passengers =
    model.typeCode === "pwc"
      ? rng.int(2, 3)
      : model.typeCode === "life_raft"
        ? Number(/\d+/.exec(model.name)?.[0] ?? 6) % 13 || 6
        : Math.max(2, Math.min(12, Math.round(length * rng.float(0.8, 1.3))));
  return { cabins, berths, bathrooms, showers: bathrooms, passengers };
}

/** Generates boat `id` and its child rows. */
export function generateBoat(ctx: GeneratorContext, picker: ModelPicker, id: number): BoatBundle {
  const rng = new Random(hashString(`${ctx.seed}:boat:${id}`));
  const now = ctx.now.getTime();
  const currentYear = ctx.now.getUTCFullYear();
  const team = pickTeam(ctx.teams, rng);
  const model = pickModel(picker, team, rng);
  const profile = profileOf(model.typeCode);
  const condition = conditionFor(rng);
  const yearBuilt = yearBuiltFor(condition, currentYear, rng);
  const modelYear =
    condition === "new" && team.country.code === "US" && rng.chance(0.4) ? yearBuilt + 1 : yearBuilt;
  const length = model.lengthM ?? rng.float(profile.length[0], profile.length[1]);
  const keelType = keelTypeFor(model, rng);
  const dims = dimensionsFor(model.typeCode, length * rng.float(0.99, 1.01), keelType, rng);
  const engines = enginesFor(model.typeCode, dims.lengthM, model.brandName, yearBuilt, currentYear, rng);
  const performance = performanceFor(model.typeCode, dims.lengthM, dims.displacementKg, engines, rng);
  const equipmentCodes = equipmentFor(model.typeCode, dims.lengthM, rng);
  const rooms = accommodation(model, dims.lengthM, rng);
  const dates = datesFor(now, rng);
  const { country, city } = locationFor(team, rng);
  const { reference, number } = nextReference(ctx, team);
  const title = titleFor(model);
  const isNew = condition === "new" || condition === "demo";
  const price = priceFor(
    model.typeCode,
    dims.lengthM,
    currentYear - yearBuilt,
    condition,
    team.currency,
    rng,
  );
  const lastRefitYear =
    condition === "refitted"
      ? rng.int(Math.min(yearBuilt + 8, currentYear), currentYear)
      : currentYear - yearBuilt > 15 && rng.chance(0.25)
        ? rng.int(yearBuilt + 10, currentYear)
        : null;
  const hasTeak = equipmentCodes.includes("teak_deck");
  const hullMaterial = hullMaterialFor(model, yearBuilt, rng);
  const locale = team.locale;
  const highlights = rng.sample(
    equipmentCodes.filter((code) => !ROUTINE_EQUIPMENT.has(code)),
    4,
  );
  const typeLabels = ctx.catalog.boatTypes.get(model.typeCode)!.spec.labels;
  const factsIn = (target: TextLocale): DescriptionFacts => ({
    title,
    typeLabel: labelFor(typeLabels, target),
    condition,
    yearBuilt,
    lastRefitYear,
    lengthM: dims.lengthM,
    ...rooms,
    engines,
    equipmentLabels: highlights.map((code) => labelFor(ctx.catalog.equipments.get(code)!.labels, target)),
    city: city.name,
    country: country.code,
  });
  const slug = `${slugify(title)}-${yearBuilt}-${id.toString(36)}`;

  const boat: Insertable<BoatsTable> = {
    id,
    teamId: team.id,
    slug,
    reference,
    title,
    description: describe(factsIn(locale), locale, rng),
    language: locale,
    knownDefects: !isNew && rng.chance(0.12) ? labelFor(rng.pick(KNOWN_DEFECTS), locale) : null,
    boatTypeId: ctx.catalog.boatTypes.get(model.typeCode)!.id,
    conditionId: ctx.catalog.conditionIds.get(condition)!,
    availabilityId: ctx.catalog.availabilityIds.get(availabilityFor(condition, rng))!,
    brandId: model.brandId,
    brandName: model.brandName,
    modelId: model.id,
    modelName: model.name,
    designer: rng.pick(DESIGNERS[model.category]),
    boatName: !isNew && dims.lengthM > 6 && rng.chance(0.55) ? rng.pick(BOAT_NAMES) : null,
    modelYear,
    yearBuilt,
    lastRefitYear,
    hin: model.typeCode === "life_raft" ? null : hinFor(model, yearBuilt, modelYear, rng),
    flag: dims.lengthM > 24 && rng.chance(0.5) ? rng.pick(["MT", "KY", "MH"]) : country.code,
    builtIn: model.builtIn,
    stockCodePublic: rng.chance(0.6) ? `S${String(number * 7 + 1000).slice(-5)}` : null,
    stockCodePrivate: rng.chance(0.4) ? `INT/${dates.createdAt.slice(0, 4)}/${number}` : null,
    ...price,
    ...vatFor(team, isNew, rng),
    country: country.code,
    region: city.region,
    city: city.name,
    latitude: Math.round((city.latitude + rng.float(-0.01, 0.01)) * 1e5) / 1e5,
    longitude: Math.round((city.longitude + rng.float(-0.01, 0.01)) * 1e5) / 1e5,
    ...dims,
    hullMaterial,
    hullColour: rng.weighted(HULL_COLOURS),
    hullShape: profile.hullShape,
    deckMaterial: hasTeak
      ? "teak"
      : hullMaterial === "grp"
        ? rng.chance(0.2)
          ? "synthetic_teak"
          : "grp"
        : hullMaterial,
    keelType,
    steering: steeringFor(model, dims.lengthM, rng),
    hasFlybridge:
      model.typeCode === "flybridge" ||
      (dims.lengthM > 14 && profile.category === "power" && rng.chance(0.3)),
    engineCount: engines.length,
    fuel: engines[0]?.fuel ?? null,
    hasGenerator: equipmentCodes.includes("generator"),
    hasBowThruster: equipmentCodes.includes("bow_thruster"),
    hasSternThruster: equipmentCodes.includes("stern_thruster"),
    ...performance,
    ...rooms,
    videoUrl: rng.chance(0.08) ? `https://video.keel.example/boats/${slug}` : null,
    virtualTourUrl: dims.lengthM > 12 && rng.chance(0.06) ? `https://tour.keel.example/${slug}` : null,
    isFlagged: rng.chance(0.004),
    moderationNote: null,
    createdByUserId: rng.pick(team.memberIds),
    ...dates,
  };
  if (boat.isFlagged)
    boat.moderationNote = "Price far below comparable boats: check the seller before publishing.";

  return {
    boat,
    engines: engines.map((engine) => ({ boatId: id, ...engine })),
    equipments: equipmentCodes.map((code) => ({
      boatId: id,
      equipmentId: ctx.catalog.equipments.get(code)!.id,
    })),
    features: featuresFor(id, model.category, dims.lengthM, isNew, engines.length > 0, locale, rng),
    photos: photosFor(ctx, id, model.category, locale, dates.createdAt, rng),
    texts: translationsFor(id, title, factsIn, locale, rng),
  };
}

function featuresFor(
  boatId: number,
  category: string,
  lengthM: number,
  isNew: boolean,
  hasEngine: boolean,
  locale: TextLocale,
  rng: Random,
) {
  const facts = { category, lengthM, isNew, hasEngine };
  const fitting = FEATURES.filter((f) => !f.when || f.when(facts));
  return rng
    .sample(fitting, rng.int(2, 6))
    .map((feature, position) => ({ boatId, position, label: labelFor(feature.labels, locale) }));
}

function photosFor(
  ctx: GeneratorContext,
  boatId: number,
  category: BoatCategory,
  locale: TextLocale,
  createdAt: string,
  rng: Random,
) {
  return rng.sample(ctx.photos[category], rng.int(3, 6)).map((photo, position) => ({
    boatId,
    position,
    storageKey: photo.key,
    width: photo.width,
    height: photo.height,
    // The main photo's alt text is the boat's title; the others say what they show.
    caption: position === 0 ? null : labelFor(CAPTIONS[photo.mood]!, locale),
    createdAt,
  }));
}

/** A quarter of listings carry a second language: English for local-language ones, else a neighbour's. */
function translationsFor(
  boatId: number,
  title: string,
  factsIn: (locale: TextLocale) => DescriptionFacts,
  locale: TextLocale,
  rng: Random,
) {
  if (!rng.chance(0.25)) return [];
  const target: TextLocale = locale.startsWith("en")
    ? rng.pick(["fr", "it", "es"] as const)
    : rng.pick(["en-GB", "en-US"] as const);
  return [{ boatId, locale: target, title, description: describe(factsIn(target), target, rng) }];
}
