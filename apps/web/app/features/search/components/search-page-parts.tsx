/**
 * The search page's content, one static part (lib/static-part.tsx, docs/decisions/064-static-parts.md): the
 * server renders it whole; on the page's first view it is neither hydrated nor is this module loaded. It has
 * no handlers: the page's frame (search-page-frame.tsx) takes its events and the page's behaviour
 * (search-behaviour.tsx, loaded on intent or when idle) acts on them. After a client-side navigation the
 * browser renders it with the new search (every search changes the filters' counts and the results).
 *
 * - `SearchTop`: the heading, the keyword box and its button, "Save this search" and the notice about ignored
 *   parameters;
 * - `SearchFilters`: the filter panel's content (its heading, close link and GET form: every filter, the brand
 *   and model selects among them, "Show N results" and "clear all");
 * - `ResultsHead`: the results' count, the ordering link, the "Filters" button (phones), sort and page size,
 *   then the applied filters as chips, "No matching data" with its ways out, or the API's failure;
 * - then the cards (boat-card-parts.tsx) and the pagination (search-pagination.tsx).
 */
import { SEARCH_SORTS } from "@keel/contracts/search-codes";
import { PAGE_SIZES } from "@keel/contracts/ui-constants";
import { useLocation, useRouteLoaderData } from "react-router";
import { SaveSearch } from "#app/features/saved-searches/index.ts";
import type { Facets } from "#app/features/search/search-facets.ts";
import {
  activeFilters,
  type SearchParam,
  type SearchState,
  searchHref,
} from "#app/features/search/search-state.ts";
import type { VisitorPrices } from "#app/lib/approx-price.ts";
import { cn } from "#app/lib/cn.ts";
import { type Translate, useLocale, useT } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { Button, buttonVariants } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { LightTooltip } from "#app/ui/light-tooltip.tsx";
import { ActiveFilters } from "./active-filters.tsx";
import type { CardBoat } from "./boat-card.tsx";
import { CardGrid } from "./boat-card-parts.tsx";
import { brandOptions } from "./brand-options.ts";
import { FilterGroup, FilterSelect, SyncedInput } from "./filter-controls.tsx";
import { FiltersAfterBrand, FiltersBeforeBrand } from "./filter-parts.tsx";
import { FILTERS_ID, type FilterData, SEARCH_FORM_ID } from "./search-ids.ts";
import { SearchPagination } from "./search-pagination.tsx";

export interface SearchContentProps extends Omit<SearchTopProps, "q"> {
  state: SearchState;
  /** null when the API could not answer. */
  result: { total: number } | null;
  /** The filters' counts (null when the API could not answer). */
  facets: Facets;
  /** The results' cards. */
  items: CardBoat[];
  catalog: FilterData["catalog"];
  brand: FilterData["brand"];
  /** The search page's path in the page's language. */
  path: string;
  clearHref: string;
  /** The visitor's currency and rates, for the cards' approximate prices. */
  prices: VisitorPrices | null;
}

/**
 * The whole page in the frame: the top, the filter panel (a sidebar on wide screens; on phones hidden until
 * opened: a modal dialog with JavaScript, `data-open` set by search-behaviour.tsx, the `#filters` fragment
 * without), and the results' section.
 */
export function SearchContent(props: SearchContentProps) {
  const { state, result, facets, items, catalog, brand, path, clearHref, prices } = props;
  const t = useT();
  const total = result?.total ?? null;
  const filters = { state, catalog, brand, total, path, clearHref };
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <SearchTop {...props} q={state.q} />
      <div className="grid gap-8 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <aside
          id={FILTERS_ID}
          aria-labelledby="filters-title"
          className={cn(
            "flex-col bg-background max-lg:hidden lg:flex",
            "max-lg:target:fixed max-lg:target:inset-0 max-lg:target:z-50 max-lg:target:flex max-lg:target:overflow-y-auto",
            "max-lg:data-open:fixed max-lg:data-open:inset-0 max-lg:data-open:z-50 max-lg:data-open:flex max-lg:data-open:overflow-y-auto",
          )}
        >
          <SearchFilters {...filters} facets={facets} />
        </aside>
        <section id="results" aria-labelledby="results-title" className="flex min-w-0 flex-col gap-5">
          <h2 id="results-title" className="sr-only">
            {t("search.results")}
          </h2>
          <ResultsHead {...filters} status={!result ? "unavailable" : items.length ? "results" : "empty"} />
          {items.length > 0 ? (
            <>
              {/* While the next search loads, dimmed and busy (search-behaviour.tsx). */}
              <div data-results-grid aria-busy="false" className="transition-opacity">
                <CardGrid
                  boats={items}
                  className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3"
                  isFirstPriority
                  headingLevel={3}
                  prices={prices}
                />
              </div>
              <SearchPagination state={state} total={total ?? 0} path={path} />
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}

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

export interface SearchTopProps {
  q: string;
  issues: SearchParam[];
  /** The search's query string, without its page, for "Save this search". */
  saveQuery: string;
}

export function SearchTop({ q, issues, saveQuery }: SearchTopProps) {
  const t = useT();
  // Where a guest comes back after signing in; a signed-in visitor's form (the part renders again with each
  // search, and the page is a new one after signing in).
  const location = useLocation();
  const isSignedIn = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.user);
  const back = `${location.pathname}${location.search}`;
  return (
    <>
      <header className="flex flex-col gap-4">
        <h1 className="text-3xl sm:text-4xl">
          {q ? t("search.headingKeyword", { q }) : t("search.heading")}
        </h1>
        <KeywordBox q={q} />
        <SaveSearch
          query={saveQuery}
          suggestedName={q || t("savedSearches.suggestedName")}
          isSignedIn={isSignedIn}
          back={back}
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
    </>
  );
}

/** The keyword box, part of the filter form through its `form` attribute. */
function KeywordBox({ q }: { q: string }) {
  const t = useT();
  return (
    <div className="flex w-full gap-2">
      <div className="relative min-w-0 flex-1">
        <label htmlFor="search-q" className="sr-only">
          {t("search.keywordLabel")}
        </label>
        <Icon
          name="search"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        {/* A new URL keyword (a chip removed) replaces what is shown; typing is never interrupted. */}
        <SyncedInput
          id="search-q"
          type="search"
          name="q"
          form={SEARCH_FORM_ID}
          value={q}
          maxLength={200}
          enterKeyHint="search"
          placeholder={t("search.keywordPlaceholder")}
          className="h-11 pl-9"
        />
      </div>
      <button type="submit" form={SEARCH_FORM_ID} className={cn(buttonVariants({ size: "md" }), "h-11")}>
        {t("search.submit")}
      </button>
    </div>
  );
}

export interface SearchFiltersProps extends FilterData {
  state: SearchState;
  /** The search page's path in the page's language: the form's action. */
  path: string;
  clearHref: string;
}

/**
 * The filter panel's content: one GET form (it works without JavaScript, through its submit button). The
 * brand is a native select of the brands that have boats with the current filters; the page's behaviour puts
 * a searchable combobox over every brand in its place (`data-brand-slot`) at the visitor's first interaction.
 */
export function SearchFilters({ state, facets, catalog, brand, total, path, clearHref }: SearchFiltersProps) {
  const t = useT();
  const locale = useLocale();
  const number = numberFormat(locale);
  const models = brand?.models ?? [];
  return (
    <>
      <div className="flex items-center justify-between gap-3 max-lg:sticky max-lg:top-0 max-lg:z-10 max-lg:border-b max-lg:bg-background max-lg:px-4 max-lg:py-3">
        <h2 id="filters-title" className="text-lg">
          {t("search.filters")}
        </h2>
        <LightTooltip content={t("common.close")} side="bottom" className="lg:hidden">
          {/* Without JavaScript this link closes the :target panel; with it, the dialog (search-behaviour.tsx). */}
          <a
            href="#results"
            data-close
            aria-label={t("common.close")}
            className="rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground lg:hidden"
          >
            <Icon name="x" aria-hidden="true" className="size-5" />
          </a>
        </LightTooltip>
      </div>
      <form
        id={SEARCH_FORM_ID}
        method="get"
        action={path}
        aria-label={t("search.filters")}
        className="flex flex-col gap-4 max-lg:px-4 max-lg:pt-2 lg:pt-2"
      >
        <FiltersBeforeBrand state={state} facets={facets} boatTypes={catalog?.boatTypes ?? null} />

        <FilterGroup legend={t("search.filter.brandAndModel")}>
          <div className="flex flex-col gap-3">
            <div data-brand-select>
              <FilterSelect label={t("search.filter.brand")} name="brand" value={brand?.slug ?? ""}>
                <option value="">{t("search.anyBrand")}</option>
                {brandOptions(facets?.brand, brand, locale).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.count === null ? option.label : `${option.label} (${option.count})`}
                  </option>
                ))}
              </FilterSelect>
            </div>
            <div data-brand-slot className="contents" />
            <FilterSelect
              label={t("search.filter.model")}
              name="model"
              value={state.model ?? ""}
              disabled={!brand || models.length === 0}
            >
              <option value="">{brand ? t("search.anyModel") : t("search.chooseBrandFirst")}</option>
              {models.map((m) => (
                <option key={m.slug} value={m.slug}>
                  {m.name}
                </option>
              ))}
            </FilterSelect>
          </div>
        </FilterGroup>

        <FiltersAfterBrand state={state} facets={facets} catalog={catalog} />

        <div className="flex flex-col gap-2 border-t bg-background py-4 max-lg:sticky max-lg:bottom-0 max-lg:-mx-4 max-lg:px-4">
          <Button type="submit" className="w-full">
            {total === null
              ? t("search.apply")
              : t("search.showResults", { count: total, total: number.format(total) })}
          </Button>
          <Link to={clearHref} data-keep-place className="text-center text-sm">
            {t("search.clearAll")}
          </Link>
        </div>
      </form>
    </>
  );
}

export interface ResultsHeadProps extends Pick<FilterData, "catalog" | "brand" | "total"> {
  state: SearchState;
  path: string;
  clearHref: string;
  /** "unavailable": the API failed; "empty": no boat matches (on this page). */
  status: "results" | "empty" | "unavailable";
}

export function ResultsHead({ state, total, catalog, brand, path, clearHref, status }: ResultsHeadProps) {
  const t = useT();
  const chips = (clear: string | null) => (
    <ActiveFilters state={state} catalog={catalog} brand={brand} path={path} clearHref={clear} />
  );
  return (
    <>
      <ResultsToolbar state={state} total={total} />
      {status === "unavailable" ? (
        <p role="alert" className="rounded-xl border bg-muted p-6 text-muted-foreground">
          {t("search.unavailable")}
        </p>
      ) : status === "empty" ? (
        <div className="flex flex-col items-start gap-4 rounded-xl border bg-muted/40 p-6 sm:p-8">
          <h2 className="text-xl">{t("common.noMatchingData")}</h2>
          <p className="text-muted-foreground">{t("search.empty.body")}</p>
          {chips(null)}
          {state.page > 1 && total ? <FirstPageLink state={state} path={path} /> : null}
          <Link to={clearHref} className={buttonVariants({ variant: "primary" })}>
            {t("search.empty.clearAll")}
          </Link>
        </div>
      ) : (
        chips(clearHref)
      )}
    </>
  );
}

function FirstPageLink({ state, path }: { state: SearchState; path: string }) {
  const t = useT();
  const locale = useLocale();
  return <a href={searchHref(path, { ...state, page: 1 }, locale)}>{t("search.empty.firstPage")}</a>;
}

function ResultsToolbar({ state, total }: { state: SearchState; total: number | null }) {
  const t = useT();
  const locale = useLocale();
  const number = numberFormat(locale);
  const activeCount = activeFilters(state).filter((f) => f.param !== "q").length;
  const sorts = SEARCH_SORTS.filter((sort) => sort !== "relevance" || state.q);
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="flex flex-col gap-1">
        <output className="min-h-6 text-sm font-medium" id="results-count">
          {total === null ? "" : t("search.count", { count: total, total: number.format(total) })}
        </output>
        {/* The ranking rule in plain words (decision 025). */}
        <Link to={localizePath("/how-results-are-ordered", locale)} className="text-xs">
          {t("search.orderingLink")}
        </Link>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        {/* biome-ignore lint/a11y/useSemanticElements: a link to the #filters panel without JavaScript; with it, a button opening the dialog (Enter, Space: search-behaviour.tsx) */}
        <a
          href={`#${FILTERS_ID}`}
          role="button"
          aria-haspopup="dialog"
          className={cn(buttonVariants({ variant: "outline", size: "md" }), "lg:hidden")}
        >
          <Icon name="sliders-horizontal" aria-hidden="true" />
          {activeCount > 0 ? t("search.filtersCount", { count: activeCount }) : t("search.filters")}
        </a>
        <FilterSelect
          id="search-sort"
          name="sort"
          form={SEARCH_FORM_ID}
          label={t("search.sortLabel")}
          value={state.sort}
          selectClassName="w-auto min-w-44"
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`search.sort.${sort}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="search-page-size"
          name="pageSize"
          form={SEARCH_FORM_ID}
          label={t("search.pageSizeLabel")}
          value={String(state.pageSize)}
          selectClassName="w-auto min-w-28"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {t("search.perPage", { count: size })}
            </option>
          ))}
        </FilterSelect>
        <noscript>
          <button type="submit" form={SEARCH_FORM_ID} className={buttonVariants({ variant: "secondary" })}>
            {t("search.apply")}
          </button>
        </noscript>
      </div>
    </div>
  );
}
