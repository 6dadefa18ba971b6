/**
 * The state of a back-office list (search, filters, sort, page, page size) lives in the URL, so a list can
 * be shared, reloaded and walked back with the browser's back button. This module reads that state from
 * search params with whitelists (a hand-edited URL falls back to the defaults instead of an API 400) and
 * writes it back with the defaults left out, so URLs stay short and one state has one URL.
 */

/** Checks one query value; returns the normalised value, or undefined to drop it. */
export type ParamRule = (value: string) => string | undefined;

export interface ListSpec<F extends string = string, S extends string = string> {
  /** Search box and filters, in the order they appear in URLs. */
  filters: Record<F, ParamRule>;
  /** Allowed sorts (`name`, `-name`…), empty when the list has a fixed order. */
  sorts: readonly S[];
  defaultSort?: S;
  /** Columns whose first click sorts descending (dates: newest first). */
  descendingFirst?: readonly string[];
  pageSizes: readonly number[];
  defaultPageSize: number;
}

export interface ListQuery<F extends string = string, S extends string = string> {
  filters: Partial<Record<F, string>>;
  sort: S | undefined;
  page: number;
  pageSize: number;
}

const MAX_PAGE = 10_000;

// ---- rules ----

/** Free text, trimmed, at most `max` characters; blank is no value. */
export function textRule(max = 100): ParamRule {
  return (value) => {
    const trimmed = value.trim();
    return trimmed === "" ? undefined : trimmed.slice(0, max);
  };
}

/** One of a fixed set, compared as written. */
export function oneOfRule(values: readonly string[]): ParamRule {
  return (value) => (values.includes(value) ? value : undefined);
}

/** A positive integer id. */
export const idRule: ParamRule = (value) => (/^[1-9]\d{0,9}$/.test(value) ? value : undefined);

/** Matches a regular expression (after trimming). */
export function patternRule(pattern: RegExp, max = 100): ParamRule {
  return (value) => {
    const trimmed = value.trim();
    return trimmed.length <= max && pattern.test(trimmed) ? trimmed : undefined;
  };
}

// ---- reading and writing ----

function parsePositiveInt(value: string | null, max: number): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? n : undefined;
}

/** The list state a URL asks for; unknown or invalid values fall back to the defaults. */
export function parseListQuery<F extends string, S extends string>(
  spec: ListSpec<F, S>,
  params: URLSearchParams,
): ListQuery<F, S> {
  const filters: Partial<Record<F, string>> = {};
  for (const [name, rule] of Object.entries(spec.filters) as [F, ParamRule][]) {
    const raw = params.get(name);
    const value = raw === null ? undefined : rule(raw);
    if (value !== undefined) filters[name] = value;
  }
  const sortParam = params.get("sort");
  const sort = spec.sorts.find((s) => s === sortParam) ?? spec.defaultSort;
  const pageSize = parsePositiveInt(params.get("pageSize"), 1000);
  return {
    filters,
    sort,
    page: parsePositiveInt(params.get("page"), MAX_PAGE) ?? 1,
    pageSize: pageSize !== undefined && spec.pageSizes.includes(pageSize) ? pageSize : spec.defaultPageSize,
  };
}

/** Search params of a list state, defaults left out, in a stable order (filters, sort, page, page size). */
export function serializeListQuery<F extends string, S extends string>(
  spec: ListSpec<F, S>,
  query: ListQuery<F, S>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of Object.keys(spec.filters) as F[]) {
    const value = query.filters[name];
    if (value !== undefined && value !== "") params.set(name, value);
  }
  if (query.sort !== undefined && query.sort !== spec.defaultSort) params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  if (query.pageSize !== spec.defaultPageSize) params.set("pageSize", String(query.pageSize));
  return params;
}

export interface ListChange<F extends string, S extends string> {
  filters?: Partial<Record<F, string | undefined>>;
  sort?: S;
  page?: number;
  pageSize?: number;
}

/**
 * The `?…` link to the list after a change. Anything but a page change goes back to page 1: the old page
 * number means nothing once the filters, the order or the page size change.
 */
export function listHref<F extends string, S extends string>(
  spec: ListSpec<F, S>,
  query: ListQuery<F, S>,
  change: ListChange<F, S>,
): string {
  const next: ListQuery<F, S> = {
    filters: { ...query.filters },
    sort: change.sort ?? query.sort,
    pageSize: change.pageSize ?? query.pageSize,
    page: change.page ?? 1,
  };
  for (const [name, value] of Object.entries(change.filters ?? {}) as [F, string | undefined][]) {
    if (value === undefined || value === "") delete next.filters[name];
    else next.filters[name] = value;
  }
  const search = serializeListQuery(spec, next).toString();
  return search ? `?${search}` : "?";
}

/** Whether the visitor narrowed the list (an empty result then reads "No matching data", not "No data"). */
export function hasActiveFilters(query: ListQuery): boolean {
  return Object.values(query.filters).some((value) => value !== undefined && value !== "");
}

/** The query the API expects: filters, sort, page and page size, undefined values dropped by the client. */
export function toApiQuery(query: ListQuery): Record<string, string | number | undefined> {
  return { ...query.filters, sort: query.sort, page: query.page, pageSize: query.pageSize };
}

// ---- sorting ----

export type SortDirection = "ascending" | "descending";

/** How a column is sorted now, for `aria-sort`; undefined when the list is sorted by another column. */
export function sortDirection(sort: string | undefined, column: string): SortDirection | undefined {
  if (sort === column) return "ascending";
  if (sort === `-${column}`) return "descending";
  return undefined;
}

/** The sort a click on a column header asks for: the other direction, or the column's first direction. */
export function nextSort<S extends string>(
  spec: ListSpec<string, S>,
  sort: S | undefined,
  column: string,
): S {
  const current = sortDirection(sort, column);
  const descending =
    current === undefined ? (spec.descendingFirst ?? []).includes(column) : current === "ascending";
  const wanted = descending ? `-${column}` : column;
  const found = spec.sorts.find((s) => s === wanted);
  if (!found) throw new Error(`"${wanted}" is not a sort of this list`);
  return found;
}

// ---- pages ----

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Page numbers to show around the current page: always the first and the last, `radius` pages on each
 * side, and "gap" where pages are left out (1 … 4 5 6 … 20). A gap of one page shows that page instead.
 */
export function pageWindow(page: number, count: number, radius = 1): (number | "gap")[] {
  const shown = new Set<number>([1, count]);
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= count) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | "gap")[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) result.push(p - 1);
    else if (p - previous > 2) result.push("gap");
    result.push(p);
    previous = p;
  }
  return result;
}
