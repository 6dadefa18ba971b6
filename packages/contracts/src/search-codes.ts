/**
 * The boat search's sorts and limits, with no zod, so the browser may import them (the search page reads its
 * URL with the API's own limits, so it drops or corrects what the API would refuse). `search.ts` builds the
 * query's schema on them.
 */

/**
 * The search's sorts (docs/product.md, Interface rules) plus relevance. `default` is relevance when there is a keyword, freshness otherwise
 * (docs/decisions/006-default-sort.md). `reduced`: price-reduced boats first, the latest reduction first, then the
 * rest in the default order (docs/decisions/051-price-history.md).
 */
export const SEARCH_SORTS = [
  "default",
  "relevance",
  "newest",
  "price_desc",
  "price_asc",
  "year_desc",
  "year_asc",
  "reduced",
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const KEYWORD_MAX = 200;
/** The last page the search serves. */
export const SEARCH_PAGE_MAX = 1000;
/** Values of one list filter (`type=sailboat,catamaran`); countries may be more. */
export const SEARCH_LIST_MAX = 20;
export const SEARCH_COUNTRY_LIST_MAX = 30;
/** Price bounds, in major units. */
export const SEARCH_PRICE_MAX = 1_000_000_000;
/** Length bounds, in metres or feet. */
export const SEARCH_LENGTH_MAX = 1000;
export const SEARCH_YEAR_MIN = 1850;
export const SEARCH_YEAR_MAX = 2100;
/** Cabins and berths. */
export const SEARCH_COUNT_MAX = 100;
/** Catalog codes and brand or model slugs. */
export const SEARCH_CODE = /^[a-z0-9][a-z0-9_-]{0,60}$/;
