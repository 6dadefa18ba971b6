/** Paging of the back office's lists (their "contains" search is `anyContains`, lib/word-match.ts). */

/** Offset of a 1-based page. */
export const offsetOf = (query: { page: number; pageSize: number }): number =>
  (query.page - 1) * query.pageSize;
