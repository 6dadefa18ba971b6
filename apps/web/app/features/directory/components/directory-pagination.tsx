import { directoryPageCount, directoryPageWindow } from "#app/features/directory/directory-query.ts";
import { cn } from "#app/lib/cn.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";
import { Link } from "#app/lib/link.tsx";
import { Icon } from "#app/ui/icon.tsx";

interface DirectoryPaginationProps {
  page: number;
  total: number;
  /** The list's address for a page number, keeping its filters. */
  hrefFor: (page: number) => string;
}

const LINK =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md border px-3 text-sm font-medium text-foreground no-underline hover:bg-muted";

/** Page links of a directory (plain URLs: shareable, and they work without JavaScript); hidden on one page. */
export function DirectoryPagination({ page, total, hrefFor }: DirectoryPaginationProps) {
  const t = useT();
  const locale = useLocale();
  const pages = directoryPageCount(total);
  if (pages <= 1) return null;
  const number = numberFormat(locale);
  return (
    <nav aria-label={t("pages.pagination.label")} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 ? (
          <li>
            <Link to={hrefFor(Math.min(page, pages + 1) - 1)} className={LINK} rel="prev">
              <Icon name="chevron-left" aria-hidden="true" className="size-4" />
              {t("pages.pagination.previous")}
            </Link>
          </li>
        ) : null}
        {directoryPageWindow(Math.min(page, pages), pages).map((item, index) =>
          item === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-current={item === page ? "page" : undefined}
                // The name holds the visible number as shown (1,000), so voice control users can say it.
                aria-label={t("pages.pagination.page", { page: number.format(item) })}
                className={cn(
                  LINK,
                  item === page && "border-primary bg-primary text-primary-foreground hover:bg-primary-hover",
                )}
              >
                {number.format(item)}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link to={hrefFor(page + 1)} className={LINK} rel="next">
              {t("pages.pagination.next")}
              <Icon name="chevron-right" aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
