import { type TeamBoatQuery, toSearch } from "#app/features/boats/team-boat-query.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";
import { PageStepLink } from "#app/ui/page-step-link.tsx";

/** Previous / next links that keep the other query values; hidden when everything fits on one page. */
export function Pagination({ query, total }: { query: TeamBoatQuery; total: number }) {
  const t = useT();
  const locale = useLocale();
  const pages = Math.max(1, Math.ceil(total / query.pageSize));
  if (total === 0 || (pages === 1 && query.page === 1)) return null;
  const number = numberFormat(locale);
  const first = Math.min(total, (query.page - 1) * query.pageSize + 1);
  const last = Math.min(total, query.page * query.pageSize);
  const link = (page: number, label: string, rel: "prev" | "next") => (
    <PageStepLink rel={rel} to={page < 1 || page > pages ? null : toSearch(query, { page }) || "?"} size="sm">
      {label}
    </PageStepLink>
  );
  return (
    <nav
      aria-label={t("boats.pagination.label")}
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-muted-foreground">
        {t("boats.pagination.range", {
          first: number.format(first),
          last: number.format(last),
          total: number.format(total),
        })}
      </p>
      <div className="flex items-center gap-2">
        {link(query.page - 1, t("boats.pagination.previous"), "prev")}
        <span className="text-sm">{t("boats.pagination.page", { page: query.page, pages })}</span>
        {link(query.page + 1, t("boats.pagination.next"), "next")}
      </div>
    </nav>
  );
}
