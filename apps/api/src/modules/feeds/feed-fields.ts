/**
 * The boat fields a feed carries as `<item name="…">` (OpenMarine's boat_features) or as a CSV column of the same
 * name, with the kind of value each holds. One table serves the import (parse, convert units, validate) and the
 * export (write every field Keel holds), so the two can never disagree and an exported feed imports whole.
 */
import {
  ENGINE_TYPES,
  FUELS,
  HULL_MATERIALS,
  KEEL_TYPES,
  PROPULSIONS,
  VAT_STATUSES,
} from "@keel/contracts/boat-codes";
import type { EditableColumn } from "../boats/boat-columns.ts";

export type Quantity = "length" | "weight" | "volume" | "speed" | "distance" | "consumption" | "power";
export type FieldKind = "text" | "int" | "num" | "bool" | "country" | Quantity | { codes: readonly string[] };

export interface FeedField {
  column: EditableColumn;
  item: string;
  kind: FieldKind;
}

/** Fields written as items; the rest (title, texts, brand, model, type, condition, price, place) have their own elements. */
export const ITEM_FIELDS: readonly FeedField[] = [
  { column: "boatName", item: "vessel_name", kind: "text" },
  { column: "designer", item: "designer", kind: "text" },
  { column: "modelYear", item: "model_year", kind: "int" },
  { column: "yearBuilt", item: "year", kind: "int" },
  { column: "lastRefitYear", item: "last_refit", kind: "int" },
  { column: "hin", item: "hin", kind: "text" },
  { column: "flag", item: "flag", kind: "country" },
  { column: "builtIn", item: "built_in", kind: "country" },
  { column: "stockCodePublic", item: "stock_code", kind: "text" },
  { column: "stockCodePrivate", item: "stock_code_private", kind: "text" },
  { column: "vatStatus", item: "vat_status", kind: { codes: VAT_STATUSES } },
  { column: "vatCountry", item: "vat_country", kind: "country" },
  { column: "knownDefects", item: "known_defects", kind: "text" },
  { column: "latitude", item: "latitude", kind: "num" },
  { column: "longitude", item: "longitude", kind: "num" },
  { column: "lengthM", item: "loa", kind: "length" },
  { column: "waterlineLengthM", item: "lwl", kind: "length" },
  { column: "beamM", item: "beam", kind: "length" },
  { column: "draftMinM", item: "min_draft", kind: "length" },
  { column: "draftMaxM", item: "max_draft", kind: "length" },
  { column: "airDraftM", item: "air_draft", kind: "length" },
  { column: "displacementKg", item: "displacement", kind: "weight" },
  { column: "dryWeightKg", item: "dry_weight", kind: "weight" },
  { column: "ballastKg", item: "ballast", kind: "weight" },
  { column: "hullMaterial", item: "hull_material", kind: { codes: HULL_MATERIALS } },
  { column: "hullColour", item: "hull_colour", kind: "text" },
  { column: "hullShape", item: "hull_type", kind: "text" },
  { column: "deckMaterial", item: "deck_material", kind: "text" },
  { column: "keelType", item: "keel_type", kind: { codes: KEEL_TYPES } },
  { column: "steering", item: "steering", kind: "text" },
  { column: "hasFlybridge", item: "flybridge", kind: "bool" },
  { column: "hasGenerator", item: "generator", kind: "bool" },
  { column: "hasBowThruster", item: "bow_thruster", kind: "bool" },
  { column: "hasSternThruster", item: "stern_thruster", kind: "bool" },
  { column: "cruisingSpeedKn", item: "cruising_speed", kind: "speed" },
  { column: "maxSpeedKn", item: "max_speed", kind: "speed" },
  { column: "rangeNm", item: "range", kind: "distance" },
  { column: "fuelConsumptionLph", item: "fuel_consumption", kind: "consumption" },
  { column: "fuelTankL", item: "fuel_tank", kind: "volume" },
  { column: "waterTankL", item: "water_tank", kind: "volume" },
  { column: "holdingTankL", item: "holding_tank", kind: "volume" },
  { column: "cabins", item: "cabins", kind: "int" },
  { column: "berths", item: "berths", kind: "int" },
  { column: "bathrooms", item: "heads", kind: "int" },
  { column: "showers", item: "showers", kind: "int" },
  { column: "passengers", item: "passengers", kind: "int" },
  { column: "videoUrl", item: "video_url", kind: "text" },
  { column: "virtualTourUrl", item: "virtual_tour_url", kind: "text" },
];

/** The items of one `<engine>` (CSV: `engine1_make` …), with the engine's own field they fill. */
export const ENGINE_ITEMS = [
  { key: "make", item: "engine_manufacturer", kind: "text" },
  { key: "model", item: "engine_model", kind: "text" },
  { key: "engineType", item: "engine_type", kind: { codes: ENGINE_TYPES } },
  { key: "fuel", item: "fuel", kind: { codes: FUELS } },
  { key: "powerHp", item: "horse_power", kind: "power" },
  { key: "hours", item: "hours", kind: "int" },
  { key: "year", item: "engine_year", kind: "int" },
  { key: "propulsion", item: "propulsion", kind: { codes: PROPULSIONS } },
] as const satisfies readonly { key: string; item: string; kind: FieldKind }[];

/** Keel's own unit of each quantity: what the export writes and what a value without a unit is read as. */
export const KEEL_UNITS: Record<Quantity, string> = {
  length: "metres",
  weight: "kg",
  volume: "litres",
  speed: "knots",
  distance: "nautical_miles",
  consumption: "litres_per_hour",
  power: "hp",
};

/** Accepted unit spellings per quantity, with the factor to Keel's unit. */
export const UNITS: Record<Quantity, Record<string, number>> = {
  length: {
    metres: 1,
    meters: 1,
    metre: 1,
    meter: 1,
    m: 1,
    feet: 0.3048,
    foot: 0.3048,
    ft: 0.3048,
    inches: 0.0254,
    in: 0.0254,
    cm: 0.01,
  },
  weight: {
    kg: 1,
    kgs: 1,
    kilograms: 1,
    tonnes: 1000,
    tonne: 1000,
    t: 1000,
    lbs: 0.45359237,
    lb: 0.45359237,
    pounds: 0.45359237,
  },
  volume: {
    litres: 1,
    liters: 1,
    l: 1,
    gallons: 3.785411784,
    us_gallons: 3.785411784,
    gal: 3.785411784,
    imperial_gallons: 4.54609,
    uk_gallons: 4.54609,
  },
  speed: { knots: 1, kn: 1, kts: 1, mph: 0.868976, kmh: 0.539957, "km/h": 0.539957 },
  distance: { nautical_miles: 1, nm: 1, miles: 0.868976, mi: 0.868976, km: 0.539957 },
  consumption: { litres_per_hour: 1, lph: 1, "l/h": 1, gph: 3.785411784, us_gallons_per_hour: 3.785411784 },
  power: { hp: 1, bhp: 1, kw: 1.34102 },
};

/** A value in `unit` as Keel's unit, or undefined when the unit is not one this quantity knows. */
export function toKeelUnit(quantity: Quantity, value: number, unit: string | undefined): number | undefined {
  const factor = unit ? UNITS[quantity][unit.trim().toLowerCase().replace(/\s+/g, "_")] : 1;
  return factor === undefined ? undefined : value * factor;
}

/** Words that commonly name one of Keel's codes (a feed's "GRP" or "Fibreglass"). */
export const CODE_SYNONYMS: Record<string, string> = {
  fibreglass: "grp",
  fiberglass: "grp",
  glass_fibre: "grp",
  frp: "grp",
  aluminum: "aluminium",
  gasoline: "petrol",
  gas: "petrol",
  fin_keel: "fin",
  bulb_keel: "bulb",
  long_keel: "full",
  full_keel: "full",
  lifting_keel: "lifting",
  twin_keel: "twin",
  centerboard: "centreboard",
  vat_paid: "paid",
  yes: "paid",
  no: "not_paid",
  shaft_drive: "shaft",
  inboard_engine: "inboard",
  outboard_engine: "outboard",
};
