/**
 * The search page's data: the URL read into a search (search-parse.ts), then the API's search, the catalog
 * and the chosen brand in parallel. Whatever the URL holds, the answer is a page: values the API would refuse
 * are dropped before the call; should the API still answer 400, the fields it names are dropped and the
 * search runs once more; when it is down, the page says so (503) with the filters still usable.
 */
import type { Locale } from "@keel/contracts/locales";
import { type TBoatSearchResult, ZBoatSearchResult } from "@keel/contracts/search";
import { type ApiCallContext, apiRequest, isApiError } from "#app/lib/api-client.server.ts";
import { withPackedPhoto } from "#app/ui/photo-set.ts";
import type { CardBoat } from "./components/boat-card.tsx";
import {
  findSearchBrand,
  getSearchCatalog,
  type SearchBrand,
  type SearchCatalog,
} from "./search-options.server.ts";
import { parseSearchParams } from "./search-parse.ts";
import { type SearchParam, type SearchState, toApiQuery, withoutParams } from "./search-state.ts";

export interface SearchPageData {
  state: SearchState;
  /** Parameters of the URL that were ignored or corrected, for the page's notice. */
  issues: SearchParam[];
  /** null when the API could not answer; the cards' photos packed (photo-set.ts). */
  result: (Omit<TBoatSearchResult, "items"> & { items: CardBoat[] }) | null;
  catalog: SearchCatalog | null;
  brand: SearchBrand | null;
}

/** The URL parameter named by an API field issue: "querystring.priceMax" -> "priceMax". */
export function paramOfIssuePath(path: string): string {
  const [first = "", second] = path.split(".");
  return second ?? first;
}

function search(state: SearchState, locale: Locale, api: ApiCallContext) {
  return apiRequest("boats", { ...api, query: toApiQuery(state, locale), schema: ZBoatSearchResult });
}

/** Catalog codes and slugs in the search that the catalog does not know (an old or hand-written link). */
export function unknownCodes(
  state: SearchState,
  catalog: SearchCatalog,
  brand: SearchBrand | null,
): SearchParam[] {
  const unknown = new Set<SearchParam>();
  const types = new Set(catalog.boatTypes.map((t) => t.code));
  const conditions = new Set(catalog.conditions.map((c) => c.code));
  const equipment = new Set(catalog.equipmentTypes.flatMap((t) => t.equipments.map((e) => e.code)));
  if (state.type.some((code) => !types.has(code))) unknown.add("type");
  if (state.condition.some((code) => !conditions.has(code))) unknown.add("condition");
  if (state.equipment.some((code) => !equipment.has(code))) unknown.add("equipment");
  if (state.brand && !brand) unknown.add("brand");
  if (state.model && brand && !brand.models.some((m) => m.slug === state.model)) unknown.add("model");
  return [...unknown];
}

/** Drops the unknown values of list filters, and the unknown brand or model. */
function withoutUnknown(state: SearchState, params: SearchParam[], catalog: SearchCatalog, locale: Locale) {
  const next = { ...state };
  const types = new Set(catalog.boatTypes.map((t) => t.code));
  const conditions = new Set(catalog.conditions.map((c) => c.code));
  const equipment = new Set(catalog.equipmentTypes.flatMap((t) => t.equipments.map((e) => e.code)));
  next.type = state.type.filter((code) => types.has(code));
  next.condition = state.condition.filter((code) => conditions.has(code));
  next.equipment = state.equipment.filter((code) => equipment.has(code));
  return withoutParams(
    next,
    params.filter((p) => p === "brand" || p === "model"),
    locale,
  );
}

/**
 * The cards as the page sends them: photos packed, and without what no card shows (the publication date: 24
 * dates less in every results page's data).
 */
function packedPhotos(result: TBoatSearchResult): SearchPageData["result"] {
  return { ...result, items: result.items.map(({ publishedAt: _, ...card }) => withPackedPhoto(card)) };
}

export async function loadSearchPage(url: URL, locale: Locale, api: ApiCallContext): Promise<SearchPageData> {
  const parsed = parseSearchParams(url.searchParams, locale);
  let state = parsed.state;
  const issues = new Set(parsed.issues.params);

  const [first, catalog, brand] = await Promise.all([
    search(state, locale, api).catch((error: unknown) => error),
    getSearchCatalog(locale, api).catch((error: unknown) => {
      console.error("search: could not load the catalog", error);
      return null;
    }),
    state.brand
      ? findSearchBrand(state.brand, api).catch((error: unknown) => {
          console.error("search: could not load the brand", error);
          return null;
        })
      : Promise.resolve(null),
  ]);

  let outcome: unknown = first;
  // A refusal the forgiving reader did not foresee: drop what the API names, then try once more.
  if (isApiError(outcome, 400)) {
    const refused = (Array.isArray(outcome.details) ? outcome.details : [])
      .map((issue: { path?: unknown }) =>
        typeof issue.path === "string" ? paramOfIssuePath(issue.path) : "",
      )
      .filter((param: string) => param in state) as SearchParam[];
    for (const param of refused) issues.add(param);
    state = refused.length > 0 ? withoutParams(state, refused, locale) : { ...state, page: 1 };
    outcome = await search(state, locale, api).catch((error: unknown) => error);
  }
  // Nothing found because of a code nobody knows (a stale link): say so and search without it.
  if (!(outcome instanceof Error) && catalog) {
    const result = outcome as TBoatSearchResult;
    const unknown = result.total === 0 ? unknownCodes(state, catalog, brand) : [];
    if (unknown.length > 0) {
      for (const param of unknown) issues.add(param);
      state = withoutUnknown(state, unknown, catalog, locale);
      outcome = await search(state, locale, api).catch((error: unknown) => error);
    }
  }

  if (outcome instanceof Error) {
    if (!isApiError(outcome, 400)) console.error("search: the API call failed", outcome);
    return { state, issues: [...issues], result: null, catalog, brand };
  }
  return {
    state,
    issues: [...issues],
    result: packedPhotos(outcome as TBoatSearchResult),
    catalog,
    brand: state.brand ? brand : null,
  };
}
