/**
 * /dashboard/checkout/{slug}: the plan's summary with its interval switch, the billing details invoices are made
 * out to (saved first: a VAT id wrong for its country is refused next to its field), then the payment gateway
 * (Stripe Checkout, or the product's test payment page). Only owners and admins buy: members see who can. The
 * customised plan is bought at the price the back office set for the team, and only then.
 */
import { ZBillingDetails, ZCheckoutSession } from "@keel/contracts/billing";
import { PAID_PLAN_SLUGS, type PaidPlanSlug } from "@keel/contracts/billing-codes";
import { data, redirect, useLocation } from "react-router";
import {
  findBillingApi,
  gatewayRedirect,
  loadPlans,
  loadSubscription,
} from "#app/features/billing/billing-api.server.ts";
import {
  detailsValues,
  readDetailsForm,
  saveDetails,
  vatExamples,
} from "#app/features/billing/billing-details.server.ts";
import { BillingDetailsForm } from "#app/features/billing/components/billing-details-form.tsx";
import { ManagersNotice } from "#app/features/billing/components/managers-notice.tsx";
import { PriceSwitches } from "#app/features/billing/components/price-switches.tsx";
import {
  CURRENCY_COOKIE,
  chooseCurrency,
  chooseInterval,
  isBillingCurrency,
  isBillingInterval,
  taxNoteKey,
  yearlySavingPercent,
} from "#app/features/billing/pricing-options.ts";
import { NoTeam } from "#app/features/teams/index.ts";
import { readCookie } from "#app/lib/cookies.server.ts";
import { countryOptions } from "#app/lib/country-options.ts";
import { formatPrice } from "#app/lib/format.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { Link } from "#app/lib/link.tsx";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { buttonVariants } from "#app/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/ui/card.tsx";
import { formText } from "#app/ui/form/form-data.ts";
import { formFailure, formInvalid } from "#app/ui/form/form-result.server.ts";
import { formState } from "#app/ui/form/form-state.ts";
import { Icon } from "#app/ui/icon.tsx";
import type { Route } from "./+types/checkout";

function parseSlug(value: string | undefined): PaidPlanSlug {
  const slug = PAID_PLAN_SLUGS.find((candidate) => candidate === value);
  if (!slug) throw data(null, { status: 404 });
  return slug;
}

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const slug = parseSlug(params.slug);
  const locale = context.get(localeContext);
  const t = await getTranslator(context);
  const meta = { title: t("billing.checkout.metaTitle", { plan: t(`billing.plan.${slug}`) }), noIndex: true };
  const api = findBillingApi(request, context);
  if (!api) return { meta, team: null } as const;
  const [plans, subscription, details] = await Promise.all([
    loadPlans(request, context),
    loadSubscription(api),
    api.call("details", { schema: ZBillingDetails }),
  ]);
  const plan = plans.items.find((item) => item.slug === slug);
  // The customised plan is for sale only at the price the back office set for this team.
  const custom = subscription.customPrice;
  if (!plan || (slug === "custom" && !custom)) throw data(null, { status: 404 });
  const currency =
    slug === "custom" && custom
      ? custom.currency
      : chooseCurrency({
          locale,
          query: url.searchParams.get("currency"),
          cookie: readCookie(request, CURRENCY_COOKIE),
          teamCurrency: subscription.currency,
        });
  const interval =
    slug === "custom" && custom ? custom.interval : chooseInterval(url.searchParams.get("interval"));
  const prices = slug === "custom" && custom ? [custom] : plan.prices.filter((p) => p.currency === currency);
  const price = prices.find((p) => p.interval === interval);
  if (!price) throw data(null, { status: 404 });
  const monthly = prices.find((p) => p.interval === "month");
  const yearly = prices.find((p) => p.interval === "year");
  return {
    meta,
    team: { name: api.team.name },
    slug,
    features: plan.features,
    currency,
    interval,
    amount: price.amount,
    yearlySaving: monthly && yearly ? yearlySavingPercent(monthly.amount, yearly.amount) : 0,
    canSwitchInterval: slug !== "custom",
    isCurrentPlan:
      subscription.plan.slug === slug &&
      subscription.interval === interval &&
      (subscription.status === "active" || subscription.status === "trialing"),
    canManage: subscription.canManage,
    managers: subscription.managers,
    details: detailsValues(details),
    countries: countryOptions(locale),
    vatExamples: vatExamples(),
  } as const;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context, params }: Route.ActionArgs) {
  const slug = parseSlug(params.slug);
  const form = await request.formData();
  const t = await getTranslator(context);
  const api = findBillingApi(request, context);
  if (!api) return formInvalid({}, t, { intent: "checkout" });
  const interval = formText(form, "interval");
  const currency = formText(form, "currency");
  const { values, body } = readDetailsForm(form);
  if (!isBillingInterval(interval) || !isBillingCurrency(currency)) {
    return formInvalid({}, t, { intent: "checkout", values });
  }
  try {
    await saveDetails(api, body);
    const session = await api.call("checkout", {
      method: "POST",
      body: { plan: slug, interval, currency },
      schema: ZCheckoutSession,
    });
    return redirect(gatewayRedirect(session.url, request.url, context.get(localeContext)));
  } catch (error) {
    return formFailure(error, t, { intent: "checkout", values });
  }
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  if (!loaderData.team) return <NoTeam />;
  const d = loaderData;
  const planName = t(`billing.plan.${d.slug}`);
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <Link to={localizePath("/pricing", locale)} className="text-sm">
          {t("billing.checkout.backToPlans")}
        </Link>
        <h1>{t("billing.checkout.title", { plan: planName })}</h1>
        <p className="text-muted-foreground">{t("billing.checkout.subtitle", { team: d.team.name })}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
        <Card className="h-fit">
          <CardHeader>
            <CardTitle as="h2">{t("billing.checkout.summary")}</CardTitle>
            <CardDescription>{planName}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {d.canSwitchInterval ? (
              <PriceSwitches
                interval={d.interval}
                currency={d.currency}
                yearlySaving={d.yearlySaving}
                pathname={location.pathname}
                search={new URLSearchParams(location.search)}
              />
            ) : null}
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-3xl font-semibold tabular-nums">
                {formatPrice(d.amount, d.currency, locale)}
              </span>
              <span className="text-sm text-muted-foreground">
                {t(`billing.price.per.${d.interval}`, { tax: t(taxNoteKey(locale, d.currency)) })}
              </span>
            </p>
            <ul className="flex flex-col gap-2 text-sm">
              {d.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Icon name="check" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  <span>{t(`billing.feature.${feature}`)}</span>
                </li>
              ))}
            </ul>
            <p className="text-sm text-muted-foreground">{t("billing.checkout.taxAtPayment")}</p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t("billing.details.title")}</CardTitle>
            <CardDescription>{t("billing.details.subtitle")}</CardDescription>
          </CardHeader>
          <CardContent>
            {d.isCurrentPlan ? (
              <div className="flex flex-col items-start gap-3">
                <p role="status">{t("billing.checkout.alreadySubscribed", { plan: planName })}</p>
                <Link
                  to={localizePath("/dashboard/subscription", locale)}
                  className={buttonVariants({ variant: "outline" })}
                >
                  {t("billing.subscription.manage")}
                </Link>
              </div>
            ) : d.canManage ? (
              <BillingDetailsForm
                intent="checkout"
                state={formState(actionData, "checkout")}
                saved={d.details}
                countries={d.countries}
                vatExamples={d.vatExamples}
                submitLabel={t("billing.checkout.continue")}
                submittingLabel={t("billing.checkout.redirecting")}
              >
                <input type="hidden" name="interval" value={d.interval} />
                <input type="hidden" name="currency" value={d.currency} />
              </BillingDetailsForm>
            ) : (
              <ManagersNotice managers={d.managers} />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
