/**
 * The pricing page's static parts (lib/static-part.tsx): the interval and currency switches with the plans,
 * and the page's end (verification and questions). They only show the loader's plans and the page's text, with
 * links: the server's markup stays on the first view, and this module loads only when the plans shown change
 * or on a client-side navigation. The switches' clicks are followed by the page's frame (pricing-frame.tsx).
 */
import type { TPlan } from "@keel/contracts/billing";
import { PriceSwitches } from "#app/features/billing/components/price-switches.tsx";
import { type BillingCurrency, yearlySavingPercent } from "#app/features/billing/pricing-options.ts";
import { cn } from "#app/lib/cn.ts";
import { formatPrice } from "#app/lib/format.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { buttonVariants } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";

/** The page's heading and introduction, the interval and currency switches, and the plans. */
export function PricingTop({
  plans,
  currency,
  interval,
  isSignedIn,
  taxNote,
  pathname,
  search,
}: {
  plans: TPlan[];
  currency: BillingCurrency;
  interval: "month" | "year";
  isSignedIn: boolean;
  /** The tax wording of the page's language and currency. */
  taxNote: string;
  /** The page's path and query, which the switches' links keep. */
  pathname: string;
  search: string;
}) {
  const t = useT();
  const locale = useLocale();
  const priceOf = (slug: string, wanted: "month" | "year" = interval) =>
    plans
      .find((plan) => plan.slug === slug)
      ?.prices.find((price) => price.currency === currency && price.interval === wanted);
  const monthly = priceOf("professional", "month");
  const yearly = priceOf("professional", "year");
  return (
    <>
      <header className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
        <h1>{t("pricing.title")}</h1>
        <p className="text-lg text-muted-foreground">{t("pricing.intro")}</p>
      </header>
      <section aria-labelledby="plans-title" className="flex flex-col gap-6">
        <h2 id="plans-title" className="sr-only">
          {t("pricing.plans")}
        </h2>
        <PriceSwitches
          interval={interval}
          currency={currency}
          yearlySaving={monthly && yearly ? yearlySavingPercent(monthly.amount, yearly.amount) : 0}
          pathname={pathname}
          search={search}
        />
        <ul className="grid gap-6 lg:grid-cols-3">
          {plans.map((plan) => {
            const isFeatured = plan.slug === "professional";
            const price = plan.quoted ? undefined : priceOf(plan.slug);
            const checkout = `${localizePath(`/dashboard/checkout/${plan.slug}`, locale)}?interval=${interval}&currency=${currency}`;
            const target = plan.quoted
              ? "#custom-request"
              : plan.slug === "free"
                ? localizePath(isSignedIn ? "/dashboard" : "/auth/register", locale)
                : checkout;
            return (
              <li key={plan.slug}>
                <article
                  aria-labelledby={`plan-${plan.slug}`}
                  className={cn(
                    "flex h-full flex-col gap-6 rounded-2xl border bg-card p-6 text-card-foreground shadow-sm",
                    isFeatured && "border-2 border-primary shadow-md",
                  )}
                >
                  <div className="flex flex-col gap-2">
                    <div className="flex items-center justify-between gap-3">
                      <h3 id={`plan-${plan.slug}`} className="text-2xl">
                        {t(`billing.plan.${plan.slug}`)}
                      </h3>
                      {isFeatured ? (
                        <span className="rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
                          {t("pricing.recommended")}
                        </span>
                      ) : null}
                    </div>
                    <PlanPrice
                      isQuoted={plan.quoted}
                      isFree={plan.slug === "free"}
                      amount={price?.amount ?? 0}
                      currency={currency}
                      interval={interval}
                      taxNote={taxNote}
                    />
                    <p className="text-muted-foreground">{t(`billing.plan.${plan.slug}.summary`)}</p>
                  </div>
                  <ul className="flex flex-1 flex-col gap-3 text-sm">
                    {plan.features.map((feature) => (
                      <li key={feature} className="flex items-start gap-2">
                        <Icon
                          name="check"
                          aria-hidden="true"
                          className="mt-0.5 size-4 shrink-0 text-primary"
                        />
                        <span>{t(`billing.feature.${feature}`)}</span>
                      </li>
                    ))}
                    {plan.canPostBoats ? null : (
                      <li className="flex items-start gap-2 text-muted-foreground">
                        <Icon name="minus" aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                        <span>
                          <span className="sr-only">{t("pricing.notIncluded")} </span>
                          {t("pricing.feature.noPosting")}
                        </span>
                      </li>
                    )}
                  </ul>
                  {plan.quoted ? (
                    <a
                      href="#custom-request"
                      className={buttonVariants({ variant: "outline", size: "lg", className: "w-full" })}
                    >
                      {t("billing.plan.custom.cta")}
                    </a>
                  ) : (
                    <Link
                      to={target}
                      className={buttonVariants({
                        variant: isFeatured ? "primary" : "outline",
                        size: "lg",
                        className: "w-full",
                      })}
                    >
                      {t(`billing.plan.${plan.slug}.cta`)}
                    </Link>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
        <p className="text-center text-sm text-muted-foreground">{t("billing.pricing.noHiddenFees")}</p>
      </section>
    </>
  );
}

/** The questions, by text key prefix ("….question" and "….answer"). */
const FAQ = [
  "pricing.faq.buyers",
  "pricing.faq.free",
  "pricing.faq.verification",
  "pricing.faq.cancel",
  "billing.faq.tax",
] as const;

export function PricingEnd() {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <section
        aria-labelledby="verification-title"
        className="grid gap-8 rounded-2xl border bg-accent p-8 text-accent-foreground lg:grid-cols-[1fr_1.5fr]"
      >
        <div className="flex flex-col gap-3">
          <Icon name="badge-check" aria-hidden="true" className="size-10" />
          <h2 id="verification-title">{t("pricing.verification.title")}</h2>
          <p>{t("pricing.verification.body")}</p>
        </div>
        <ol className="grid gap-5 sm:grid-cols-3">
          {(
            [
              ["company", "file-check-corner"],
              ["person", "user-check"],
              ["contacts", "shield-check"],
            ] as const
          ).map(([step, iconName], index) => (
            <li key={step} className="flex flex-col gap-2">
              <Icon name={iconName} aria-hidden="true" className="size-6" />
              <h3 className="text-base">
                {t("pricing.verification.stepTitle", {
                  number: index + 1,
                  title: t(`pricing.verification.${step}.title`),
                })}
              </h3>
              <p className="text-sm">{t(`pricing.verification.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="faq-title" className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        <h2 id="faq-title">{t("pricing.faq.title")}</h2>
        {FAQ.map((item) => (
          <details key={item} className="group rounded-xl border bg-card p-4">
            <summary className="cursor-pointer font-medium">{t(`${item}.question`)}</summary>
            <p className="mt-3 text-muted-foreground">{t(`${item}.answer`)}</p>
          </details>
        ))}
        <p>
          {t("pricing.faq.more")}{" "}
          <Link to={`${localizePath("/contact", locale)}?topic=billing`}>{t("pricing.faq.contact")}</Link>
        </p>
      </section>
    </>
  );
}

function PlanPrice(props: {
  isQuoted: boolean;
  isFree: boolean;
  amount: number;
  currency: string;
  interval: "month" | "year";
  taxNote: string;
}) {
  const t = useT();
  const locale = useLocale();
  if (props.isQuoted) return <p className="text-3xl font-semibold">{t("billing.plan.custom.price")}</p>;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="text-3xl font-semibold tabular-nums">
        {formatPrice(props.amount, props.currency, locale)}
      </span>
      <span className="text-sm text-muted-foreground">
        {props.isFree
          ? t("billing.plan.free.period")
          : t(`billing.price.per.${props.interval}`, { tax: props.taxNote })}
      </span>
    </p>
  );
}
