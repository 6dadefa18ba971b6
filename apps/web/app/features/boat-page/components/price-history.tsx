/**
 * A boat's time on the market and price history (docs/decisions/051-price-history.md): "On the market for N
 * days", "Price reduced by X % on DATE" while the reduction counts, a small step chart of the price drawn as
 * server-rendered SVG (no chart library, no client code) and the table of the changes, which is what assistive
 * technology reads (the chart repeats it for the eye and is hidden from it). Dates are calendar days in UTC,
 * the days the API counts in.
 */
import { DAY_MS, utcDay } from "@keel/contracts/price-history";
import type { TBoatMarket } from "@keel/contracts/public-boat";
import { formatDate, formatPrice } from "#app/lib/format.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";

type Point = TBoatMarket["priceHistory"][number];

const WIDTH = 600;
const HEIGHT = 160;
const PAD = { top: 12, right: 12, bottom: 12, left: 12 };

/** A change in percent as the visitor's locale writes it, signed ("−10 %", "+5,6 %"). */
export function formatChange(percent: number, locale: string, signed = true): string {
  return numberFormat(locale, {
    style: "percent",
    maximumFractionDigits: 1,
    signDisplay: signed ? "exceptZero" : "never",
  }).format(percent / 100);
}

/**
 * The chart's path: the price held from each change to the next, then to `until` (now), over the points in
 * the current price's currency (a switch of currency starts the line again). Null with fewer than two points.
 * `until`: the right edge (epoch ms).
 */
export function chartPath(points: Point[], until: number): { line: string; dots: [number, number][] } | null {
  const currency = points.at(-1)?.price.currency;
  let start = points.length - 1;
  while (start > 0 && points[start - 1]!.price.currency === currency) start -= 1;
  const shown = points.slice(start);
  if (shown.length < 2) return null;
  const times = shown.map((point) => Date.parse(point.at));
  const first = times[0]!;
  const last = Math.max(until, times.at(-1)!);
  const amounts = shown.map((point) => point.price.amount);
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  const x = (time: number) =>
    PAD.left + ((time - first) / Math.max(1, last - first)) * (WIDTH - PAD.left - PAD.right);
  const y = (amount: number) =>
    high === low ? HEIGHT / 2 : PAD.top + ((high - amount) / (high - low)) * (HEIGHT - PAD.top - PAD.bottom);
  const round = (value: number) => Math.round(value * 10) / 10;
  const dots: [number, number][] = shown.map((point, i) => [
    round(x(times[i]!)),
    round(y(point.price.amount)),
  ]);
  const steps = dots.map(([px, py], i) => (i === 0 ? `M${px} ${py}` : `H${px} V${py}`));
  return { line: `${steps.join(" ")} H${round(x(last))}`, dots };
}

export function PriceHistory({ market }: { market: TBoatMarket }) {
  const t = useT();
  const locale = useLocale();
  const { priceHistory, reduction } = market;
  // The line runs to the end of the day the API counted in: from the answer, never the clock, so the server's
  // render and the browser's hydration draw the same chart.
  const today = utcDay(Date.parse(market.firstPublishedAt)) + (market.daysOnMarket + 1) * DAY_MS;
  const chart = chartPath(priceHistory, today);
  return (
    <section aria-labelledby="price-history-title" className="below-fold flex flex-col gap-3">
      <h2 id="price-history-title" className="text-xl">
        {t("boat.priceHistory.title")}
      </h2>
      <p className="text-muted-foreground">
        {t("boat.priceHistory.daysOnMarket", { count: market.daysOnMarket })}
        {" · "}
        {t("boat.priceHistory.listedOn", { date: formatDate(market.firstPublishedAt, locale, "long") })}
      </p>
      {reduction ? <PriceReducedNote reduction={reduction} /> : null}
      {chart ? (
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-auto w-full max-w-xl rounded-lg border bg-muted/30 text-primary"
          aria-hidden="true"
          focusable="false"
          data-testid="price-chart"
        >
          <path d={chart.line} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
          {chart.dots.map(([cx, cy]) => (
            <circle key={`${cx},${cy}`} cx={cx} cy={cy} r="4" fill="currentColor" />
          ))}
        </svg>
      ) : null}
      {priceHistory.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full max-w-xl text-sm">
            <caption className="sr-only">{t("boat.priceHistory.tableCaption")}</caption>
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t("boat.priceHistory.date")}
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  {t("boat.priceHistory.price")}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t("boat.priceHistory.change")}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...priceHistory].reverse().map((point) => (
                <tr
                  key={`${point.at}-${point.price.amount}-${point.kind}`}
                  className="border-b last:border-0"
                >
                  <td className="py-2 pr-4">{formatDate(point.at, locale)}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">
                    {formatPrice(point.price.amount, point.price.currency, locale)}
                  </td>
                  <td className="py-2 text-right tabular-nums">{changeText(point, t, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

function changeText(point: Point, t: ReturnType<typeof useT>, locale: string): string {
  if (point.kind === "listed") return t("boat.priceHistory.listed");
  if (point.changePercent === null) return t("boat.priceHistory.currencyChanged");
  return formatChange(point.changePercent, locale);
}

/** "Price reduced by 10 % on 4 March 2026" (beside the price, and in the history). */
export function PriceReducedNote({ reduction }: { reduction: NonNullable<TBoatMarket["reduction"]> }) {
  const t = useT();
  const locale = useLocale();
  return (
    <p className="font-medium text-emerald-800 dark:text-emerald-300" data-testid="price-reduced">
      {t("boat.priceHistory.reduced", {
        percent: formatChange(reduction.percent, locale, false),
        date: formatDate(reduction.at, locale, "long"),
      })}
    </p>
  );
}
