/**
 * The listing editor's form model. Inputs hold text as typed (in the team's unit, money in major units);
 * the API speaks metres, kilograms and minor units. This module converts at that boundary, finds which
 * fields changed since the last save, and builds the PATCH body of those fields only, leaving out (with a
 * field error) what cannot be a valid value, so one bad field never holds back the others.
 * Pure and shared by the browser (autosave) and the server (the editor's action).
 */

import type { PublishRequirement } from "@keel/contracts/boat-codes";
import type { TBoatDetail, TBoatInput } from "@keel/contracts/boat-editor";
import { LOCALES, type Locale } from "@keel/contracts/locales";
import { toMajorUnits, toMinorUnits } from "#app/lib/money.ts";
import { lengthFromUnit, lengthToUnit, type UnitSystem } from "#app/lib/units.ts";
import { formatDecimal, parseDecimal } from "#app/ui/form/number-input.ts";

export type FieldKind =
  /** Required text: sent trimmed, never null. */
  | "text"
  /** Optional text: blank clears it (null). */
  | "optText"
  /** A code from a fixed list or a country; blank is null. */
  | "choice"
  /** A code that always has a value (language, currency). */
  | "requiredChoice"
  /** A reference-list id (type, condition, availability); blank is null. */
  | "id"
  | "int"
  | "decimal"
  /** Stored in metres, typed in the team's unit. */
  | "length"
  /** Stored in minor units of the boat's currency, typed in major units. */
  | "money"
  | "bool";

interface FieldSpec {
  kind: FieldKind;
  /** Decimals kept when a decimal is shown in its input. */
  digits?: number;
  /** Text lengths the browser checks itself (the API checks everything again). */
  minLength?: number;
}

/** Every scalar field of ZBoatInput, with how its input works. */
export const SCALAR_FIELDS = {
  title: { kind: "text", minLength: 3 },
  description: { kind: "text" },
  language: { kind: "requiredChoice" },
  knownDefects: { kind: "optText" },
  boatTypeId: { kind: "id" },
  conditionId: { kind: "id" },
  availabilityId: { kind: "id" },
  designer: { kind: "optText" },
  boatName: { kind: "optText" },
  modelYear: { kind: "int" },
  yearBuilt: { kind: "int" },
  lastRefitYear: { kind: "int" },
  hin: { kind: "optText" },
  flag: { kind: "choice" },
  builtIn: { kind: "choice" },
  stockCodePublic: { kind: "optText" },
  stockCodePrivate: { kind: "optText" },
  priceAmount: { kind: "money" },
  currency: { kind: "requiredChoice" },
  isPriceOnRequest: { kind: "bool" },
  isVatIncluded: { kind: "bool" },
  vatStatus: { kind: "choice" },
  vatCountry: { kind: "choice" },
  country: { kind: "choice" },
  region: { kind: "optText" },
  city: { kind: "optText" },
  latitude: { kind: "decimal", digits: 6 },
  longitude: { kind: "decimal", digits: 6 },
  lengthM: { kind: "length" },
  waterlineLengthM: { kind: "length" },
  beamM: { kind: "length" },
  draftMinM: { kind: "length" },
  draftMaxM: { kind: "length" },
  airDraftM: { kind: "length" },
  displacementKg: { kind: "int" },
  dryWeightKg: { kind: "int" },
  ballastKg: { kind: "int" },
  hullMaterial: { kind: "choice" },
  hullColour: { kind: "optText" },
  hullShape: { kind: "optText" },
  deckMaterial: { kind: "optText" },
  keelType: { kind: "choice" },
  steering: { kind: "optText" },
  hasFlybridge: { kind: "bool" },
  hasGenerator: { kind: "bool" },
  hasBowThruster: { kind: "bool" },
  hasSternThruster: { kind: "bool" },
  cruisingSpeedKn: { kind: "decimal", digits: 1 },
  maxSpeedKn: { kind: "decimal", digits: 1 },
  rangeNm: { kind: "int" },
  fuelConsumptionLph: { kind: "decimal", digits: 1 },
  fuelTankL: { kind: "int" },
  waterTankL: { kind: "int" },
  holdingTankL: { kind: "int" },
  cabins: { kind: "int" },
  berths: { kind: "int" },
  bathrooms: { kind: "int" },
  showers: { kind: "int" },
  passengers: { kind: "int" },
  videoUrl: { kind: "optText" },
  virtualTourUrl: { kind: "optText" },
} as const satisfies Record<string, FieldSpec>;

export type ScalarField = keyof typeof SCALAR_FIELDS;
export type BoolField = {
  [K in ScalarField]: (typeof SCALAR_FIELDS)[K]["kind"] extends "bool" ? K : never;
}[ScalarField];
export type TextField = Exclude<ScalarField, BoolField>;

/** A brand or model: a catalog entry (id) or the seller's free text (id null). */
export interface NamedRef {
  id: number | null;
  name: string;
}

export const ENGINE_FIELDS = [
  "make",
  "model",
  "engineType",
  "fuel",
  "powerHp",
  "hours",
  "year",
  "propulsion",
] as const;
export type EngineField = (typeof ENGINE_FIELDS)[number];
const ENGINE_SPECS: Record<EngineField, FieldSpec> = {
  make: { kind: "optText" },
  model: { kind: "optText" },
  engineType: { kind: "choice" },
  fuel: { kind: "choice" },
  powerHp: { kind: "decimal", digits: 1 },
  hours: { kind: "int" },
  year: { kind: "int" },
  propulsion: { kind: "choice" },
};

/** One engine row; `key` only tells React rows apart and is never sent. */
export type EngineRow = { key: string } & Record<EngineField, string>;

/** A title and description in one more language; a blank title shows the original title. */
export interface TextValues {
  title: string;
  description: string;
}
/** The boat's texts in every locale but its own (that one is `title`/`description`): blank when it has none. */
export type TextsValues = Record<Locale, TextValues>;

export type BoatFormValues = { [K in TextField]: string } & { [K in BoolField]: boolean } & {
  brand: NamedRef;
  model: NamedRef;
  engines: EngineRow[];
  equipmentIds: number[];
  features: string[];
  texts: TextsValues;
};
export type FormField = keyof BoatFormValues;

export interface FormContext {
  unit: UnitSystem;
  locale: Locale;
}

/** A field problem, found here (not_a_number…) or answered by the API (too_big…); `limit` in API units. */
export interface FieldError {
  code: string;
  limit?: number;
}
/** Keyed by error path: "lengthM", "brand", "engines.1.powerHp". */
export type FieldErrors = Record<string, FieldError>;

let engineKeys = 0;
export function newEngineRow(): EngineRow {
  engineKeys += 1;
  const row = { key: `engine-${engineKeys}` } as EngineRow;
  for (const field of ENGINE_FIELDS) row[field] = "";
  return row;
}

function numberToText(value: number | null, spec: FieldSpec, ctx: FormContext, currency: string): string {
  if (value === null) return "";
  switch (spec.kind) {
    case "length":
      return formatDecimal(lengthToUnit(value, ctx.unit), ctx.locale, 3);
    case "money":
      return formatDecimal(toMajorUnits(value, currency), ctx.locale, 3);
    case "id":
    case "int":
      return String(value);
    default:
      return formatDecimal(value, ctx.locale, spec.digits ?? 2);
  }
}

/** Texts the form holds for the boat's texts in other languages, every locale present. */
export function textsToForm(texts: TBoatDetail["texts"]): TextsValues {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const text = texts[locale];
      return [locale, { title: text?.title ?? "", description: text?.description ?? "" }];
    }),
  ) as TextsValues;
}

/** The locales with a text in `texts`, except the boat's own language. */
export function writtenLocales(texts: TextsValues, language: string): Locale[] {
  return LOCALES.filter((locale) => locale !== language && texts[locale].description.trim() !== "");
}

/**
 * The `texts` of a PATCH: every written locale but the original's (sent whole; a blank description removes the
 * locale). A title typed without a description, or too short, is a field error instead.
 */
function buildTexts(texts: TextsValues, language: string) {
  const body: Partial<Record<Locale, { title: string | null; description: string }>> = {};
  const errors: FieldErrors = {};
  for (const locale of LOCALES) {
    if (locale === language) continue;
    const title = texts[locale].title.trim();
    const description = texts[locale].description.trim();
    if (description === "") {
      if (title !== "") errors[`texts.${locale}.description`] = { code: "too_small", limit: 1 };
      continue;
    }
    if (title !== "" && title.length < TEXT_TITLE_MIN)
      errors[`texts.${locale}.title`] = { code: "too_small", limit: TEXT_TITLE_MIN };
    else body[locale] = { title: title === "" ? null : title, description };
  }
  return { body, errors };
}

const TEXT_TITLE_MIN = 3;

/** The boat as the editor's inputs show it. */
export function boatToForm(boat: TBoatDetail, ctx: FormContext): BoatFormValues {
  const values = {} as Record<string, unknown>;
  for (const [field, spec] of Object.entries(SCALAR_FIELDS) as [ScalarField, FieldSpec][]) {
    const value = boat[field];
    if (spec.kind === "bool") values[field] = Boolean(value);
    else if (typeof value === "number" || (value === null && spec.kind !== "text"))
      values[field] = numberToText(value as number | null, spec, ctx, boat.currency);
    else values[field] = value ?? "";
  }
  return {
    ...(values as Omit<
      BoatFormValues,
      "brand" | "model" | "engines" | "equipmentIds" | "features" | "texts"
    >),
    brand: { id: boat.brandId, name: boat.brandName ?? "" },
    model: { id: boat.modelId, name: boat.modelName ?? "" },
    engines: boat.engines.map((engine) => {
      const row = newEngineRow();
      for (const field of ENGINE_FIELDS) {
        const value = engine[field];
        row[field] =
          typeof value === "number"
            ? numberToText(value, ENGINE_SPECS[field], ctx, boat.currency)
            : (value ?? "");
      }
      return row;
    }),
    equipmentIds: [...boat.equipmentIds].sort((a, b) => a - b),
    features: [...boat.features],
    texts: textsToForm(boat.texts),
  };
}

/** A field's value in comparable form: engine keys and equipment order do not count as changes. */
function signature(field: FormField, value: BoatFormValues[FormField]): string {
  if (field === "engines")
    return JSON.stringify((value as EngineRow[]).map(({ key: _key, ...rest }) => rest));
  if (field === "equipmentIds") return JSON.stringify([...(value as number[])].sort((a, b) => a - b));
  if (field === "brand" || field === "model") {
    const ref = value as NamedRef;
    return JSON.stringify([ref.id, ref.name.trim()]);
  }
  return JSON.stringify(value);
}

export function isSameValue<K extends FormField>(field: K, a: BoatFormValues[K], b: BoatFormValues[K]) {
  return signature(field, a) === signature(field, b);
}

/** Fields whose value differs from the baseline (the last saved state). */
export function changedFields(values: BoatFormValues, baseline: BoatFormValues): FormField[] {
  return (Object.keys(values) as FormField[]).filter(
    (field) => !isSameValue(field, values[field], baseline[field]),
  );
}

type Parsed = { value: unknown } | { error: FieldError };

function parseScalar(text: string, spec: FieldSpec, ctx: FormContext, currency: string): Parsed {
  switch (spec.kind) {
    case "text": {
      const value = text.trim();
      if (spec.minLength && value.length < spec.minLength)
        return { error: { code: "too_small", limit: spec.minLength } };
      return { value };
    }
    case "optText":
    case "choice":
      return { value: text.trim() === "" ? null : text.trim() };
    case "requiredChoice":
      return { value: text };
    case "id":
      return { value: text === "" ? null : Number(text) };
    default: {
      const number = parseDecimal(text, ctx.locale);
      if (number === null) return { value: null };
      if (Number.isNaN(number)) return { error: { code: "not_a_number" } };
      if (spec.kind === "int") {
        return Number.isInteger(number) ? { value: number } : { error: { code: "not_an_integer" } };
      }
      if (spec.kind === "length") return { value: lengthFromUnit(number, ctx.unit) };
      if (spec.kind === "money") return { value: toMinorUnits(number, currency) };
      return { value: number };
    }
  }
}

export interface PatchResult {
  /** The PATCH body: API field names and units. */
  patch: Partial<TBoatInput>;
  /** The form fields the patch carries (what a successful save makes clean). */
  fields: FormField[];
  /** Problems found before sending; those fields are left out of the patch. */
  errors: FieldErrors;
}

/** Builds the PATCH body for `fields`; values that cannot be valid are reported instead of sent. */
export function buildPatch(
  values: BoatFormValues,
  fields: readonly FormField[],
  ctx: FormContext,
): PatchResult {
  const patch: Record<string, unknown> = {};
  const sent: FormField[] = [];
  const errors: FieldErrors = {};
  const wanted = new Set(fields);
  // Minor units depend on the currency: a new currency re-sends the price so its amount keeps its meaning.
  if (wanted.has("currency") && values.priceAmount.trim() !== "") wanted.add("priceAmount");
  // A model belongs to its brand: a new brand sends the model too (usually cleared with it).
  if (wanted.has("brand")) wanted.add("model");
  // The original's language is never a translation: a new one re-sends the texts without it.
  if (wanted.has("language")) wanted.add("texts");

  for (const field of wanted) {
    if (field === "brand" || field === "model") {
      const ref = values[field];
      const name = ref.name.trim();
      const [idKey, nameKey] = field === "brand" ? ["brandId", "brandName"] : ["modelId", "modelName"];
      patch[idKey] = name === "" ? null : ref.id;
      patch[nameKey] = name === "" || ref.id !== null ? null : name;
      sent.push(field);
    } else if (field === "engines") {
      const engines: Record<string, unknown>[] = [];
      let hasError = false;
      values.engines.forEach((row, index) => {
        const engine: Record<string, unknown> = {};
        for (const key of ENGINE_FIELDS) {
          const parsed = parseScalar(row[key], ENGINE_SPECS[key], ctx, values.currency);
          if ("error" in parsed) {
            errors[`engines.${index}.${key}`] = parsed.error;
            hasError = true;
          } else engine[key] = parsed.value;
        }
        engines.push(engine);
      });
      if (!hasError) {
        patch.engines = engines;
        sent.push(field);
      }
    } else if (field === "equipmentIds") {
      patch.equipmentIds = [...values.equipmentIds].sort((a, b) => a - b);
      sent.push(field);
    } else if (field === "features") {
      patch.features = values.features.map((feature) => feature.trim()).filter(Boolean);
      sent.push(field);
    } else if (field === "texts") {
      const texts = buildTexts(values.texts, values.language);
      if (Object.keys(texts.errors).length > 0) Object.assign(errors, texts.errors);
      else {
        patch.texts = texts.body;
        sent.push(field);
      }
    } else {
      const spec: FieldSpec = SCALAR_FIELDS[field];
      if (spec.kind === "bool") {
        patch[field] = values[field as BoolField];
        sent.push(field);
        continue;
      }
      const parsed = parseScalar(values[field as TextField], spec, ctx, values.currency);
      if ("error" in parsed) errors[field] = parsed.error;
      else {
        patch[field] = parsed.value;
        sent.push(field);
      }
    }
  }
  return { patch: patch as Partial<TBoatInput>, fields: sent, errors };
}

/** The form field an API key belongs to (brandId and brandName are both the brand combobox). */
export function formFieldOfApiKey(key: string): FormField {
  if (key === "brandId" || key === "brandName") return "brand";
  if (key === "modelId" || key === "modelName") return "model";
  return key as FormField;
}

/** The API keys a form field is sent as. */
export function apiKeysOfField(field: FormField): string[] {
  if (field === "brand") return ["brandId", "brandName"];
  if (field === "model") return ["modelId", "modelName"];
  return [field];
}

/**
 * Where an API field error belongs: "body.brandName" is the brand's, "body.engines.0.fuel" the first
 * engine's fuel (its form field is "engines"). Null for problems with no field (a malformed body).
 */
export function locateApiError(path: string): { field: FormField; path: string } | null {
  const parts = path.replace(/^body\.?/, "").split(".");
  const key = parts[0];
  if (!key) return null;
  const field = formFieldOfApiKey(key);
  if (field !== "brand" && field !== "model" && !(field in SCALAR_FIELDS) && !LIST_FIELDS.has(field))
    return null;
  return {
    field,
    path: field === "brand" || field === "model" ? field : [field, ...parts.slice(1)].join("."),
  };
}

const LIST_FIELDS = new Set<FormField>(["engines", "equipmentIds", "features", "texts"]);

/** The form field to focus for a requirement the publish check lists ("price" is the price input). */
export function fieldOfRequirement(requirement: PublishRequirement): FormField | "photos" {
  if (requirement === "price") return "priceAmount";
  return requirement;
}

/** The kind of a field or of an error path's field, to word its errors ("at most 140 characters"). */
export function kindOfErrorPath(path: string): FieldKind | "list" | "ref" {
  const [field, index, engineField] = path.split(".");
  if (field === "engines" && index !== undefined && engineField)
    return ENGINE_SPECS[engineField as EngineField]?.kind ?? "list";
  if (field === "brand" || field === "model") return "ref";
  if (field === "texts") return engineField === "title" ? "optText" : "text";
  if (field && field in SCALAR_FIELDS) return SCALAR_FIELDS[field as ScalarField].kind;
  return "list";
}

/**
 * What the form still lacks for publishing, by the API's rule (docs/decisions/008-boat-lifecycle.md), so the
 * list of missing fields shrinks as the seller fills them. The API checks again when publishing.
 */
export function missingRequirements(
  values: BoatFormValues,
  photoCount: number,
  locale: Locale,
): PublishRequirement[] {
  const isNumber = (text: string) => {
    const value = parseDecimal(text, locale);
    return value !== null && !Number.isNaN(value);
  };
  const met: Record<PublishRequirement, boolean> = {
    title: values.title.trim().length >= 3,
    description: values.description.trim().length >= 30,
    boatTypeId: values.boatTypeId !== "",
    conditionId: values.conditionId !== "",
    brand: values.brand.name.trim() !== "",
    yearBuilt: isNumber(values.yearBuilt),
    lengthM: isNumber(values.lengthM),
    price: values.isPriceOnRequest || isNumber(values.priceAmount),
    country: values.country !== "",
    photos: photoCount > 0,
  };
  return (Object.keys(met) as PublishRequirement[]).filter((key) => !met[key]);
}
