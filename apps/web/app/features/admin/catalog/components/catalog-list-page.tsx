import type { ReactNode } from "react";
import { useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { Button } from "#app/ui/button.tsx";
import { EmptyState } from "#app/ui/empty-state.tsx";
import { Icon } from "#app/ui/icon.tsx";
import { Pagination, TableFrame } from "#app/ui/list/list-controls.tsx";
import { ListFilters } from "#app/ui/list/list-filters.tsx";
import { hasActiveFilters, type ListQuery, type ListSpec } from "#app/ui/list/list-query.ts";
import { PageHeader } from "#app/ui/page-header.tsx";

interface CatalogListPageProps<F extends string, S extends string> {
  /** The list's name: the page's title, the table's label and caption. */
  title: string;
  intro: string;
  /** The "new value" button (localized path). */
  create: { to: string; label: string };
  spec: ListSpec<F, S>;
  /** The list's state from the URL; every catalog list has a search box (`q`). */
  query: ListQuery<F, S> & { filters: { q?: string } };
  /** How many values the page shows, and match in all. */
  shown: number;
  total: number;
  /** The list without search and filters (localized path). */
  listPath: string;
  searchLabel: string;
  /** Hidden values the filter form carries over besides the sort (the brand a model list is narrowed to). */
  keep?: Record<string, string | undefined>;
  /** A line between the header and the filters (values waiting for review, the brand narrowed to). */
  notice?: ReactNode;
  /** The list's own filter fields, after the search box. */
  filters?: ReactNode;
  /** The table's minimum width (a `min-w-[…]` class), for its columns to stay readable when it scrolls. */
  minWidth: string;
  /** The header cells and the rows of the table. */
  columns: ReactNode;
  rows: ReactNode;
}

/**
 * A catalog list's screen (brands, brand models, the translated reference lists): title with the "new" button,
 * search and filters in the URL, the table or the empty state, and the pages.
 */
export function CatalogListPage<F extends string, S extends string>({
  title,
  intro,
  create,
  spec,
  query,
  shown,
  total,
  listPath,
  searchLabel,
  keep,
  notice,
  filters,
  minWidth,
  columns,
  rows,
}: CatalogListPageProps<F, S>) {
  const t = useT();
  const isFiltered = hasActiveFilters(query);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={title}
        description={intro}
        actions={
          <Button asChild>
            <Link to={create.to}>
              <Icon name="plus" aria-hidden="true" />
              {create.label}
            </Link>
          </Button>
        }
      />
      {notice}
      <ListFilters
        label={t("catalog.list.searchLabel", { list: title })}
        search={{ value: query.filters.q, label: searchLabel }}
        keep={{ sort: query.sort === spec.defaultSort ? undefined : query.sort, ...keep }}
        pageSize={{ value: query.pageSize, options: spec.pageSizes }}
        isFiltered={isFiltered}
        clearHref={listPath}
      >
        {filters}
      </ListFilters>

      {shown === 0 ? (
        <EmptyState isFiltered={isFiltered} clearHref={listPath} />
      ) : (
        <TableFrame label={title}>
          <table className={`w-full ${minWidth} text-sm`}>
            <caption className="sr-only">{title}</caption>
            <thead className="border-b bg-muted/50">
              <tr>{columns}</tr>
            </thead>
            <tbody>{rows}</tbody>
          </table>
        </TableFrame>
      )}
      <Pagination spec={spec} query={query} total={total} />
    </div>
  );
}
