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
import { labelIn } from "../catalog/labels.ts";
import { findBrandSlugs, findReferenceLabels, findSimilarityKeys } from "./search.repository.ts";
import { resolveFilters } from "./search-filters.ts";
import type { SearchIndexSync } from "./search-index-sync.ts";

function resolvedSort(sort: SearchSort, hasKeyword: boolean): SearchSort {
  if (sort === "default") return hasKeyword ? "relevance" : "default";
  if (sort === "relevance" && !hasKeyword) return "default";
  return sort;
}

async function facetLabels(
  db: Kysely<Database>,
  facet: FacetName,
  values: string[],
  locale: Locale,
): Promise<Map<string, string>> {
  const ids = values.map(Number).filter(Number.isInteger);
  if (ids.length === 0 || !["type", "condition", "brand"].includes(facet))
    return new Map(values.map((v) => [v, v]));
  if (facet === "brand") {
    const rows = await findBrandSlugs(db, ids);
    return new Map(rows.map((r) => [String(r.id), `${r.slug}\u0000${r.name}`]));
  }
  const rows = await findReferenceLabels(db, facet === "type" ? "boatTypes" : "conditions", ids);
  return new Map(rows.map((r) => [String(r.id), `${r.code}\u0000${labelIn(r, locale)}`]));
}

/** Facet counts with their values as codes or slugs and their labels translated. */
async function labelledFacets(
  db: Kysely<Database>,
  counted: Record<FacetName, [string, number][]>,
  locale: Locale,
): Promise<Record<FacetName, TFacetValue[]>> {
  const facets = {} as Record<FacetName, TFacetValue[]>;
  await Promise.all(
    FACETS.map(async (facet) => {
      const entries = counted[facet];
      const labels = await facetLabels(
        db,
        facet,
        entries.map(([value]) => value),
        locale,
      );
      facets[facet] = entries.map(([raw, count]) => {
        const [value, label] = (labels.get(raw) ?? raw).split("\u0000");
        return { value: value ?? raw, label: label ?? value ?? raw, count };
      });
    }),
  );
  return facets;
}

/**
 * The public boat search: results, total and facet counts, from the in-memory index (search-index-sync.ts);
 * the database gives the reference ids, keyword matches and the cards of the page.
 */
export async function searchBoats(
  db: Kysely<Database>,
  index: SearchIndexSync,
  query: TBoatSearchQuery,
  locale: Locale,
): Promise<TBoatSearchResult> {
  const filters = await resolveFilters(db, query);
  const sort = resolvedSort(query.sort, filters.tokens.length > 0);
  const wantFacets = query.facets === "true";
  const page = await index.search(filters, {
    sort,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
    facets: wantFacets,
  });
  const [items, facets] = await Promise.all([
    boatCardsByIds(db, page.ids, locale),
    page.facets ? labelledFacets(db, page.facets, locale) : null,
  ]);
  return {
    items,
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
    sort,
    facets: wantFacets ? facets : null,
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
  const ids = await index.nearest({
    excludeId: boat.id,
    typeId: boat.boatTypeId,
    lengthMin: boat.lengthM === null ? null : boat.lengthM * 0.7,
    lengthMax: boat.lengthM === null ? null : boat.lengthM * 1.3,
    priceEur: boat.priceEur ?? 0,
    limit: SIMILAR,
  });
  return boatCardsByIds(db, ids, locale);
}
