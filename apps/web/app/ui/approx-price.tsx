import { approximatePrice } from "#app/lib/approx-price.ts";
import { cn } from "#app/lib/cn.ts";
import { formatDate, formatPrice } from "#app/lib/format.ts";
import { useBrand, useLocale, useT } from "#app/lib/i18n.ts";
import { useVisitorPrices } from "./visitor-prices.ts";

export { useVisitorPrices };

/**
 * "≈ $231,000" beside a price in another currency (decision 041): nothing when the price is already in the
 * visitor's currency. Screen readers hear "about $231,000". `withBasis` adds the day and source of the rates
 * as visible text (the boat page), where a buyer weighs the figure.
 */
export function ApproxPrice({
  amount,
  currency,
  withBasis = false,
  className,
}: {
  amount: number;
  currency: string;
  withBasis?: boolean;
  className?: string;
}) {
  const t = useT();
  const brand = useBrand();
  const locale = useLocale();
  const approx = approximatePrice(amount, currency, useVisitorPrices());
  if (!approx) return null;
  const text = formatPrice(approx.amount, approx.currency, locale);
  const spoken = <span className="sr-only">{t("price.approx", { amount: text })}</span>;
  if (!withBasis) {
    // Every card of a list has one: the shown figure and its spoken form, without a box around them (the spoken
    // one is out of the layout, docs/decisions/058-lighter-lists.md).
    return (
      <>
        <span
          aria-hidden="true"
          className={cn("text-sm text-muted-foreground", className)}
        >{`≈ ${text}`}</span>
        {spoken}
      </>
    );
  }
  return (
    <span className={cn("text-sm text-muted-foreground", className)}>
      <span aria-hidden="true">{`≈ ${text}`}</span>
      {spoken}
      <span className="block text-xs">
        {t(`price.approxBasis.${approx.source}`, { date: formatDate(approx.date, locale, "long"), brand })}
      </span>
    </span>
  );
}
