/**
 * URL state of the two public directories (partners, professionals): a keyword, a few code filters and the
 * page. Parsing forgives (an unknown category or a page of "abc" is dropped rather than answered with an
 * error page), so a hand-edited or outdated link still shows the directory; serialising is canonical (fixed
 * order, defaults left out), so one state has one URL.
 */
import { COUNTRIES } from "@keel/contracts/countries";
import { DIRECTORY_QUERY_MAX, PARTNER_CATEGORIES } from "@keel/contracts/directory-codes";
import type { PartnerCategory } from "@keel/contracts/partners";
import { pageWindow } from "#app/ui/list/list-query.ts";

/** Cards per page: three rows of the four-column grid. */
export const DIRECTORY_PAGE_SIZE = 24;
/** The API refuses pages past this one. */
export const DIRECTORY_PAGE_MAX = 10_000;

// Type aliases rather than interfaces: they are assignable to the generic DirectoryQuery record.
export type PartnerQuery = {
  q: string;
  category: PartnerCategory | null;
  country: string | null;
  page: number;
};

export type ProfessionalQuery = {
  q: string;
  country: string | null;
  /** ISO 639-1 code. */
  language: string | null;
  page: number;
};

type ParamSource = Pick<URLSearchParams, "get">;

const COUNTRY_SET = new Set<string>(COUNTRIES);
const CATEGORY_SET = new Set<string>(PARTNER_CATEGORIES);

/** The keyword as the API takes it: single spaces, at most DIRECTORY_QUERY_MAX characters. */
export function readKeyword(raw: string | null): string {
  return (raw ?? "").replace(/\s+/g, " ").trim().slice(0, DIRECTORY_QUERY_MAX).trim();
}

export function readCountry(raw: string | null): string | null {
  const code = (raw ?? "").trim().toUpperCase();
  return COUNTRY_SET.has(code) ? code : null;
}

export function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, DIRECTORY_PAGE_MAX) : 1;
}

function readCategory(raw: string | null): PartnerCategory | null {
  const code = (raw ?? "").trim().toLowerCase();
  return CATEGORY_SET.has(code) ? (code as PartnerCategory) : null;
}

function readLanguage(raw: string | null): string | null {
  const code = (raw ?? "").trim().toLowerCase();
  return /^[a-z]{2}$/.test(code) ? code : null;
}

export function parsePartnerQuery(params: ParamSource): PartnerQuery {
  return {
    q: readKeyword(params.get("q")),
    category: readCategory(params.get("category")),
    country: readCountry(params.get("country")),
    page: readPage(params.get("page")),
  };
}

export function parseProfessionalQuery(params: ParamSource): ProfessionalQuery {
  return {
    q: readKeyword(params.get("q")),
    country: readCountry(params.get("country")),
    language: readLanguage(params.get("language")),
    page: readPage(params.get("page")),
  };
}

type DirectoryQuery = Record<string, string | number | null> & { page: number };

/** "?q=marina&country=FR&page=2": empty values and page 1 left out, keys in the query's own order. */
export function directorySearch(query: DirectoryQuery, changes: Partial<DirectoryQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(next)) {
    if (key === "page") continue;
    if (value !== null && value !== "") params.set(key, String(value));
  }
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The query for the API: the page size added, empty filters left out. */
export function toDirectoryApiQuery(query: DirectoryQuery): Record<string, string | number | undefined> {
  const api: Record<string, string | number | undefined> = { pageSize: DIRECTORY_PAGE_SIZE };
  for (const [key, value] of Object.entries(query)) {
    api[key] = value === null || value === "" ? undefined : value;
  }
  return api;
}

/** Whether any filter or keyword narrows the list (the page number does not). */
export function isFiltered(query: DirectoryQuery): boolean {
  return Object.entries(query).some(([key, value]) => key !== "page" && value !== null && value !== "");
}

export function directoryPageCount(total: number): number {
  return Math.min(DIRECTORY_PAGE_MAX, Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE)));
}

/**
 * Page numbers to link: the first, the last and two either side of the current one, with null for a gap
 * ([1, null, 4, 5, 6, 7, 8, null, 20]); a gap of one page shows that page instead.
 */
export function directoryPageWindow(page: number, pages: number): Array<number | null> {
  return pageWindow(page, pages, 2).map((item) => (item === "gap" ? null : item));
}
