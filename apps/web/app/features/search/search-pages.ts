/**
 * The search results' pages, for the pagination (a static part, components/search-pagination.tsx): apart from
 * search-state.ts so that the first view of the search page, which imports that module, does not carry the
 * lists' paging helpers (ui/list/list-query.ts) too.
 */
import { SEARCH_PAGE_MAX } from "@keel/contracts/search-codes";
import { pageWindow as listPageWindow } from "#app/ui/list/list-query.ts";

/** Pages of results, at least one; the API stops at SEARCH_PAGE_MAX. */
export function pageCount(total: number, pageSize: number): number {
  return Math.min(SEARCH_PAGE_MAX, Math.max(1, Math.ceil(total / pageSize)));
}

/**
 * Page numbers to show around the current one: first, last, and two either side, with gaps as null
 * ([1, null, 4, 5, 6, 7, 8, null, 20]).
 */
export function pageWindow(page: number, pages: number): Array<number | null> {
  return listPageWindow(page, pages, 2).map((item) => (item === "gap" ? null : item));
}
