import { useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { Icon } from "#app/ui/icon.tsx";

/**
 * An empty messages list: "No matching data" when the search or the boat filter left nothing (with a way back), else
 * what the view means when it is empty (no messages yet, all read, nothing archived).
 */
export function MessagesEmpty({
  isFiltered,
  view,
  clearHref,
}: {
  isFiltered: boolean;
  view: string | undefined;
  clearHref: string;
}) {
  const t = useT();
  const iconName = isFiltered ? "search-x" : "inbox";
  const title = isFiltered
    ? t("common.noMatchingData")
    : view === "unread"
      ? t("messages.empty.unread")
      : view === "archived"
        ? t("messages.empty.archived")
        : t("messages.empty.title");
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-12 text-center">
      <Icon name={iconName} aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-medium">{title}</p>
      {!isFiltered && (view === undefined || view === "all") ? (
        <p className="max-w-md text-sm text-muted-foreground">{t("messages.empty.body")}</p>
      ) : null}
      {isFiltered ? (
        <Link to={clearHref} className="text-sm text-primary underline underline-offset-4">
          {t("admin.list.clearFilters")}
        </Link>
      ) : null}
    </div>
  );
}
