import { useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { Icon } from "./icon.tsx";

/**
 * An empty list: 'No matching data' when the visitor's search or filters left nothing (with a way to clear
 * them), 'No data' when there is nothing at all (the generic texts of the back office).
 */
export function EmptyState({ isFiltered, clearHref }: { isFiltered: boolean; clearHref?: string }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-12 text-center">
      <Icon name="search-x" aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-medium">{t(isFiltered ? "common.noMatchingData" : "common.noData")}</p>
      {isFiltered && clearHref ? (
        <Link to={clearHref} className="text-sm text-primary underline underline-offset-4">
          {t("admin.list.clearFilters")}
        </Link>
      ) : null}
    </div>
  );
}
