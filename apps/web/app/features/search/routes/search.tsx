/**
 * Boat search, /boats in every locale. Everything is in the URL (search-state.ts) and rendered on the server;
 * the loader runs the search, the catalog and the chosen brand side by side (search.server.ts). Invalid
 * parameters never fail the page: they are left out and a notice says which.
 */

import { data } from "react-router";
import { SearchPageFrame } from "#app/features/search/components/search-page-frame.tsx";
import { loadSearchPage } from "#app/features/search/search.server.ts";
import { clearedSearch, searchHref, serializeSearch } from "#app/features/search/search-state.ts";
import { itemListJsonLd } from "#app/lib/boat-seo.ts";
import { siteIdentity } from "#app/lib/config.server.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { localizePath } from "#app/lib/locale.ts";
import { PUBLIC_PAGE_CACHE_CONTROL, publicPageHeaders } from "#app/lib/page-cache.server.ts";
import { pageOnly } from "#app/lib/page-only.server.ts";
import { notAfterPosts, pageMeta } from "#app/lib/route-meta.ts";
import { apiContext } from "#app/lib/session.server.ts";
import { staticPart } from "#app/lib/static-part.tsx";
import { useVisitorPrices } from "#app/ui/visitor-prices.ts";
import type { Route } from "./+types/search";

/**
 * The page's content is a static part (lib/static-part.tsx; client JS budget, decision 022), the server's
 * markup on the first view, inside a hydrated frame that takes its events (search-page-frame.tsx). Its code
 * (search-page-parts.tsx) loads when what it shows changes (another search), or on a client-side navigation
 * to the page.
 */
const SearchContent = staticPart("search-page", () =>
  import("#app/features/search/components/search-page-parts.tsx").then((module) => module.SearchContent),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const [t, page] = await Promise.all([
    getTranslator(context),
    loadSearchPage(new URL(request.url), locale, apiContext(context, request)),
  ]);
  const { result, ...searched } = page;
  const total = result?.total ?? null;
  const title = page.state.q ? t("search.meta.titleKeyword", { q: page.state.q }) : t("search.meta.title");
  const items = result?.items ?? [];
  const offset = (page.state.page - 1) * page.state.pageSize;
  const path = localizePath("/boats", locale);
  return data(
    {
      ...searched,
      // The count, and the brands the brand combobox offers in the browser (search-behaviour.tsx).
      result: result && { total: result.total, brands: result.facets?.brand ?? [] },
      // The cards, the catalog and the filters' counts only the page's static part reads: a document carries
      // stand-ins for them (lib/page-only.server.ts).
      items: pageOnly(context, items),
      catalog: pageOnly(context, page.catalog),
      facets: pageOnly(context, result?.facets ?? null),
      path,
      clearHref: searchHref(path, clearedSearch(page.state, locale), locale),
      /** The search without its page, for "Save this search". */
      saveQuery: serializeSearch({ ...page.state, page: 1 }, locale),
      meta: {
        title: page.state.page > 1 ? t("search.meta.titlePage", { title, page: page.state.page }) : title,
        description: t("search.meta.description", { count: total ?? 0 }),
        // Keyword pages, corrected URLs and empty results are not pages worth a search engine's index.
        noIndex: Boolean(page.state.q) || page.issues.length > 0 || !total,
      },
      // The results' first page of boats, so that search engines see the boats it links to (lib/json-ld.tsx).
      jsonLd:
        items.length > 0
          ? pageOnly(context, [itemListJsonLd(items, { site: siteIdentity(), locale, offset })])
          : null,
    },
    // The API being down is a temporary failure of this page, not of the visitor's request.
    {
      status: result ? 200 : 503,
      headers: { "Cache-Control": result ? PUBLIC_PAGE_CACHE_CONTROL : "no-store" },
    },
  );
}

/** Anonymous visitors share this page for a few seconds (page-cache.server.ts). */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = pageMeta;

/**
 * A post (a heart, saving the search) changes nothing the page shows: the results come again only for another
 * search. The static part would otherwise render itself again after each, since its data then comes whole
 * where the document had stand-ins (lib/static-part.tsx).
 */
export const shouldRevalidate = notAfterPosts;

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { meta, jsonLd, ...content } = loaderData;
  return (
    <SearchPageFrame>
      <SearchContent {...content} prices={useVisitorPrices()} />
    </SearchPageFrame>
  );
}
