/**
 * Plans (/pricing): the published plans from the API with their full prices in the visitor's currency
 * (switch, then remembered choice, then team, then language), monthly or yearly, the tax wording of the
 * page's language, and what each plan includes. Only the customised plan is quoted: its button opens the
 * request form below the plans, whose confirmation takes the form's place. "Choose" goes to the checkout,
 * through login or sign-up when needed (the dashboard's guard keeps the target).
 */

import { ZTeam } from "@keel/contracts/teams";
import { data, useLocation, useRouteLoaderData } from "react-router";
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
import { readCookie, serializeCookie, TEAM_COOKIE } from "#app/lib/cookies.server.ts";
import { countryOptions, defaultCountry } from "#app/lib/country-options.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { useLocale, useT } from "#app/lib/i18n.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { apiContext, findUser, sessionContext } from "#app/lib/session.server.ts";
import { staticPart } from "#app/lib/static-part.tsx";
import { selectCurrentTeam, TEAM_PARAM } from "#app/lib/team.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { formTexts } from "#app/ui/form/form-data.ts";
import { formFailure, formSuccess } from "#app/ui/form/form-result.server.ts";
import { formState } from "#app/ui/form/form-state.ts";
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

/**
 * What only shows the plans and the page's text (pricing-parts.tsx) stays the server's markup on the first
 * view: its code loads only when the plans shown change (another interval or currency), or on a client-side
 * navigation to the page (lib/static-part.tsx; client JS budget, decision 022).
 */
const parts = () => import("#app/features/billing/components/pricing-parts.tsx");
const PlanList = staticPart("pricing-plans", () => parts().then((module) => module.PlanList));
const PricingEnd = staticPart("pricing-end", () => parts().then((module) => module.PricingEnd));

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
        <PlanList
          plans={plans}
          currency={currency}
          interval={interval}
          isSignedIn={isSignedIn}
          taxNote={taxNote}
        />
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

      <PricingEnd />
    </div>
  );
}
