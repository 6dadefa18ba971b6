import { cn } from "#app/lib/cn.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";
import { Link } from "#app/lib/link.tsx";
import { Icon } from "#app/ui/icon.tsx";
import {
  type ListQuery,
  type ListSpec,
  listHref,
  nextSort,
  pageCount,
  pageWindow,
  sortDirection,
} from "./list-query.ts";

interface SortHeaderProps<S extends string> {
  label: string;
  column: string;
  spec: ListSpec<string, S>;
  query: ListQuery<string, S>;
  className?: string;
}

/**
 * A sortable column header: `aria-sort` says how the list is sorted now, the link (a plain URL, so it works
 * without JavaScript and can be shared) sorts by this column, or reverses it.
 */
export function SortHeader<S extends string>({ label, column, spec, query, className }: SortHeaderProps<S>) {
  const t = useT();
  const direction = sortDirection(query.sort, column);
  const next = nextSort(spec, query.sort, column);
  const iconName =
    direction === "ascending" ? "arrow-up" : direction === "descending" ? "arrow-down" : "arrow-up-down";
  return (
    <th scope="col" aria-sort={direction ?? "none"} className={cn("px-3 py-2 text-left", className)}>
      <Link
        to={listHref(spec, query, { sort: next })}
        preventScrollReset
        className="inline-flex items-center gap-1 rounded font-semibold text-foreground no-underline hover:underline"
      >
        {label}
        <Icon
          name={iconName}
          aria-hidden="true"
          className={cn("size-3.5", direction ? "" : "text-muted-foreground")}
        />
        <span className="sr-only">
          {t(next.startsWith("-") ? "admin.list.sortDescending" : "admin.list.sortAscending")}
        </span>
      </Link>
    </th>
  );
}

/** Header of a column that does not sort. */
export function PlainHeader({ label, className }: { label: string; className?: string }) {
  return (
    <th scope="col" className={cn("px-3 py-2 text-left font-semibold", className)}>
      {label}
    </th>
  );
}

interface PaginationProps<F extends string, S extends string> {
  spec: ListSpec<F, S>;
  query: ListQuery<F, S>;
  total: number;
  /** Names the navigation landmark when a page has more than one paginated list. */
  label?: string;
}

/** "12 results · page 2 of 3" and links to the neighbouring pages, the first and the last. */
export function Pagination<F extends string, S extends string>({
  spec,
  query,
  total,
  label,
}: PaginationProps<F, S>) {
  const t = useT();
  const locale = useLocale();
  const count = pageCount(total, query.pageSize);
  const number = numberFormat(locale);
  const linkClass =
    "inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md border px-2 text-sm no-underline hover:bg-muted";
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("admin.list.summary", { total, page: Math.min(query.page, count), pages: count })}
      </p>
      {count > 1 ? (
        <nav aria-label={label ?? t("admin.list.pagination")}>
          <ul className="flex flex-wrap items-center gap-1">
            {query.page > 1 ? (
              <li>
                <Link
                  to={listHref(spec, query, { page: Math.min(query.page, count + 1) - 1 })}
                  className={linkClass}
                  rel="prev"
                >
                  <Icon name="chevron-left" aria-hidden="true" className="size-4" />
                  {t("admin.list.previous")}
                </Link>
              </li>
            ) : null}
            {pageWindow(Math.min(query.page, count), count).map((item, index) =>
              item === "gap" ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
                <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
                  …
                </li>
              ) : (
                <li key={item}>
                  <Link
                    to={listHref(spec, query, { page: item })}
                    aria-current={item === query.page ? "page" : undefined}
                    aria-label={t("admin.list.page", { page: item })}
                    className={cn(
                      linkClass,
                      item === query.page &&
                        "border-primary bg-primary text-primary-foreground hover:bg-primary-hover",
                    )}
                  >
                    {number.format(item)}
                  </Link>
                </li>
              ),
            )}
            {query.page < count ? (
              <li>
                <Link to={listHref(spec, query, { page: query.page + 1 })} className={linkClass} rel="next">
                  {t("admin.list.next")}
                  <Icon name="chevron-right" aria-hidden="true" className="size-4" />
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

/** Its own module (table-frame.tsx): a page showing a wide table without list controls loads only the frame. */
export { TableFrame } from "./table-frame.tsx";
