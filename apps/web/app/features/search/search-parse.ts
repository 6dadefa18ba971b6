/**
 * Reading a search from its URL or from the submitted filter form (search-state.ts has the state and writes it
 * back). Reading is forgiving: a value the API would refuse with a 400 is dropped or corrected and reported.
 * Apart from search-state.ts because the browser needs it only once the visitor changes the search or a
 * navigation starts: the search page loads it with its behaviour, when the browser is idle or on intent
 * (components/search-behaviour.tsx), and with it the lists of codes it checks values against.
 */

import { COUNTRIES, CURRENCIES, type Currency } from "@keel/contracts/countries";
import { FUELS, HULL_MATERIALS } from "@keel/contracts/hull-fuel-codes";
import type { Locale } from "@keel/contracts/locales";
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
import {
  emptySearchState,
  type ListParam,
  type PageSize,
  type SearchIssues,
  type SearchParam,
  type SearchState,
} from "./search-state.ts";

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

export interface Parsed {
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
