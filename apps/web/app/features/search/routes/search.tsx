/**
 * Boat search, /boats in every locale. Everything is in the URL (search-state.ts) and rendered on the server;
 * the loader runs the search, the catalog and the chosen brand side by side (search.server.ts). Invalid
 * parameters never fail the page: they are left out and a notice says which.
 */

import { type ReactNode, useState } from "react";
import { data } from "react-router";
import { SaveSearch } from "#app/features/saved-searches/index.ts";
import { ActiveFilters } from "#app/features/search/components/active-filters.tsx";
import { FilterPanel } from "#app/features/search/components/filter-panel.tsx";
import {
  KeywordBox,
  NoResults,
  ResultGrid,
  ResultsToolbar,
} from "#app/features/search/components/search-results.tsx";
import { useSearchForm } from "#app/features/search/components/use-search-form.ts";
import { loadSearchPage } from "#app/features/search/search.server.ts";
import {
  clearedSearch,
  type SearchParam,
  searchHref,
  serializeSearch,
} from "#app/features/search/search-state.ts";
import { itemListJsonLd } from "#app/lib/boat-seo.ts";
import { siteIdentity } from "#app/lib/config.server.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { type Translate, useLocale, useT } from "#app/lib/i18n.ts";
import { PUBLIC_PAGE_CACHE_CONTROL, publicPageHeaders } from "#app/lib/page-cache.server.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { apiContext } from "#app/lib/session.server.ts";
import { staticPart } from "#app/lib/static-part.tsx";
import type { Route } from "./+types/search";

/** Links only: the server's markup on the first view (lib/static-part.tsx). */
const SearchPagination = staticPart("search-pagination", () =>
  import("#app/features/search/components/search-pagination.tsx").then((module) => module.SearchPagination),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const [t, page] = await Promise.all([
    getTranslator(context),
    loadSearchPage(new URL(request.url), locale, apiContext(context, request)),
  ]);
  const total = page.result?.total ?? null;
  const title = page.state.q ? t("search.meta.titleKeyword", { q: page.state.q }) : t("search.meta.title");
  const items = page.result?.items ?? [];
  const offset = (page.state.page - 1) * page.state.pageSize;
  return data(
    {
      ...page,
      meta: {
        title: page.state.page > 1 ? t("search.meta.titlePage", { title, page: page.state.page }) : title,
        description: t("search.meta.description", { count: total ?? 0 }),
        // Keyword pages, corrected URLs and empty results are not pages worth a search engine's index.
        noIndex: Boolean(page.state.q) || page.issues.length > 0 || !total,
        // The results' first page of boats, so that search engines see the boats it links to.
        extra:
          items.length > 0
            ? [{ "script:ld+json": itemListJsonLd(items, { site: siteIdentity(), locale, offset }) as never }]
            : [],
      },
    },
    // The API being down is a temporary failure of this page, not of the visitor's request.
    {
      status: page.result ? 200 : 503,
      headers: { "Cache-Control": page.result ? PUBLIC_PAGE_CACHE_CONTROL : "no-store" },
    },
  );
}

/** Anonymous visitors share this page for a few seconds (page-cache.server.ts). */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Names of the filters for the notice about ignored parameters, each once. */
function issueLabels(params: SearchParam[], t: Translate): string {
  const keyOf = (param: SearchParam) =>
    param === "priceMax"
      ? "price"
      : param === "lengthMax"
        ? "length"
        : param === "yearMax"
          ? "year"
          : param.replace(/Min$/, "").replace(/^q$/, "keyword");
  const labels = [...new Set(params.map((param) => t(`search.param.${keyOf(param)}`)))];
  return labels.join(", ");
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { result, catalog, brand, issues } = loaderData;
  const { shown, isPending, apply, path } = useSearchForm(loaderData.state);
  const [isFiltersOpen, setIsFiltersOpen] = useState(false);
  const clearHref = searchHref(path, clearedSearch(loaderData.state, locale), locale);
  const closeFilters = () => {
    if (!isFiltersOpen) return;
    setIsFiltersOpen(false);
    document.querySelector<HTMLElement>('[aria-haspopup="dialog"]')?.focus();
  };

  let body: ReactNode;
  if (!result) {
    body = (
      <p role="alert" className="rounded-xl border bg-muted p-6 text-muted-foreground">
        {t("search.unavailable")}
      </p>
    );
  } else if (result.items.length === 0) {
    body = (
      <NoResults clearHref={clearHref}>
        <ActiveFilters
          state={loaderData.state}
          catalog={catalog}
          brand={brand}
          path={path}
          clearHref={null}
        />
        {loaderData.state.page > 1 && result.total > 0 ? (
          <a href={searchHref(path, { ...loaderData.state, page: 1 }, locale)}>
            {t("search.empty.firstPage")}
          </a>
        ) : null}
      </NoResults>
    );
  } else {
    body = (
      <>
        <ActiveFilters
          state={loaderData.state}
          catalog={catalog}
          brand={brand}
          path={path}
          clearHref={clearHref}
        />
        <ResultGrid boats={result.items} isPending={isPending} />
        <SearchPagination state={loaderData.state} total={result.total} path={path} />
      </>
    );
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-4">
        <h1 className="text-3xl sm:text-4xl">
          {loaderData.state.q ? t("search.headingKeyword", { q: loaderData.state.q }) : t("search.heading")}
        </h1>
        <KeywordBox q={shown.q} />
        <SaveSearch
          query={serializeSearch({ ...loaderData.state, page: 1 }, locale)}
          suggestedName={loaderData.state.q || t("savedSearches.suggestedName")}
        />
      </header>
      {issues.length > 0 ? (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          {t("search.issues", { params: issueLabels(issues, t) })}
        </p>
      ) : null}
      <div className="grid gap-8 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <FilterPanel
          state={shown}
          facets={result?.facets ?? null}
          catalog={catalog}
          brand={brand}
          total={result?.total ?? null}
          action={path}
          apply={apply}
          isOpen={isFiltersOpen}
          onClose={closeFilters}
          clearHref={clearHref}
        />
        <section id="results" aria-labelledby="results-title" className="flex min-w-0 flex-col gap-5">
          <h2 id="results-title" className="sr-only">
            {t("search.results")}
          </h2>
          <ResultsToolbar
            state={shown}
            total={result?.total ?? null}
            onOpenFilters={() => setIsFiltersOpen(true)}
            onChange={() => apply()}
          />
          {body}
        </section>
      </div>
    </div>
  );
}
