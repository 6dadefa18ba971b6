import type { TBoatCard } from "@keel/contracts/boats";
import type { Locale } from "@keel/contracts/locales";
import {
  FACETS,
  type FacetName,
  type SearchSort,
  type TBoatSearchQuery,
  type TBoatSearchResult,
  type TFacetValue,
} from "@keel/contracts/search";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { boatCardsByIds } from "../boats/public-cards.ts";
import { findSimilarityKeys } from "./search.repository.ts";
import { type ResolvedFilters, resolveFilters } from "./search-filters.ts";
import type { SearchIndexSync } from "./search-index-sync.ts";
import type { SearchLabels } from "./search-labels.ts";

function resolvedSort(sort: SearchSort, hasKeyword: boolean): SearchSort {
  if (sort === "default") return hasKeyword ? "relevance" : "default";
  if (sort === "relevance" && !hasKeyword) return "default";
  return sort;
}

/** Facet counts with their values as codes or slugs and their labels translated. */
function labelledFacets(
  counted: Record<FacetName, [string, number][]>,
  labels: SearchLabels,
  locale: Locale,
): Record<FacetName, TFacetValue[]> {
  const facets = {} as Record<FacetName, TFacetValue[]>;
  for (const facet of FACETS)
    facets[facet] = counted[facet].map(([raw, count]) => labels.facetValue(facet, raw, count, locale));
  return facets;
}

/**
 * The public boat search: results, total and facet counts, from the in-memory index (search-index-sync.ts),
 * which also holds the reference lists' codes and labels and each boat's latest price drop; the database gives
 * keyword and equipment matches and the cards of the page.
 */
export async function searchBoats(
  db: Kysely<Database>,
  index: SearchIndexSync,
  query: TBoatSearchQuery,
  locale: Locale,
): Promise<TBoatSearchResult> {
  const wantFacets = query.facets === "true";
  const sortOf = (filters: ResolvedFilters) => resolvedSort(query.sort, filters.tokens.length > 0);
  const { result, filters, labels } = await index.search(async (labels) => {
    const filters = await resolveFilters(db, query, labels);
    const offset = (query.page - 1) * query.pageSize;
    return { filters, page: { sort: sortOf(filters), offset, limit: query.pageSize, facets: wantFacets } };
  });
  return {
    items: await boatCardsByIds(db, result.ids, locale, result.reductions),
    total: result.total,
    page: query.page,
    pageSize: query.pageSize,
    sort: sortOf(filters),
    facets: wantFacets && result.facets ? labelledFacets(result.facets, labels, locale) : null,
  };
}

const SIMILAR = 6;

/**
 * Boats like one boat, for its detail page: the same type, a length within 30 %, the nearest prices first;
 * public boats only. Unknown slug: 404.
 */
export async function similarBoats(
  db: Kysely<Database>,
  index: SearchIndexSync,
  slug: string,
  locale: Locale,
): Promise<TBoatCard[]> {
  const boat = await findSimilarityKeys(db, slug);
  if (!boat) throw notFound();
  const { ids, reductions } = await index.nearest({
    excludeId: boat.id,
    typeId: boat.boatTypeId,
    lengthMin: boat.lengthM === null ? null : boat.lengthM * 0.7,
    lengthMax: boat.lengthM === null ? null : boat.lengthM * 1.3,
    priceEur: boat.priceEur ?? 0,
    limit: SIMILAR,
  });
  return boatCardsByIds(db, ids, locale, reductions);
}
