import type { StatisticsPeriod, TStatistics } from "@keel/contracts/statistics";
import { useId } from "react";
import { layoutBars } from "#app/features/statistics/chart-scale.ts";
import { formatPeriodStart } from "#app/features/statistics/statistics-view.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";
import { COUNT_KEYS } from "./stats-totals.tsx";

const BOX = { width: 640, height: 200, padding: { top: 12, right: 8, bottom: 28, left: 44 } };
/** At most this many labels under the bars: 30 days would not fit. */
const MAX_LABELS = 8;

/**
 * Views per day, week or month as bars in an inline SVG (no chart library). The picture is one image with a
 * text summary (total, busiest point); the figures behind it, all four counts per point, are a real table in
 * a disclosure for anyone who prefers reading them.
 */
export function SeriesChart({ series, period }: { series: TStatistics["series"]; period: StatisticsPeriod }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const number = numberFormat(locale);
  const values = series.map((point) => point.views);
  const { bars, ticks } = layoutBars(values, BOX);
  const every = Math.max(1, Math.ceil(series.length / MAX_LABELS));
  const busiest = series.reduce<(typeof series)[number] | null>(
    (best, point) => (best === null || point.views > best.views ? point : best),
    null,
  );
  const total = values.reduce((sum, value) => sum + value, 0);
  const summary =
    busiest && busiest.views > 0
      ? t("stats.chart.summary", {
          total: number.format(total),
          busiest: formatPeriodStart(busiest.start, period, locale, "long"),
          count: busiest.views,
        })
      : t("stats.chart.empty");
  const baseline = BOX.height - BOX.padding.bottom;
  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="text-sm font-semibold">{t(`stats.chart.title.${period}`)}</figcaption>
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-auto w-full text-muted-foreground"
      >
        <title id={`${id}-title`}>{t(`stats.chart.title.${period}`)}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {ticks.map((tick) => (
          <g key={tick.value}>
            <line
              x1={BOX.padding.left}
              x2={BOX.width - BOX.padding.right}
              y1={tick.y}
              y2={tick.y}
              className="stroke-border"
              strokeWidth={1}
            />
            <text
              x={BOX.padding.left - 6}
              y={tick.y}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize={11}
              fill="currentColor"
            >
              {number.format(tick.value)}
            </text>
          </g>
        ))}
        {bars.map((bar, index) => (
          <rect
            key={series[index]?.start ?? index}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            rx={Math.min(2, bar.width / 4)}
            className="fill-primary"
          >
            <title>
              {`${formatPeriodStart(series[index]!.start, period, locale, "long")}: ${t("stats.chart.viewsCount", { count: bar.value })}`}
            </title>
          </rect>
        ))}
        {series.map((point, index) =>
          index % every === 0 ? (
            <text
              key={point.start}
              x={(bars[index]?.x ?? 0) + (bars[index]?.width ?? 0) / 2}
              y={baseline + 16}
              textAnchor="middle"
              fontSize={11}
              fill="currentColor"
            >
              {formatPeriodStart(point.start, period, locale)}
            </text>
          ) : null,
        )}
      </svg>
      <details className="text-sm">
        <summary className="w-fit cursor-pointer font-medium text-primary underline underline-offset-4">
          {t("stats.chart.showTable")}
        </summary>
        <section
          aria-label={t(`stats.chart.title.${period}`)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
          tabIndex={0}
          className="mt-3 max-h-80 overflow-auto rounded-lg border"
        >
          <table className="w-full text-sm">
            <caption className="sr-only">{t(`stats.chart.title.${period}`)}</caption>
            <thead className="sticky top-0 border-b bg-muted">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  {t(`stats.table.${period}`)}
                </th>
                {COUNT_KEYS.map((key) => (
                  <th key={key} scope="col" className="px-3 py-2 text-right font-semibold">
                    {t(`stats.count.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {series.map((point) => (
                <tr key={point.start} className="border-b last:border-0">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                    {formatPeriodStart(point.start, period, locale, "long")}
                  </th>
                  {COUNT_KEYS.map((key) => (
                    <td key={key} className="px-3 py-1.5 text-right tabular-nums">
                      {number.format(point[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </figure>
  );
}
