/**
 * Plans (spec sections 1 and 2, /pricing): free (cannot post boats), paid (unlimited boats, more than 10,000
 * customers a month, priority support) and customised on request, with seller verification advertised.
 * The API publishes no price list yet, so the page shows what each plan includes and leads to sign-up or
 * to the contact form; prices are shown where the subscription is taken (docs/decisions/020).
 */

import { Link, useRouteLoaderData } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { buttonVariants } from "#app/ui/button.tsx";
import { Icon } from "#app/ui/icon.tsx";
import type { Route } from "./+types/pricing";

export async function loader({ context }: Route.LoaderArgs) {
  const t = await getTranslator(context);
  return { meta: { title: t("pricing.meta.title"), description: t("pricing.meta.description") } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

interface Plan {
  code: "free" | "paid" | "custom";
  /** Feature keys, in the order shown; `false` marks what the plan does not include. */
  features: readonly (readonly [key: string, isIncluded: boolean])[];
  isFeatured?: boolean;
}

const PLANS: readonly Plan[] = [
  {
    code: "free",
    features: [
      ["pricing.feature.team", true],
      ["pricing.feature.profile", true],
      ["pricing.feature.partners", true],
      ["pricing.feature.noPosting", false],
    ],
  },
  {
    code: "paid",
    isFeatured: true,
    features: [
      ["pricing.feature.unlimitedBoats", true],
      ["pricing.feature.audience", true],
      ["pricing.feature.prioritySupport", true],
      ["pricing.feature.verification", true],
      ["pricing.feature.inbox", true],
      ["pricing.feature.statistics", true],
      ["pricing.feature.api", true],
    ],
  },
  {
    code: "custom",
    features: [
      ["pricing.feature.everythingPaid", true],
      ["pricing.feature.branches", true],
      ["pricing.feature.feeds", true],
      ["pricing.feature.accountManager", true],
      ["pricing.feature.terms", true],
    ],
  },
];

const FAQ = ["buyers", "free", "verification", "cancel", "price"] as const;

export default function Pricing() {
  const t = useT();
  const locale = useLocale();
  const isSignedIn = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.user);
  // Signed-in sellers manage their plan from the dashboard; visitors start with an account.
  const startPath = localizePath(isSignedIn ? "/dashboard" : "/auth/register", locale);
  const contactPath = `${localizePath("/contact", locale)}?topic=billing`;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-16 px-4 py-12 sm:px-6">
      <header className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
        <h1>{t("pricing.title")}</h1>
        <p className="text-lg text-muted-foreground">{t("pricing.intro")}</p>
      </header>

      <section aria-labelledby="plans-title" className="flex flex-col gap-6">
        <h2 id="plans-title" className="sr-only">
          {t("pricing.plans")}
        </h2>
        <ul className="grid gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <li key={plan.code}>
              <article
                aria-labelledby={`plan-${plan.code}`}
                className={cn(
                  "flex h-full flex-col gap-6 rounded-2xl border bg-card p-6 text-card-foreground shadow-sm",
                  plan.isFeatured && "border-2 border-primary shadow-md",
                )}
              >
                <div className="flex flex-col gap-2">
                  <div className="flex items-center justify-between gap-3">
                    <h3 id={`plan-${plan.code}`} className="text-2xl">
                      {t(`pricing.plan.${plan.code}.name`)}
                    </h3>
                    {plan.isFeatured ? (
                      <span className="rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
                        {t("pricing.recommended")}
                      </span>
                    ) : null}
                  </div>
                  <p className="text-lg font-semibold">{t(`pricing.plan.${plan.code}.price`)}</p>
                  <p className="text-muted-foreground">{t(`pricing.plan.${plan.code}.summary`)}</p>
                </div>
                <ul className="flex flex-1 flex-col gap-3 text-sm">
                  {plan.features.map(([key, isIncluded]) => (
                    <li key={key} className="flex items-start gap-2">
                      {isIncluded ? (
                        <Icon
                          name="check"
                          aria-hidden="true"
                          className="mt-0.5 size-4 shrink-0 text-primary"
                        />
                      ) : (
                        <Icon
                          name="minus"
                          aria-hidden="true"
                          className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                        />
                      )}
                      <span className={isIncluded ? undefined : "text-muted-foreground"}>
                        {isIncluded ? null : <span className="sr-only">{t("pricing.notIncluded")} </span>}
                        {t(key)}
                      </span>
                    </li>
                  ))}
                </ul>
                <Link
                  to={plan.code === "custom" ? contactPath : startPath}
                  className={buttonVariants({
                    variant: plan.isFeatured ? "primary" : "outline",
                    size: "lg",
                    className: "w-full",
                  })}
                >
                  {t(`pricing.plan.${plan.code}.cta`)}
                </Link>
              </article>
            </li>
          ))}
        </ul>
        <p className="text-center text-sm text-muted-foreground">{t("pricing.taxes")}</p>
      </section>

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
            <summary className="cursor-pointer font-medium">{t(`pricing.faq.${item}.question`)}</summary>
            <p className="mt-3 text-muted-foreground">{t(`pricing.faq.${item}.answer`)}</p>
          </details>
        ))}
        <p>
          {t("pricing.faq.more")} <Link to={contactPath}>{t("pricing.faq.contact")}</Link>
        </p>
      </section>
    </div>
  );
}
