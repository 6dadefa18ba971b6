import { z } from "zod";
import {
  BOAT_ACTIONS,
  BULK_ACTIONS,
  ENGINE_TYPES,
  FEATURE_MAX_LENGTH,
  FUELS,
  HULL_MATERIALS,
  KEEL_TYPES,
  MAX_ENGINES,
  MAX_FEATURES,
  MAX_PHOTOS,
  PROPULSIONS,
  TEAM_BOAT_PAGE_SIZES,
  TEAM_BOAT_SORTS,
  VAT_STATUSES,
} from "./boat-codes.ts";
import { BOAT_STATUSES, ZImage } from "./boats.ts";
import { ZId } from "./common.ts";
import { COUNTRIES, CURRENCIES } from "./countries.ts";
import { ZFreshness } from "./freshness.ts";
import { LOCALES } from "./locales.ts";

export {
  ACTIONS_BY_STATUS,
  BOAT_ACTIONS,
  type BoatAction,
  BULK_ACTIONS,
  type BulkAction,
  DECK_MATERIALS,
  ENGINE_TYPES,
  FUELS,
  HULL_COLOURS,
  HULL_MATERIALS,
  HULL_SHAPES,
  KEEL_TYPES,
  MAX_ENGINES,
  MAX_FEATURES,
  MAX_PHOTOS,
  PROPULSIONS,
  PUBLISH_REQUIREMENTS,
  type PublishRequirement,
  STEERING_TYPES,
  TEAM_BOAT_PAGE_SIZES,
  TEAM_BOAT_SORTS,
  VAT_STATUSES,
} from "./boat-codes.ts";

const CURRENT_YEAR = new Date().getUTCFullYear();
const text = (max: number) => z.string().trim().max(max);
const optText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === "" ? null : v))
    .nullable();
const int = (min: number, max: number) => z.number().int().min(min).max(max).nullable();
const num = (min: number, max: number) => z.number().min(min).max(max).nullable();
const year = int(1850, CURRENT_YEAR + 2);
const id = z.number().int().positive().nullable();

/** One engine; every field may be unknown (a seller rarely has the hours of a tender's outboard). */
export const ZEngineInput = z
  .object({
    make: optText(80),
    model: optText(80),
    engineType: z.enum(ENGINE_TYPES).nullable(),
    fuel: z.enum(FUELS).nullable(),
    powerHp: num(0, 20_000),
    hours: int(0, 200_000),
    year,
    propulsion: z.enum(PROPULSIONS).nullable(),
  })
  .partial();
export type TEngineInput = z.infer<typeof ZEngineInput>;

/** The longest description, in the boat's own language or another. */
export const DESCRIPTION_MAX = 20_000;

/**
 * A boat's title and description in one more language than its own (docs/decisions/050-texts-per-locale.md).
 * A null title shows the original title in that language too.
 */
export const ZBoatTextInput = z.strictObject({
  title: text(140).min(3).nullable().default(null),
  description: text(DESCRIPTION_MAX).min(1),
});
/**
 * Translations by locale. Sent whole: locales left out are removed. The boat's own language is not one of
 * them (its text is `title`/`description`).
 */
export const ZBoatTextsInput = z
  .partialRecord(z.enum(LOCALES), ZBoatTextInput)
  .meta({ id: "BoatTextsInput" });
export type TBoatTextsInput = z.infer<typeof ZBoatTextsInput>;

/**
 * Every field a seller edits (docs/product.md, Listing lifecycle). All optional on update: absent fields
 * stay as they are; null clears. Lengths in metres, weights in kg, money in minor units.
 */
export const ZBoatInput = z
  .object({
    title: text(140).min(3),
    description: text(DESCRIPTION_MAX),
    language: z.enum(LOCALES),
    texts: ZBoatTextsInput,
    knownDefects: optText(4000),
    boatTypeId: id,
    conditionId: id,
    availabilityId: id,
    brandId: id,
    /** Free text when the brand is not in the list; the back office approves or maps it. */
    brandName: optText(80),
    modelId: id,
    modelName: optText(80),
    designer: optText(80),
    boatName: optText(80),
    modelYear: year,
    yearBuilt: year,
    lastRefitYear: year,
    hin: optText(40),
    flag: z.enum(COUNTRIES).nullable(),
    builtIn: z.enum(COUNTRIES).nullable(),
    stockCodePublic: optText(40),
    stockCodePrivate: optText(40),
    priceAmount: int(0, 100_000_000_000),
    currency: z.enum(CURRENCIES),
    isPriceOnRequest: z.boolean(),
    isVatIncluded: z.boolean(),
    vatStatus: z.enum(VAT_STATUSES).nullable(),
    vatCountry: z.enum(COUNTRIES).nullable(),
    country: z.enum(COUNTRIES).nullable(),
    region: optText(80),
    city: optText(80),
    latitude: num(-90, 90),
    longitude: num(-180, 180),
    lengthM: num(1, 200),
    waterlineLengthM: num(0.5, 200),
    beamM: num(0.5, 40),
    draftMinM: num(0, 20),
    draftMaxM: num(0, 20),
    airDraftM: num(0, 100),
    displacementKg: int(0, 20_000_000),
    dryWeightKg: int(0, 20_000_000),
    ballastKg: int(0, 5_000_000),
    hullMaterial: z.enum(HULL_MATERIALS).nullable(),
    hullColour: optText(40),
    hullShape: optText(40),
    deckMaterial: optText(40),
    keelType: z.enum(KEEL_TYPES).nullable(),
    steering: optText(40),
    hasFlybridge: z.boolean(),
    hasGenerator: z.boolean(),
    hasBowThruster: z.boolean(),
    hasSternThruster: z.boolean(),
    cruisingSpeedKn: num(0, 120),
    maxSpeedKn: num(0, 150),
    rangeNm: int(0, 20_000),
    fuelConsumptionLph: num(0, 5_000),
    fuelTankL: int(0, 500_000),
    waterTankL: int(0, 200_000),
    holdingTankL: int(0, 100_000),
    cabins: int(0, 50),
    berths: int(0, 100),
    bathrooms: int(0, 50),
    showers: int(0, 50),
    passengers: int(0, 1000),
    videoUrl: z
      .union([z.literal(""), z.url({ protocol: /^https$/ }).max(300)])
      .transform((v) => (v === "" ? null : v))
      .nullable(),
    virtualTourUrl: z
      .union([z.literal(""), z.url({ protocol: /^https$/ }).max(300)])
      .transform((v) => (v === "" ? null : v))
      .nullable(),
    engines: z.array(ZEngineInput).max(MAX_ENGINES),
    equipmentIds: z.array(z.number().int().positive()).max(300),
    features: z.array(text(FEATURE_MAX_LENGTH).min(1)).max(MAX_FEATURES),
  })
  .partial()
  .refine((b) => b.draftMinM == null || b.draftMaxM == null || b.draftMinM <= b.draftMaxM, {
    path: ["draftMaxM"],
    message: "must be at least the minimum draft",
    params: { reason: "draft_range" },
  })
  .refine((b) => b.yearBuilt == null || b.lastRefitYear == null || b.lastRefitYear >= b.yearBuilt, {
    path: ["lastRefitYear"],
    message: "cannot be before the year built",
    params: { reason: "refit_before_build" },
  })
  .meta({ id: "BoatInput" });
export type TBoatInput = z.infer<typeof ZBoatInput>;

/** A new boat needs only a title; everything else can come while it is a draft. */
export const ZBoatCreate = ZBoatInput.and(z.object({ title: text(140).min(3) })).meta({ id: "BoatCreate" });

export const ZBoatPhoto = z.object({
  id: z.number().int(),
  position: z.number().int(),
  caption: z.string().nullable(),
  image: ZImage,
});
export type TBoatPhoto = z.infer<typeof ZBoatPhoto>;

/** An engine as responses carry it (plain fields: response schemas must not hold input transforms). */
export const ZEngine = z.object({
  id: z.number().int(),
  position: z.number().int(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  engineType: z.enum(ENGINE_TYPES).nullable(),
  fuel: z.enum(FUELS).nullable(),
  powerHp: z.number().nullable(),
  hours: z.number().nullable(),
  year: z.number().nullable(),
  propulsion: z.enum(PROPULSIONS).nullable(),
});

/** The whole boat as the editor loads it. */
export const ZBoatDetail = z
  .object({
    id: z.number().int(),
    teamId: z.number().int(),
    slug: z.string(),
    reference: z.string(),
    status: z.enum(BOAT_STATUSES),
    title: z.string(),
    description: z.string(),
    language: z.enum(LOCALES),
    /** Title and description in other languages than `language`, by locale. */
    texts: z.partialRecord(
      z.enum(LOCALES),
      z.object({ title: z.string().nullable(), description: z.string() }),
    ),
    knownDefects: z.string().nullable(),
    boatTypeId: z.number().nullable(),
    conditionId: z.number().nullable(),
    availabilityId: z.number().nullable(),
    brandId: z.number().nullable(),
    brandName: z.string().nullable(),
    modelId: z.number().nullable(),
    modelName: z.string().nullable(),
    designer: z.string().nullable(),
    boatName: z.string().nullable(),
    modelYear: z.number().nullable(),
    yearBuilt: z.number().nullable(),
    lastRefitYear: z.number().nullable(),
    hin: z.string().nullable(),
    flag: z.string().nullable(),
    builtIn: z.string().nullable(),
    stockCodePublic: z.string().nullable(),
    stockCodePrivate: z.string().nullable(),
    priceAmount: z.number().nullable(),
    currency: z.string(),
    isPriceOnRequest: z.boolean(),
    isVatIncluded: z.boolean(),
    vatStatus: z.enum(VAT_STATUSES).nullable(),
    vatCountry: z.string().nullable(),
    country: z.string().nullable(),
    region: z.string().nullable(),
    city: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    lengthM: z.number().nullable(),
    waterlineLengthM: z.number().nullable(),
    beamM: z.number().nullable(),
    draftMinM: z.number().nullable(),
    draftMaxM: z.number().nullable(),
    airDraftM: z.number().nullable(),
    displacementKg: z.number().nullable(),
    dryWeightKg: z.number().nullable(),
    ballastKg: z.number().nullable(),
    hullMaterial: z.string().nullable(),
    hullColour: z.string().nullable(),
    hullShape: z.string().nullable(),
    deckMaterial: z.string().nullable(),
    keelType: z.string().nullable(),
    steering: z.string().nullable(),
    hasFlybridge: z.boolean(),
    hasGenerator: z.boolean(),
    hasBowThruster: z.boolean(),
    hasSternThruster: z.boolean(),
    cruisingSpeedKn: z.number().nullable(),
    maxSpeedKn: z.number().nullable(),
    rangeNm: z.number().nullable(),
    fuelConsumptionLph: z.number().nullable(),
    fuelTankL: z.number().nullable(),
    waterTankL: z.number().nullable(),
    holdingTankL: z.number().nullable(),
    cabins: z.number().nullable(),
    berths: z.number().nullable(),
    bathrooms: z.number().nullable(),
    showers: z.number().nullable(),
    passengers: z.number().nullable(),
    videoUrl: z.string().nullable(),
    virtualTourUrl: z.string().nullable(),
    engines: z.array(ZEngine),
    equipmentIds: z.array(z.number().int()),
    features: z.array(z.string()),
    photos: z.array(ZBoatPhoto),
    isFlagged: z.boolean(),
    moderationNote: z.string().nullable(),
    publishedAt: z.string().nullable(),
    lastConfirmedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "BoatDetail" });
export type TBoatDetail = z.infer<typeof ZBoatDetail>;

export const ZBoatAction = z.object({ action: z.enum(BOAT_ACTIONS) }).meta({ id: "BoatAction" });
export const ZBulkBoatAction = z
  .object({
    action: z.enum(BULK_ACTIONS),
    ids: z.array(z.number().int().positive()).min(1).max(100),
  })
  .meta({ id: "BulkBoatAction" });
export const ZBulkResult = z
  .object({
    results: z.array(
      z.object({
        id: z.number().int(),
        ok: z.boolean(),
        code: z.string().optional(),
        missing: z.array(z.string()).optional(),
      }),
    ),
    message: z.string(),
  })
  .meta({ id: "BulkResult" });

export const ZTeamBoatQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(BOAT_STATUSES).optional(),
  boatTypeId: ZId.optional(),
  sort: z.enum(TEAM_BOAT_SORTS).default("updated_desc"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((v) => (TEAM_BOAT_PAGE_SIZES as readonly number[]).includes(v), {
      message: "must be 12, 24 or 48",
    })
    .default(24),
});
export type TTeamBoatQuery = z.infer<typeof ZTeamBoatQuery>;

export const ZTeamBoatRow = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    /** The boat's stable reference, unique within the team (boats.reference). */
    reference: z.string(),
    /** The team's private stock code, when it set one: only the team sees it. */
    stockCodePrivate: z.string().nullable(),
    /** The boat type with its label in the caller's locale (Accept-Language); null while not chosen. */
    boatType: z.object({ id: z.number().int(), label: z.string() }).nullable(),
    status: z.enum(BOAT_STATUSES),
    priceAmount: z.number().nullable(),
    currency: z.string(),
    isPriceOnRequest: z.boolean(),
    updatedAt: z.string(),
    views: z.number().int(),
    photo: ZImage.nullable(),
    /** Whether the seller must confirm the boat is still available; null unless it is public. */
    freshness: ZFreshness.nullable(),
  })
  .meta({ id: "TeamBoatRow" });
export const ZTeamBoatList = z
  .object({
    items: z.array(ZTeamBoatRow),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: "TeamBoatList" });
export type TTeamBoatList = z.infer<typeof ZTeamBoatList>;

export const ZPhotoOrder = z
  .object({ photoIds: z.array(z.number().int().positive()).min(1).max(MAX_PHOTOS) })
  .meta({ id: "PhotoOrder" });
export const ZPhotoUpdate = z.object({ caption: optText(200) }).meta({ id: "PhotoUpdate" });
