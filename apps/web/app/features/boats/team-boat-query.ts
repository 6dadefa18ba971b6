/**
 * The state of /dashboard/boats lives in its URL (search, filters, sort, page), so a view can be shared,
 * bookmarked and restored with Back. This reads the query leniently (a bad value falls back to the default
 * rather than failing the page) and writes links that leave defaults out.
 */
import {
  BOAT_STATUSES,
  type BoatStatus,
  TEAM_BOAT_PAGE_SIZES,
  TEAM_BOAT_SORTS,
  type TeamBoatSort,
} from "@keel/contracts/boat-codes";

export interface TeamBoatQuery {
  q: string;
  status: BoatStatus | null;
  boatTypeId: number | null;
  sort: TeamBoatSort;
  page: number;
  pageSize: number;
}

export const DEFAULT_QUERY: TeamBoatQuery = {
  q: "",
  status: null,
  boatTypeId: null,
  sort: "updated_desc",
  page: 1,
  pageSize: 24,
};

const positiveInt = (value: string | null, max: number): number | null => {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
};

export function parseTeamBoatQuery(params: URLSearchParams): TeamBoatQuery {
  const status = params.get("status");
  const sort = params.get("sort");
  const pageSize = positiveInt(params.get("pageSize"), 1000);
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    status: (BOAT_STATUSES as readonly string[]).includes(status ?? "") ? (status as BoatStatus) : null,
    boatTypeId: positiveInt(params.get("boatTypeId"), 2_147_483_647),
    sort: (TEAM_BOAT_SORTS as readonly string[]).includes(sort ?? "")
      ? (sort as TeamBoatSort)
      : DEFAULT_QUERY.sort,
    page: positiveInt(params.get("page"), 10_000) ?? 1,
    pageSize: (TEAM_BOAT_PAGE_SIZES as readonly number[]).includes(pageSize ?? 0)
      ? (pageSize as number)
      : DEFAULT_QUERY.pageSize,
  };
}

/** The API's query for the list (undefined leaves a parameter out). */
export function toApiQuery(query: TeamBoatQuery): Record<string, string | number | undefined> {
  return {
    q: query.q || undefined,
    status: query.status ?? undefined,
    boatTypeId: query.boatTypeId ?? undefined,
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** "?q=…&page=2" for the query with `changes`, defaults left out; "" when everything is default. */
export function toSearch(query: TeamBoatQuery, changes: Partial<TeamBoatQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.status) params.set("status", next.status);
  if (next.boatTypeId) params.set("boatTypeId", String(next.boatTypeId));
  if (next.sort !== DEFAULT_QUERY.sort) params.set("sort", next.sort);
  if (next.pageSize !== DEFAULT_QUERY.pageSize) params.set("pageSize", String(next.pageSize));
  if (next.page !== 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function isFiltered(query: TeamBoatQuery): boolean {
  return query.q !== "" || query.status !== null || query.boatTypeId !== null;
}
