import type { TStatistics } from "@keel/contracts/statistics";
import { Form, useLocation } from "react-router";
import type { RangeRequest } from "#app/features/statistics/statistics-view.ts";
import { formatDate } from "#app/lib/format.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { Button } from "#app/ui/button.tsx";
import { DateRangePicker } from "#app/ui/date-range-picker.tsx";
import { PeriodSwitch } from "./period-switch.tsx";
import { SeriesChart } from "./series-chart.tsx";
import { StatsTotals } from "./stats-totals.tsx";
import { TopBoats } from "./top-boats.tsx";

/**
 * The dashboard home's statistics: period switch, a custom period (date range), totals, the series as a
 * chart, the most viewed boats.
 */
export function StatisticsSummary({
  statistics,
  isCustomRange = false,
  rangeErrors = {},
  today,
}: {
  statistics: TStatistics | null;
  isCustomRange?: boolean;
  rangeErrors?: RangeRequest["errors"];
  today: string;
}) {
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
      <CustomPeriodForm
        statistics={statistics}
        isCustomRange={isCustomRange}
        rangeErrors={rangeErrors}
        today={today}
      />
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

/** A custom period: the date range goes into the URL beside the period, so the page can be shared. */
function CustomPeriodForm({
  statistics,
  isCustomRange,
  rangeErrors,
  today,
}: {
  statistics: TStatistics | null;
  isCustomRange: boolean;
  rangeErrors: RangeRequest["errors"];
  today: string;
}) {
  const t = useT();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const period = params.get("period");
  const error = (code: string | undefined) =>
    code ? t(`stats.custom.error.${code}`, { limit: rangeErrors.limit ?? 0 }) : undefined;
  const withoutRange = new URLSearchParams(params);
  withoutRange.delete("from");
  withoutRange.delete("to");
  return (
    <Form
      method="get"
      preventScrollReset
      aria-labelledby="stats-custom-title"
      className="flex flex-col gap-2"
    >
      <h3 id="stats-custom-title" className="text-sm font-semibold">
        {t("stats.custom.title")}
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        {period ? <input type="hidden" name="period" value={period} /> : null}
        <DateRangePicker
          key={`${params.get("from")}:${params.get("to")}`}
          fromName="from"
          toName="to"
          defaultFrom={isCustomRange ? statistics?.from : params.get("from")}
          defaultTo={isCustomRange ? statistics?.to : params.get("to")}
          today={today}
          fromError={error(rangeErrors.from)}
          toError={error(rangeErrors.to)}
        />
        <Button type="submit" variant="outline">
          {t("stats.custom.apply")}
        </Button>
        {isCustomRange || rangeErrors.from || rangeErrors.to ? (
          <Link to={`?${withoutRange.toString()}`} preventScrollReset className="h-10 content-center text-sm">
            {t("stats.custom.clear")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
