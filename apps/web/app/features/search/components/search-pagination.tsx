/**
 * The search page's pagination: links to the other pages of results. A static part (lib/static-part.tsx) of
 * the search page: the server's markup on the first view, without its code or hydration.
 */

import { pageCount, pageWindow } from "#app/features/search/search-pages.ts";
import { type SearchState, searchHref } from "#app/features/search/search-state.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";
import { Link } from "#app/lib/link.tsx";
import { PageStepLink } from "#app/ui/page-step-link.tsx";

export function SearchPagination({
  state,
  total,
  path,
}: {
  state: SearchState;
  total: number;
  path: string;
}) {
  const t = useT();
  const locale = useLocale();
  const pages = pageCount(total, state.pageSize);
  if (pages <= 1) return null;
  const hrefOf = (page: number) => searchHref(path, { ...state, page }, locale);
  const number = numberFormat(locale);
  const edge = (page: number, rel: "prev" | "next") => (
    <PageStepLink rel={rel} to={page < 1 || page > pages ? null : hrefOf(page)} size="md">
      <span className="max-sm:sr-only">
        {t(rel === "prev" ? "search.pagination.previous" : "search.pagination.next")}
      </span>
    </PageStepLink>
  );
  return (
    <nav
      aria-label={t("search.pagination.label")}
      className="flex flex-wrap items-center justify-center gap-1.5"
    >
      {edge(state.page - 1, "prev")}
      <ul className="flex flex-wrap items-center gap-1.5">
        {pageWindow(state.page, pages).map((page, index) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no page of its own; its place is its identity
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={hrefOf(page)}
                aria-current={page === state.page ? "page" : undefined}
                // The name holds the visible number as shown (1,000), so voice control users can say it.
                aria-label={t("search.pagination.page", { page: number.format(page) })}
                // A ghost button, a primary one for the current page (app.css): one class instead of thirty.
                className="search-page-link"
              >
                {number.format(page)}
              </Link>
            </li>
          ),
        )}
      </ul>
      {edge(state.page + 1, "next")}
    </nav>
  );
}
