/**
 * The boat search's state lives in the URL (shareable, server-rendered, back button): search-parse.ts reads it
 * from the query string (forgivingly: a value the API would refuse is dropped or corrected and reported, so the
 * page explains what it ignored instead of failing) and this module writes it back. Writing is canonical:
 * defaults and empty values are left out and lists are comma-joined (`type=sailboat,catamaran`), the form the
 * API reads (docs/decisions/012-search.md).
 *
 * Browser code: the sorts and limits are the contracts' zod-free `search-codes`, the ones the API checks.
 */

import type { Currency } from "@keel/contracts/countries";
import type { FUELS, HULL_MATERIALS } from "@keel/contracts/hull-fuel-codes";
import { defaultLengthUnit, type Locale } from "@keel/contracts/locales";
import type { SearchSort } from "@keel/contracts/search-codes";
import type { PAGE_SIZES } from "@keel/contracts/ui-constants";

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
