import type { ReactNode } from "react";
import { useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { buttonVariants } from "#app/ui/button.tsx";
import { DirectoryPagination } from "./directory-pagination.tsx";

interface DirectoryResultsProps<T> {
  /** The heading's id, which names the section, and its text (the count once the list is loaded). */
  headingId: string;
  heading: string;
  /** Null when the API could not be reached: the section says the list is unavailable. */
  list: { items: readonly T[]; total: number } | null;
  /** Why nothing matched, and the way back to the whole directory (null when already there). */
  emptyText: string;
  showAll: { label: string; href: string } | null;
  /** The grid's columns. */
  listClassName: string;
  keyOf: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  page: number;
  hrefFor: (page: number) => string;
}

/**
 * The results of a public directory (partners, professionals): a live heading with the count, the cards, the
 * empty and unavailable states, and the page links.
 */
export function DirectoryResults<T>({
  headingId,
  heading,
  list,
  emptyText,
  showAll,
  listClassName,
  keyOf,
  renderItem,
  page,
  hrefFor,
}: DirectoryResultsProps<T>) {
  const t = useT();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <h2 id={headingId} className="text-lg" aria-live="polite">
        {heading}
      </h2>
      {list === null ? (
        <p role="status" className="rounded-lg border bg-muted p-6 text-muted-foreground">
          {t("pages.directory.unavailable")}
        </p>
      ) : list.items.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border bg-muted/40 p-6">
          <p className="font-medium">{t("common.noMatchingData")}</p>
          <p className="text-muted-foreground">{emptyText}</p>
          {showAll ? (
            <Link to={showAll.href} className={buttonVariants({ variant: "outline" })}>
              {showAll.label}
            </Link>
          ) : null}
        </div>
      ) : (
        <ul className={listClassName}>
          {list.items.map((item) => (
            <li key={keyOf(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      {list ? <DirectoryPagination page={page} total={list.total} hrefFor={hrefFor} /> : null}
    </section>
  );
}
