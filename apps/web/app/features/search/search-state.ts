/**
 * The boat search's state lives in the URL (shareable, server-rendered, back button): this module reads it
 * from the query string and writes it back. Reading is forgiving: a value the API would refuse with a 400
 * (negative price, unknown sort, keyword over 200 characters, unknown country, inverted range…) is dropped or
 * corrected and reported, so the page explains what it ignored instead of failing. Writing is canonical:
 * defaults and empty values are left out and lists are comma-joined (`type=sailboat,catamaran`), the form the
 * API reads (docs/decisions/012-search.md).
 *
 * Browser code: the sorts and limits are the contracts' zod-free `search-codes`, the ones the API checks.
 */

import { COUNTRIES, CURRENCIES, type Currency } from "@keel/contracts/countries";
import { FUELS, HULL_MATERIALS } from "@keel/contracts/hull-fuel-codes";
import { defaultLengthUnit, type Locale } from "@keel/contracts/locales";
import {
  KEYWORD_MAX,
  SEARCH_CODE,
  SEARCH_COUNT_MAX,
  SEARCH_COUNTRY_LIST_MAX,
  SEARCH_LENGTH_MAX,
  SEARCH_LIST_MAX,
  SEARCH_PAGE_MAX,
  SEARCH_PRICE_MAX,
  SEARCH_SORTS,
  SEARCH_YEAR_MAX,
  SEARCH_YEAR_MIN,
  type SearchSort,
} from "@keel/contracts/search-codes";
import { PAGE_SIZES } from "@keel/contracts/ui-constants";

export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 24;

export type LengthUnit = "m" | "ft";
export type Fuel = (typeof FUELS)[number];
export type Hull = (typeof HULL_MATERIALS)[number];

export interface SearchState {
  q: string;
  type: string[];
  condition: string[];
  brand: string | null;
  model: string | null;
  /** In major units of `currency`. */
  priceMin: number | null;
  priceMax: number | null;
  currency: Currency;
  /** In `unit`. */
  lengthMin: number | null;
  lengthMax: number | null;
  unit: LengthUnit;
  yearMin: number | null;
  yearMax: number | null;
  country: string[];
  fuel: string[];
  hull: string[];
  cabinsMin: number | null;
  berthsMin: number | null;
  equipment: string[];
  /** Price-reduced boats only (docs/decisions/051-price-history.md). */
  reduced: boolean;
  sort: SearchSort;
  page: number;
  pageSize: PageSize;
}

/** Names of the URL parameters, which are the API's. */
export type SearchParam = keyof SearchState;

export const LIST_PARAMS = ["type", "condition", "country", "fuel", "hull", "equipment"] as const;
export type ListParam = (typeof LIST_PARAMS)[number];

/** What reading the URL corrected: each parameter that was ignored, shortened or swapped. */
export interface SearchIssues {
  params: SearchParam[];
}

/** The currency a locale's visitors most likely think in (they can pick another one). */
export function defaultCurrency(locale: Locale): Currency {
  if (locale === "en-US") return "USD";
  if (locale === "en-GB") return "GBP";
  return "EUR";
}

export function emptySearchState(locale: Locale): SearchState {
  return {
    q: "",
    type: [],
    condition: [],
    brand: null,
    model: null,
    priceMin: null,
    priceMax: null,
    currency: defaultCurrency(locale),
    lengthMin: null,
    lengthMax: null,
    unit: defaultLengthUnit(locale),
    yearMin: null,
    yearMax: null,
    country: [],
    fuel: [],
    hull: [],
    cabinsMin: null,
    berthsMin: null,
    equipment: [],
    reduced: false,
    sort: "default",
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}

/** Anything a form or URL may hold: URLSearchParams or FormData entries. */
type ParamSource = { getAll(name: string): Array<string | File> };

function values(source: ParamSource, name: string): string[] {
  return source
    .getAll(name)
    .filter((v): v is string => typeof v === "string")
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
}

/** The last non-empty value of a parameter (a number may hold a decimal comma, so no splitting). */
function single(source: ParamSource, name: string): string | null {
  const all = source
    .getAll(name)
    .filter((v): v is string => typeof v === "string")
    .map((v) => v.trim())
    .filter(Boolean);
  return all.length > 0 ? all[all.length - 1]! : null;
}

/** A number as people type it: "150 000", "150,000" (en), "12,5" (fr) or "12.5". */
export function readNumber(raw: string): number | null {
  const compact = raw.replace(/[\s\u00a0\u202f']/g, "");
  if (compact === "") return null;
  // A comma followed by exactly three digits (and nothing else decimal) groups thousands; otherwise it is
  // the decimal separator of fr/it/es.
  const normalised = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(compact)
    ? compact.replaceAll(",", "")
    : compact.replace(",", ".");
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return Number.NaN;
  return Number(normalised);
}

interface Parsed {
  state: SearchState;
  issues: SearchIssues;
}

/**
 * Reads a search from the URL (or a submitted filter form). Unknown parameters are ignored silently; known
 * ones with values the API would refuse are dropped (or corrected) and listed in `issues`.
 */
export function parseSearchParams(source: ParamSource, locale: Locale): Parsed {
  const state = emptySearchState(locale);
  const bad = new Set<SearchParam>();

  const q = single(source, "q");
  if (q !== null) {
    const collapsed = q.replace(/\s+/g, " ").trim();
    if (collapsed.length > KEYWORD_MAX) {
      // Most of a long paste is still a useful search; the page says it was shortened.
      state.q = collapsed.slice(0, KEYWORD_MAX).trim();
      bad.add("q");
    } else state.q = collapsed;
  }

  const codeList = (name: ListParam, allowed?: readonly string[], max = SEARCH_LIST_MAX) => {
    const raw = values(source, name);
    const unique = [...new Set(raw.map((v) => (name === "country" ? v.toUpperCase() : v.toLowerCase())))];
    const valid = unique.filter((v) => (allowed ? allowed.includes(v) : SEARCH_CODE.test(v))).slice(0, max);
    if (valid.length !== unique.length) bad.add(name);
    state[name] = valid;
  };
  codeList("type");
  codeList("condition");
  codeList("country", COUNTRIES, SEARCH_COUNTRY_LIST_MAX);
  codeList("fuel", FUELS);
  codeList("hull", HULL_MATERIALS);
  codeList("equipment");

  for (const name of ["brand", "model"] as const) {
    const raw = single(source, name)?.toLowerCase() ?? null;
    if (raw === null) continue;
    if (SEARCH_CODE.test(raw)) state[name] = raw;
    else bad.add(name);
  }
  // A model means nothing without its brand.
  if (state.model && !state.brand) {
    state.model = null;
    bad.add("model");
  }

  const currency = single(source, "currency")?.toUpperCase();
  if (currency) {
    if ((CURRENCIES as readonly string[]).includes(currency)) state.currency = currency as Currency;
    else bad.add("currency");
  }
  const unit = single(source, "unit")?.toLowerCase();
  if (unit) {
    if (unit === "m" || unit === "ft") state.unit = unit;
    else bad.add("unit");
  }

  const number = (
    name: SearchParam,
    { min, max, isInteger }: { min: number; max: number; isInteger: boolean },
  ) => {
    const raw = single(source, name);
    if (raw === null) return null;
    const value = readNumber(raw);
    if (value === null) return null;
    if (Number.isNaN(value) || value < min || value > max || (isInteger && !Number.isInteger(value))) {
      bad.add(name);
      return null;
    }
    return value;
  };
  const money = { min: 0, max: SEARCH_PRICE_MAX, isInteger: true };
  // Prices are whole amounts; "150000.50" is rounded rather than refused.
  const price = (name: "priceMin" | "priceMax") => {
    const raw = single(source, name);
    const value = raw === null ? null : readNumber(raw);
    return value !== null && !Number.isNaN(value) && value >= 0 && !Number.isInteger(value)
      ? Math.round(value)
      : number(name, money);
  };
  state.priceMin = price("priceMin");
  state.priceMax = price("priceMax");
  // The API caps a length at 1,000 in whichever unit it is given.
  state.lengthMin = number("lengthMin", { min: 0, max: SEARCH_LENGTH_MAX, isInteger: false });
  state.lengthMax = number("lengthMax", { min: 0, max: SEARCH_LENGTH_MAX, isInteger: false });
  state.yearMin = number("yearMin", { min: SEARCH_YEAR_MIN, max: SEARCH_YEAR_MAX, isInteger: true });
  state.yearMax = number("yearMax", { min: SEARCH_YEAR_MIN, max: SEARCH_YEAR_MAX, isInteger: true });
  state.cabinsMin = number("cabinsMin", { min: 0, max: SEARCH_COUNT_MAX, isInteger: true });
  state.berthsMin = number("berthsMin", { min: 0, max: SEARCH_COUNT_MAX, isInteger: true });
  // "At least 0 cabins" is no filter at all.
  if (state.cabinsMin === 0) state.cabinsMin = null;
  if (state.berthsMin === 0) state.berthsMin = null;

  // An inverted range is most likely the two boxes filled the wrong way round: swap rather than refuse.
  for (const [min, max] of [
    ["priceMin", "priceMax"],
    ["lengthMin", "lengthMax"],
    ["yearMin", "yearMax"],
  ] as const) {
    const low = state[min];
    const high = state[max];
    if (low !== null && high !== null && low > high) {
      state[min] = high;
      state[max] = low;
      bad.add(max);
    }
  }

  const reduced = single(source, "reduced");
  if (reduced !== null) {
    if (reduced === "true") state.reduced = true;
    else bad.add("reduced");
  }

  const sort = single(source, "sort");
  if (sort !== null) {
    if ((SEARCH_SORTS as readonly string[]).includes(sort)) state.sort = sort as SearchSort;
    else bad.add("sort");
  }
  // Relevance needs a keyword; without one the default order applies (as the API resolves it).
  if (state.sort === "relevance" && !state.q) state.sort = "default";

  const pageSize = single(source, "pageSize");
  if (pageSize !== null) {
    const size = Number(pageSize);
    if ((PAGE_SIZES as readonly number[]).includes(size)) state.pageSize = size as PageSize;
    else bad.add("pageSize");
  }
  const page = single(source, "page");
  if (page !== null) {
    const value = Number(page);
    if (Number.isInteger(value) && value >= 1 && value <= SEARCH_PAGE_MAX) state.page = value;
    else bad.add("page");
  }

  return { state, issues: { params: [...bad] } };
}

/**
 * The canonical query string of a search (without "?"): defaults and empty values left out, lists
 * comma-joined, currency and unit only when a price or length bound needs them, in a fixed order.
 */
export function serializeSearch(state: SearchState, locale: Locale): string {
  const defaults = emptySearchState(locale);
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | null) => {
    if (value !== null && value !== "") params.set(name, String(value));
  };
  set("q", state.q);
  for (const name of ["type", "condition"] as const) set(name, state[name].join(","));
  set("brand", state.brand);
  set("model", state.brand ? state.model : null);
  set("priceMin", state.priceMin);
  set("priceMax", state.priceMax);
  if (state.priceMin !== null || state.priceMax !== null) set("currency", state.currency);
  set("lengthMin", state.lengthMin);
  set("lengthMax", state.lengthMax);
  if (state.lengthMin !== null || state.lengthMax !== null) set("unit", state.unit);
  set("yearMin", state.yearMin);
  set("yearMax", state.yearMax);
  for (const name of ["country", "fuel", "hull"] as const) set(name, state[name].join(","));
  set("cabinsMin", state.cabinsMin);
  set("berthsMin", state.berthsMin);
  set("equipment", state.equipment.join(","));
  set("reduced", state.reduced ? "true" : null);
  if (state.sort !== defaults.sort) set("sort", state.sort);
  if (state.pageSize !== defaults.pageSize) set("pageSize", state.pageSize);
  if (state.page !== 1) set("page", state.page);
  // Commas are safe in a query string and read better than %2C.
  return params.toString().replaceAll("%2C", ",");
}

/** "?…" or "" for a path. */
export function searchHref(path: string, state: SearchState, locale: Locale): string {
  const search = serializeSearch(state, locale);
  return search ? `${path}?${search}` : path;
}

/** The query the API's GET boats takes for this search (facet counts included). */
export function toApiQuery(state: SearchState, locale: Locale): Record<string, string | number | undefined> {
  const list = (items: string[]) => (items.length > 0 ? items.join(",") : undefined);
  const orUndefined = <T>(value: T | null) => (value === null ? undefined : value);
  const hasPrice = state.priceMin !== null || state.priceMax !== null;
  const hasLength = state.lengthMin !== null || state.lengthMax !== null;
  return {
    q: state.q || undefined,
    type: list(state.type),
    condition: list(state.condition),
    brand: orUndefined(state.brand),
    model: state.brand ? orUndefined(state.model) : undefined,
    priceMin: orUndefined(state.priceMin),
    priceMax: orUndefined(state.priceMax),
    currency: hasPrice ? state.currency : undefined,
    lengthMin: orUndefined(state.lengthMin),
    lengthMax: orUndefined(state.lengthMax),
    unit: hasLength ? state.unit : undefined,
    yearMin: orUndefined(state.yearMin),
    yearMax: orUndefined(state.yearMax),
    country: list(state.country),
    fuel: list(state.fuel),
    hull: list(state.hull),
    cabinsMin: orUndefined(state.cabinsMin),
    berthsMin: orUndefined(state.berthsMin),
    equipment: list(state.equipment),
    reduced: state.reduced ? "true" : undefined,
    sort: state.sort,
    page: state.page,
    pageSize: state.pageSize,
    locale,
    facets: "true",
  };
}

/** One applied filter, as a removable chip: which parameter, which value (for lists), and the state without it. */
export interface ActiveFilter {
  param: SearchParam;
  /** The list item or code this chip is about; absent for ranges and single values. */
  value?: string;
  /** The search without this filter, back on page 1. */
  without: SearchState;
}

/** Every applied filter (the keyword included), in the order of the filter panel. */
export function activeFilters(state: SearchState): ActiveFilter[] {
  const base = { ...state, page: 1 };
  const chips: ActiveFilter[] = [];
  if (state.q)
    chips.push({
      param: "q",
      without: { ...base, q: "", sort: base.sort === "relevance" ? "default" : base.sort },
    });
  for (const param of ["type", "condition"] as const) {
    for (const value of state[param])
      chips.push({ param, value, without: { ...base, [param]: state[param].filter((v) => v !== value) } });
  }
  if (state.brand)
    chips.push({ param: "brand", value: state.brand, without: { ...base, brand: null, model: null } });
  if (state.model) chips.push({ param: "model", value: state.model, without: { ...base, model: null } });
  if (state.priceMin !== null || state.priceMax !== null)
    chips.push({ param: "priceMin", without: { ...base, priceMin: null, priceMax: null } });
  if (state.lengthMin !== null || state.lengthMax !== null)
    chips.push({ param: "lengthMin", without: { ...base, lengthMin: null, lengthMax: null } });
  if (state.yearMin !== null || state.yearMax !== null)
    chips.push({ param: "yearMin", without: { ...base, yearMin: null, yearMax: null } });
  for (const param of ["country", "fuel", "hull"] as const) {
    for (const value of state[param])
      chips.push({ param, value, without: { ...base, [param]: state[param].filter((v) => v !== value) } });
  }
  if (state.cabinsMin !== null) chips.push({ param: "cabinsMin", without: { ...base, cabinsMin: null } });
  if (state.berthsMin !== null) chips.push({ param: "berthsMin", without: { ...base, berthsMin: null } });
  for (const value of state.equipment)
    chips.push({
      param: "equipment",
      value,
      without: { ...base, equipment: state.equipment.filter((v) => v !== value) },
    });
  if (state.reduced) chips.push({ param: "reduced", without: { ...base, reduced: false } });
  return chips;
}

/** The search with every filter removed; the visitor's sort and page size stay. */
export function clearedSearch(state: SearchState, locale: Locale): SearchState {
  return {
    ...emptySearchState(locale),
    sort: state.sort === "relevance" ? "default" : state.sort,
    pageSize: state.pageSize,
    currency: state.currency,
    unit: state.unit,
  };
}

/** The search with some parameters dropped, e.g. those the API refused. */
export function withoutParams(state: SearchState, params: readonly string[], locale: Locale): SearchState {
  const empty = emptySearchState(locale);
  const next = { ...state };
  for (const param of params) {
    if (param in empty) (next as Record<string, unknown>)[param] = empty[param as SearchParam];
  }
  if (!next.brand) next.model = null;
  return next;
}
