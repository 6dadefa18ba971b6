/**
 * One advert as the feed wrote it, mapped to Keel's values: units converted, codes and reference values looked up
 * (codes, or their label in any of Keel's languages), brands left as free text for the editor's own resolution
 * (an unknown one becomes a pending brand). Whatever cannot be mapped is left unset and reported with the advert,
 * never guessed; the result is validated by the editor's own schema.
 */
import { createHash } from "node:crypto";
import { MAX_ENGINES, MAX_FEATURES, type TBoatInput, ZBoatInput } from "@keel/contracts/boat-editor";
import { COUNTRIES, CURRENCIES } from "@keel/contracts/countries";
import type { FeedProblemCode } from "@keel/contracts/feed-codes";
import { LOCALES, type Locale } from "@keel/contracts/locales";
import type { BoatStatus } from "../../db/schema.ts";
import type { RawAdvert, RawValue } from "./feed-advert.ts";
import { CODE_SYNONYMS, ENGINE_ITEMS, type FieldKind, ITEM_FIELDS, toKeelUnit } from "./feed-fields.ts";

export interface FeedProblem {
  code: FeedProblemCode;
  field?: string;
  value?: string;
}

/** Reference values by lower-cased code and label in every language. */
export interface FeedCatalog {
  boatTypes: Map<string, number>;
  conditions: Map<string, number>;
  availabilities: Map<string, number>;
  equipments: Map<string, number>;
}

export interface MappedAdvert {
  input: TBoatInput & { title: string; language: Locale };
  /** The listing's texts in its other languages. */
  /** Other-language texts; a null title shows the boat's own title. */
  translations: { locale: Locale; title: string | null; description: string }[];
  /** Where the feed wants the boat: published, under offer or sold; null leaves its status as it is. */
  status: BoatStatus | null;
  photos: { url: string; mtime: string; caption: string | null }[];
  problems: FeedProblem[];
}

/** Bumped when the mapping changes, so the next run applies every advert again instead of skipping it as unchanged. */
const MAPPING_VERSION = 1;

/** A stable fingerprint of the advert as the feed wrote it: an advert with the same hash is left alone. */
export function advertHash(advert: RawAdvert): string {
  const sorted = (map: Map<string, RawValue>) => [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash("sha256")
    .update(
      JSON.stringify([
        MAPPING_VERSION,
        advert.status,
        sorted(advert.values),
        advert.texts,
        advert.media,
        advert.engines.map(sorted),
        advert.equipment,
        advert.features,
      ]),
    )
    .digest("base64url");
}

const STATUSES: Record<string, BoatStatus> = {
  available: "published",
  underoffer: "under_offer",
  sold: "sold",
};

const COUNTRY_SET = new Set<string>(COUNTRIES);
const CURRENCY_SET = new Set<string>(CURRENCIES);

function localeOf(language: string, fallback: Locale): Locale | null {
  const tag = language.trim().replace("_", "-").toLowerCase();
  if (!tag) return fallback;
  const exact = LOCALES.find((l) => l.toLowerCase() === tag);
  if (exact) return exact;
  if (tag === "en") return fallback.startsWith("en") ? fallback : "en-US";
  return LOCALES.find((l) => l === tag.slice(0, 2)) ?? null;
}

const key = (text: string) => text.trim().toLowerCase();
const asCode = (text: string) => key(text).replace(/[\s-]+/g, "_");

function parseBool(text: string): boolean | undefined {
  const value = key(text);
  if (["true", "yes", "1", "y"].includes(value)) return true;
  if (["false", "no", "0", "n", ""].includes(value)) return false;
  return undefined;
}

/** "12.5", or a number with its unit in the text ("41 ft") when the feed has no unit attribute. */
function splitNumber(raw: RawValue): { number: number; unit?: string } | null {
  const match = /^(-?\d+(?:\.\d+)?)\s*([A-Za-z/_ ]*)$/.exec(raw.value.trim());
  if (!match) return null;
  const unit = raw.unit ?? (match[2]?.trim() || undefined);
  return { number: Number(match[1]), ...(unit ? { unit } : {}) };
}

function convert(
  kind: FieldKind,
  raw: RawValue,
  field: string,
  problems: FeedProblem[],
): string | number | boolean | null {
  const fail = (code: FeedProblemCode) => {
    problems.push({ code, field, value: raw.value.slice(0, 100) });
    return null;
  };
  if (typeof kind === "object") {
    const code = asCode(raw.value);
    if (kind.codes.includes(code)) return code;
    const synonym = CODE_SYNONYMS[code];
    return synonym && kind.codes.includes(synonym) ? synonym : fail("unknown_value");
  }
  switch (kind) {
    case "text":
      return raw.value;
    case "bool":
      return parseBool(raw.value) ?? fail("unknown_value");
    case "country": {
      const code = raw.value.trim().toUpperCase();
      return COUNTRY_SET.has(code) ? code : fail("unknown_value");
    }
    default: {
      const parsed = splitNumber(raw);
      if (!parsed) return fail("not_a_number");
      if (kind === "int") return parsed.unit ? fail("unknown_unit") : Math.round(parsed.number);
      if (kind === "num") return parsed.unit ? fail("unknown_unit") : parsed.number;
      const value = toKeelUnit(kind, parsed.number, parsed.unit);
      if (value === undefined) return fail("unknown_unit");
      const whole = kind === "weight" || kind === "volume" || kind === "distance";
      return whole ? Math.round(value) : Math.round(value * 100) / 100;
    }
  }
}

function lookup(
  map: Map<string, number>,
  value: string | undefined,
  field: string,
  problems: FeedProblem[],
): number | null {
  if (!value) return null;
  const id = map.get(key(value)) ?? map.get(asCode(value));
  if (id === undefined) problems.push({ code: "unknown_value", field, value: value.slice(0, 100) });
  return id ?? null;
}

/** Maps one advert; `defaults` are the team's (language of an "en" text, country and currency are never assumed). */
export function mapAdvert(
  advert: RawAdvert,
  catalog: FeedCatalog,
  defaults: { language: Locale },
): MappedAdvert {
  const problems: FeedProblem[] = [];
  const get = (name: string) => advert.values.get(name)?.value?.trim() || undefined;
  const input: Record<string, unknown> = {};
  for (const field of ITEM_FIELDS) {
    const raw = advert.values.get(field.item);
    input[field.column] = raw?.value.trim() ? convert(field.kind, raw, field.item, problems) : null;
    if (field.kind === "bool" && input[field.column] === null) input[field.column] = false;
  }

  // Texts: the first one in a language Keel has is the boat's own, the others its translations.
  let main: { locale: Locale; title: string; description: string } | null = null;
  const translations: MappedAdvert["translations"] = [];
  for (const text of advert.texts) {
    const locale = localeOf(text.language, defaults.language);
    if (!locale) {
      problems.push({ code: "unknown_language", field: "language", value: text.language.slice(0, 20) });
      continue;
    }
    if (!main) main = { locale, title: text.title, description: text.description };
    else if (
      locale !== main.locale &&
      text.description.trim() !== "" &&
      !translations.some((t) => t.locale === locale)
    ) {
      const title = text.title.trim();
      translations.push({ locale, title: title.length >= 3 ? title : null, description: text.description });
    }
  }
  const brandName = get("manufacturer") ?? null;
  const modelName = get("model") ?? null;
  const title =
    get("title") ?? main?.title ?? ([brandName, modelName].filter(Boolean).join(" ") || `${advert.ref}`);
  input.title =
    title.length >= 3 ? title.slice(0, 140) : `${title} ${advert.ref}`.slice(0, 140).padEnd(3, ".");
  input.description = main?.description ?? "";
  input.language = main?.locale ?? defaults.language;
  input.brandId = null;
  input.modelId = null;
  input.brandName = brandName;
  input.modelName = modelName;
  input.boatTypeId = lookup(
    catalog.boatTypes,
    get("boat_type") ?? get("boat_category"),
    "boat_type",
    problems,
  );
  input.conditionId = lookup(catalog.conditions, get("new_or_used"), "new_or_used", problems);
  input.availabilityId = lookup(catalog.availabilities, get("availability"), "availability", problems);

  // Place.
  const country = get("lying_country")?.toUpperCase();
  input.country = country && COUNTRY_SET.has(country) ? country : null;
  if (country && !COUNTRY_SET.has(country))
    problems.push({ code: "unknown_value", field: "lying_country", value: country });
  input.region = get("lying_region") ?? null;
  input.city = get("lying_city") ?? null;

  // Price: major units in the feed, minor units in Keel; no currency means no price, never the team's by default.
  const poa = parseBool(get("poa") ?? "");
  input.isPriceOnRequest = poa === true;
  input.isVatIncluded = parseBool(get("vat_included") ?? "") === true;
  input.priceAmount = null;
  const currency = get("currency")?.toUpperCase();
  const price = get("price");
  if (currency && CURRENCY_SET.has(currency)) input.currency = currency;
  else if (currency || price)
    problems.push({ code: "unknown_currency", field: "currency", value: currency ?? "" });
  if (price && input.currency) {
    const amount = /^\d+(\.\d{1,2})?$/.test(price.replace(/\s/g, ""))
      ? Number(price.replace(/\s/g, ""))
      : NaN;
    if (Number.isFinite(amount)) input.priceAmount = Math.round(amount * 100);
    else problems.push({ code: "not_a_number", field: "price", value: price.slice(0, 40) });
  }

  // Engines, equipment, features.
  input.engines = advert.engines.slice(0, MAX_ENGINES).map((engine, index) => {
    const result: Record<string, unknown> = {};
    for (const item of ENGINE_ITEMS) {
      const raw = engine.get(item.item);
      result[item.key] = raw?.value.trim()
        ? convert(item.kind, raw, `engine${index + 1}_${item.item}`, problems)
        : null;
    }
    return result;
  });
  if (advert.engines.length > MAX_ENGINES) problems.push({ code: "too_many_values", field: "engines" });
  const equipmentIds = new Set<number>();
  for (const name of advert.equipment) {
    const id = lookup(catalog.equipments, name, "equipment", problems);
    if (id) equipmentIds.add(id);
  }
  input.equipmentIds = [...equipmentIds];
  input.features = advert.features.slice(0, MAX_FEATURES).map((f) => f.slice(0, 120));
  if (advert.features.length > MAX_FEATURES) problems.push({ code: "too_many_values", field: "features" });
  if (advert.isTruncated) problems.push({ code: "too_many_values" });

  const status = advert.status === null ? "published" : STATUSES[asCode(advert.status).replace(/_/g, "")];
  if (status === undefined)
    problems.push({ code: "unknown_status", field: "status", value: advert.status ?? "" });

  return {
    input: validated(input, problems) as MappedAdvert["input"],
    translations,
    status: status ?? null,
    photos: advert.media.map((m) => ({ url: m.url, mtime: m.mtime, caption: m.caption || null })),
    problems,
  };
}

/** The editor's schema decides what is in range: a value it refuses is dropped (cleared) and reported. */
function validated(input: Record<string, unknown>, problems: FeedProblem[]): Record<string, unknown> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const result = ZBoatInput.safeParse(input);
    if (result.success) return { ...input, ...result.data };
    for (const issue of result.error.issues) {
      const [first, index, sub] = issue.path as (string | number)[];
      if (first === "engines" && typeof index === "number" && typeof sub === "string") {
        const engine = (input.engines as Record<string, unknown>[])[index]!;
        problems.push({
          code: "out_of_range",
          field: `engine${index + 1}_${sub}`,
          value: String(engine[sub]),
        });
        engine[sub] = null;
      } else if (typeof first === "string" && first in input) {
        problems.push({ code: "out_of_range", field: first, value: String(input[first]).slice(0, 100) });
        input[first] =
          first === "title" || first === "description" ? String(input[first]).slice(0, 100) : null;
        if (first === "features" || first === "equipmentIds" || first === "engines") input[first] = [];
      }
    }
  }
  throw new Error("advert could not be validated");
}
