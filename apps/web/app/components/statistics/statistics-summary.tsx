import type { TStatistics } from "@keel/contracts/statistics";
import { formatDate } from "../../lib/format.ts";
import { useLocale, useT } from "../../lib/i18n.ts";
import { PeriodSwitch } from "./period-switch.tsx";
import { SeriesChart } from "./series-chart.tsx";
import { StatsTotals } from "./stats-totals.tsx";
import { TopBoats } from "./top-boats.tsx";

/** The dashboard home's statistics: period switch, totals, the series as a chart, the most viewed boats. */
export function StatisticsSummary({ statistics }: { statistics: TStatistics | null }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="stats-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="stats-title">{t("stats.title")}</h2>
          {statistics ? (
            <p className="text-sm text-muted-foreground">
              {t("stats.range", {
                from: formatDate(statistics.from, locale),
                to: formatDate(statistics.to, locale),
              })}
            </p>
          ) : null}
        </div>
        {statistics ? <PeriodSwitch period={statistics.period} /> : null}
      </div>
      {statistics ? (
        <>
          <StatsTotals totals={statistics.totals} />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="rounded-lg border bg-card p-4">
              <SeriesChart series={statistics.series} period={statistics.period} />
            </div>
            <section aria-labelledby="top-boats-title" className="flex flex-col gap-3">
              <h3 id="top-boats-title" className="text-base font-semibold">
                {t("stats.top.title")}
              </h3>
              <TopBoats boats={statistics.topBoats} />
            </section>
          </div>
        </>
      ) : (
        <p className="rounded-lg border border-dashed p-6 text-sm text-muted-foreground">
          {t("dashboardHome.unavailable")}
        </p>
      )}
    </section>
  );
}
