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
import type { Engine } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { CARD_COLUMNS, toBoatCards } from "../boats/public-cards.ts";
import { labelIn } from "../catalog/labels.ts";
import { fullTextFor } from "./full-text.ts";
import { countFacet, filteredBoats } from "./search.repository.ts";
import { filtersKey, type ResolvedFilters, resolveFilters } from "./search-filters.ts";
import { TtlCache } from "./ttl-cache.ts";

const facetCache = new TtlCache<Record<FacetName, TFacetValue[]>>(60_000, 2000);

/** Forgets cached facet counts (tests, and after bulk imports). */
export function clearSearchCaches(): void {
  facetCache.clear();
}

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
    const rows = await db
      .selectFrom("brands")
      .select(["id", "slug", "name"])
      .where("id", "in", ids)
      .execute();
    return new Map(rows.map((r) => [String(r.id), `${r.slug}\u0000${r.name}`]));
  }
  const table = facet === "type" ? "boatTypes" : "conditions";
  const rows = await db
    .selectFrom(table)
    .select(["id", "code", "nameEnUs", "nameEnGb", "nameFr", "nameIt", "nameEs"])
    .where("id", "in", ids)
    .execute();
  return new Map(rows.map((r) => [String(r.id), `${r.code}\u0000${labelIn(r, locale)}`]));
}

/** Counts for every facet, each with all other filters applied; values are codes/slugs, labels translated. */
async function computeFacets(db: Kysely<Database>, engine: Engine, filters: ResolvedFilters, locale: Locale) {
  const counted = await Promise.all(FACETS.map((facet) => countFacet(db, engine, filters, facet)));
  const facets = {} as Record<FacetName, TFacetValue[]>;
  await Promise.all(
    FACETS.map(async (facet, index) => {
      const rows = counted[index]!;
      const labels = await facetLabels(
        db,
        facet,
        rows.map((r) => r.value),
        locale,
      );
      facets[facet] = rows.map((r) => {
        const [value, label] = (labels.get(r.value) ?? r.value).split("\u0000");
        return { value: value ?? r.value, label: label ?? value ?? r.value, count: r.count };
      });
    }),
  );
  return facets;
}

/**
 * The public boat search: results, total and facet counts. The page and the total run side by side; facets
 * come from a 60-second cache keyed by the filters (not the sort or the page), so paging and re-sorting are
 * two queries.
 */
export async function searchBoats(
  db: Kysely<Database>,
  engine: Engine,
  query: TBoatSearchQuery,
  locale: Locale,
): Promise<TBoatSearchResult> {
  const filters = await resolveFilters(db, query);
  const sort = resolvedSort(query.sort, filters.tokens.length > 0);
  let page = filteredBoats(db, engine, filters).select([...CARD_COLUMNS]);
  switch (sort) {
    case "relevance":
      page = page.orderBy(fullTextFor(engine).relevance(filters.tokens), "desc");
      break;
    case "newest":
      page = page.orderBy("boats.publishedAt", "desc");
      break;
    case "price_desc":
      page = page.orderBy("boats.priceEur", (o) => o.desc().nullsLast());
      break;
    case "price_asc":
      page = page.orderBy("boats.priceEur", (o) => o.asc().nullsLast());
      break;
    case "year_desc":
      page = page.orderBy("boats.yearBuilt", (o) => o.desc().nullsLast());
      break;
    case "year_asc":
      page = page.orderBy("boats.yearBuilt", (o) => o.asc().nullsLast());
      break;
    default:
      page = page.orderBy("boats.lastConfirmedAt", (o) => o.desc().nullsLast());
  }
  const cacheKey = `${engine}|${locale}|${filtersKey(filters)}`;
  const cachedFacets = query.facets === "true" ? facetCache.get(cacheKey) : undefined;
  const [rows, count, facets] = await Promise.all([
    page
      .orderBy("boats.id", "desc")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filteredBoats(db, engine, filters)
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
    query.facets === "true" && !cachedFacets
      ? computeFacets(db, engine, filters, locale)
      : Promise.resolve(cachedFacets),
  ]);
  if (facets && !cachedFacets) facetCache.set(cacheKey, facets);
  return {
    items: await toBoatCards(db, rows, locale),
    total: Number(count.total),
    page: query.page,
    pageSize: query.pageSize,
    sort,
    facets: query.facets === "true" ? (facets ?? null) : null,
  };
}
