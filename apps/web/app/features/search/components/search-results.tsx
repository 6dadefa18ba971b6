/**
 * The results column of the search page: keyword box, count, sort and page size, applied filters, the
 * cards, "No matching data" with ways out, and pagination. While a new search loads, the previous results
 * stay in place (same size, dimmed, aria-busy) under the loading bar.
 */

import { SEARCH_SORTS } from "@keel/contracts/search-codes";
import { PAGE_SIZES } from "@keel/contracts/ui-constants";
import type { ReactNode } from "react";
import { activeFilters, type SearchState } from "#app/features/search/search-state.ts";
import { cn } from "#app/lib/cn.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { buttonVariants } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { Select } from "#app/ui/select.tsx";
import { BoatCards, type CardBoat } from "./boat-card.tsx";
import { DeferredHeartDelegate } from "./deferred-heart-delegate.tsx";
import { SyncedInput, useSyncedSelect } from "./filter-controls.tsx";
import { FILTERS_ID } from "./filter-panel.tsx";
import { SEARCH_FORM_ID } from "./use-search-form.ts";

/** The keyword box, part of the filter form through its `form` attribute. */
export function KeywordBox({ q }: { q: string }) {
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

interface ToolbarProps {
  state: SearchState;
  total: number | null;
  onOpenFilters: () => void;
  onChange: () => void;
}

export function ResultsToolbar({ state, total, onOpenFilters, onChange }: ToolbarProps) {
  const t = useT();
  const sortRef = useSyncedSelect(state.sort);
  const pageSizeRef = useSyncedSelect(String(state.pageSize));
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
        {/* biome-ignore lint/a11y/useSemanticElements: a link to the #filters panel when JavaScript is off */}
        <a
          href={`#${FILTERS_ID}`}
          role="button"
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault();
            onOpenFilters();
          }}
          onKeyDown={(event) => {
            if (event.key !== " ") return;
            event.preventDefault();
            onOpenFilters();
          }}
          className={cn(buttonVariants({ variant: "outline", size: "md" }), "lg:hidden")}
        >
          <Icon name="sliders-horizontal" aria-hidden="true" />
          {activeCount > 0 ? t("search.filtersCount", { count: activeCount }) : t("search.filters")}
        </a>
        <div className="flex flex-col gap-1">
          <label htmlFor="search-sort" className="text-xs text-muted-foreground">
            {t("search.sortLabel")}
          </label>
          <Select
            ref={sortRef}
            id="search-sort"
            name="sort"
            form={SEARCH_FORM_ID}
            defaultValue={state.sort}
            onChange={onChange}
            className="w-auto min-w-44"
          >
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`search.sort.${sort}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="search-page-size" className="text-xs text-muted-foreground">
            {t("search.pageSizeLabel")}
          </label>
          <Select
            ref={pageSizeRef}
            id="search-page-size"
            name="pageSize"
            form={SEARCH_FORM_ID}
            defaultValue={String(state.pageSize)}
            onChange={onChange}
            className="w-auto min-w-28"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {t("search.perPage", { count: size })}
              </option>
            ))}
          </Select>
        </div>
        <noscript>
          <button type="submit" form={SEARCH_FORM_ID} className={buttonVariants({ variant: "secondary" })}>
            {t("search.apply")}
          </button>
        </noscript>
      </div>
    </div>
  );
}

export function ResultGrid({ boats, isPending }: { boats: CardBoat[]; isPending: boolean }) {
  return (
    <div aria-busy={isPending} className={cn("transition-opacity", isPending && "opacity-60")}>
      <BoatCards boats={boats} className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" isFirstPriority />
      <DeferredHeartDelegate />
    </div>
  );
}

/** "No matching data", the applied filters to remove one by one, and "clear all". */
export function NoResults({ children, clearHref }: { children: ReactNode; clearHref: string }) {
  const t = useT();
  return (
    <div className="flex flex-col items-start gap-4 rounded-xl border bg-muted/40 p-6 sm:p-8">
      <h2 className="text-xl">{t("common.noMatchingData")}</h2>
      <p className="text-muted-foreground">{t("search.empty.body")}</p>
      {children}
      <Link to={clearHref} className={buttonVariants({ variant: "primary" })}>
        {t("search.empty.clearAll")}
      </Link>
    </div>
  );
}
