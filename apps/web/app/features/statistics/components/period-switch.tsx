import type { StatisticsPeriod } from "@keel/contracts/statistics";
import { useLocation } from "react-router";
import { periodHref, STATISTICS_PERIOD_VALUES } from "#app/features/statistics/statistics-view.ts";
import { cn } from "#app/lib/cn.ts";
import { useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";

/** Daily / weekly / monthly as links (the period lives in the URL); the current one has aria-current. */
export function PeriodSwitch({ period }: { period: StatisticsPeriod }) {
  const t = useT();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  return (
    <nav aria-label={t("stats.period.label")}>
      <ul className="inline-flex rounded-md border bg-card p-0.5">
        {STATISTICS_PERIOD_VALUES.map((value) => (
          <li key={value}>
            <Link
              to={periodHref(params, value)}
              preventScrollReset
              aria-current={value === period ? "page" : undefined}
              className={cn(
                "inline-flex h-8 items-center rounded px-3 text-sm font-medium no-underline",
                value === period
                  ? "bg-primary text-primary-foreground"
                  : "text-muted-foreground hover:bg-muted hover:text-foreground",
              )}
            >
              {t(`stats.period.${value}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
