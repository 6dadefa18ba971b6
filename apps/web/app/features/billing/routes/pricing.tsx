/**
 * Plans (/pricing): the published plans from the API with their full prices in the visitor's currency
 * (switch, then remembered choice, then team, then language), monthly or yearly, the tax wording of the
 * page's language, and what each plan includes. Only the customised plan is quoted: its button opens the
 * request form below the plans, whose confirmation takes the form's place. "Choose" goes to the checkout,
 * through login or sign-up when needed (the dashboard's guard keeps the target).
 */

import { ZTeam } from "@keel/contracts/teams";
import { data, Link, useLocation, useRouteLoaderData } from "react-router";
import { z } from "zod";
import { loadPlans } from "#app/features/billing/billing-api.server.ts";
import { PLAN_REQUEST_FIELDS, PlanRequestForm } from "#app/features/billing/components/plan-request-form.tsx";
import { PriceSwitches } from "#app/features/billing/components/price-switches.tsx";
import {
  CURRENCY_COOKIE,
  chooseCurrency,
  chooseInterval,
  isBillingCurrency,
  taxNoteKey,
  yearlySavingPercent,
} from "#app/features/billing/pricing-options.ts";
import { apiRequest } from "#app/lib/api-client.server.ts";
import { cn } from "#app/lib/cn.ts";
import { readCookie, serializeCookie, TEAM_COOKIE } from "#app/lib/cookies.server.ts";
import { countryOptions, defaultCountry } from "#app/lib/country-options.ts";
import { formatPrice } from "#app/lib/format.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { apiContext, findUser, sessionContext } from "#app/lib/session.server.ts";
import { selectCurrentTeam, TEAM_PARAM } from "#app/lib/team.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { buttonVariants } from "#app/ui/button.tsx";
import { formTexts } from "#app/ui/form/form-data.ts";
import { formFailure, formSuccess } from "#app/ui/form/form-result.server.ts";
import { formState } from "#app/ui/form/form-state.ts";
import { Icon } from "#app/ui/icon.tsx";
import type { Route } from "./+types/pricing";

const CURRENCY_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const [t, list, user] = await Promise.all([
    getTranslator(context),
    loadPlans(request, context),
    findUser(context),
  ]);
  const asked = url.searchParams.get("currency");
  const cookie = readCookie(request, CURRENCY_COOKIE);
  // A signed-in seller sees the currency of their team unless they chose another one.
  let teamCurrency: string | null = null;
  const team = user
    ? selectCurrentTeam(user.teams, url.searchParams.get(TEAM_PARAM), readCookie(request, TEAM_COOKIE))
    : null;
  if (team && !isBillingCurrency(asked) && !isBillingCurrency(cookie)) {
    teamCurrency = await apiRequest(`teams/${team.id}`, {
      ...apiContext(context, request),
      token: context.get(sessionContext).token,
      schema: ZTeam,
    })
      .then((found) => found.currency)
      .catch(() => null);
  }
  const currency = chooseCurrency({ locale, query: asked, cookie, teamCurrency });
  const interval = chooseInterval(url.searchParams.get("interval"));
  const headers =
    isBillingCurrency(asked) && asked !== cookie
      ? { "Set-Cookie": serializeCookie(CURRENCY_COOKIE, asked, { maxAge: CURRENCY_COOKIE_MAX_AGE_S }) }
      : undefined;
  return data(
    {
      meta: { title: t("pricing.meta.title"), description: t("pricing.meta.description") },
      plans: list.items,
      currency,
      interval,
      countries: countryOptions(locale),
      requestDefaults: {
        teamName: team?.name ?? "",
        contactName: user ? `${user.firstName} ${user.lastName}` : "",
        email: user?.email ?? "",
        country: defaultCountry(locale),
      },
    },
    { headers },
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = formTexts(form, PLAN_REQUEST_FIELDS);
  const t = await getTranslator(context);
  try {
    const { message } = await apiRequest("plan-requests", {
      ...apiContext(context, request),
      // Signed in, the request is tied to the sender and their team.
      token: context.get(sessionContext).token,
      method: "POST",
      body: {
        ...values,
        phone: values.phone.trim() === "" ? undefined : values.phone,
        locale: context.get(localeContext),
      },
      schema: z.object({ message: z.string() }),
    });
    return formSuccess("planRequest", message);
  } catch (error) {
    return formFailure(error, t, { intent: "planRequest", values });
  }
}

/** The questions, by text key prefix ("….question" and "….answer"). */
const FAQ = [
  "pricing.faq.buyers",
  "pricing.faq.free",
  "pricing.faq.verification",
  "pricing.faq.cancel",
  "billing.faq.tax",
] as const;

export default function Pricing({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  useApiMessageToast(actionData);
  const { plans, currency, interval, countries, requestDefaults } = loaderData;
  const isSignedIn = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.user);
  const priceOf = (slug: string, wanted = interval) =>
    plans
      .find((plan) => plan.slug === slug)
      ?.prices.find((price) => price.currency === currency && price.interval === wanted);
  const monthly = priceOf("professional", "month");
  const yearly = priceOf("professional", "year");
  const saving = monthly && yearly ? yearlySavingPercent(monthly.amount, yearly.amount) : 0;
  const requestState = formState(actionData, "planRequest");
  const sentMessage =
    actionData?.ok && actionData.intent === "planRequest" ? (actionData.message ?? null) : null;
  const taxNote = t(taxNoteKey(locale, currency));

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
        <PriceSwitches
          interval={interval}
          currency={currency}
          yearlySaving={saving}
          pathname={location.pathname}
          search={new URLSearchParams(location.search)}
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

      <section
        aria-labelledby="custom-request-title"
        id="custom-request"
        className="mx-auto flex w-full max-w-3xl scroll-mt-24 flex-col gap-4"
      >
        <h2 id="custom-request-title">{t("billing.request.title")}</h2>
        <p className="text-muted-foreground">{t("billing.request.intro")}</p>
        <PlanRequestForm
          state={requestState}
          sentMessage={sentMessage}
          countries={countries}
          defaults={requestDefaults}
        />
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
            <summary className="cursor-pointer font-medium">{t(`${item}.question`)}</summary>
            <p className="mt-3 text-muted-foreground">{t(`${item}.answer`)}</p>
          </details>
        ))}
        <p>
          {t("pricing.faq.more")}{" "}
          <Link to={`${localizePath("/contact", locale)}?topic=billing`}>{t("pricing.faq.contact")}</Link>
        </p>
      </section>
    </div>
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
