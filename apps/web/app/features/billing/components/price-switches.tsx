import {
  BILLING_CURRENCIES,
  type BillingCurrency,
  type BillingInterval,
} from "#app/features/billing/pricing-options.ts";
import { cn } from "#app/lib/cn.ts";
import { useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";

const SEGMENT =
  "rounded-md px-3 py-1.5 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring";
const ACTIVE = "bg-primary text-primary-foreground shadow-sm";
const IDLE = "text-foreground hover:bg-accent hover:text-accent-foreground";

interface PriceSwitchesProps {
  interval: BillingInterval;
  currency: BillingCurrency;
  /** Whole percent saved by paying yearly, shown on the yearly choice when above 0. */
  yearlySaving: number;
  /** The page's path; each choice is a link with its query, so the switches work without JavaScript. */
  pathname: string;
  /** Other query values to keep (the team selection…). */
  search: URLSearchParams | string;
}

/**
 * Monthly or yearly, and the currency prices are shown in: links (the page's state is its URL, so a choice can
 * be shared and works without JavaScript), each group named for assistive technology, the choice marked with
 * aria-current. On the pricing page they are in a static part, whose frame follows their clicks as these
 * `<Link>`s would (pricing-frame.tsx, which finds them by the attribute and gives the focus back by id).
 */
export function PriceSwitches({ interval, currency, yearlySaving, pathname, search }: PriceSwitchesProps) {
  const t = useT();
  const to = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    return `${pathname}?${next.toString()}`;
  };
  return (
    <div className="flex flex-wrap items-center justify-center gap-4" data-price-switches="">
      <nav
        aria-label={t("billing.interval.label")}
        className="inline-flex gap-1 rounded-lg border bg-card p-1"
      >
        {(["month", "year"] as const).map((value) => (
          <Link
            key={value}
            id={`price-interval-${value}`}
            to={to({ interval: value })}
            replace
            preventScrollReset
            aria-current={interval === value ? "true" : undefined}
            className={cn(SEGMENT, interval === value ? ACTIVE : IDLE)}
          >
            {t(`billing.interval.${value}`)}
            {value === "year" && yearlySaving > 0 ? (
              <span className="ml-1.5 text-xs font-semibold">
                {t("billing.interval.saving", { percent: yearlySaving })}
              </span>
            ) : null}
          </Link>
        ))}
      </nav>
      <nav
        aria-label={t("billing.currency.label")}
        className="inline-flex gap-1 rounded-lg border bg-card p-1"
      >
        {BILLING_CURRENCIES.map((value) => (
          <Link
            key={value}
            id={`price-currency-${value}`}
            to={to({ currency: value })}
            replace
            preventScrollReset
            aria-current={currency === value ? "true" : undefined}
            className={cn(SEGMENT, currency === value ? ACTIVE : IDLE)}
          >
            <span aria-hidden="true">{value}</span>
            <span className="sr-only">{t(`billing.currency.${value}`)}</span>
          </Link>
        ))}
      </nav>
    </div>
  );
}
