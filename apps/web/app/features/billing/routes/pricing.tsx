/**
 * Plans (/pricing): the published plans from the API with their full prices in the visitor's currency
 * (switch, then remembered choice, then team, then language), monthly or yearly, the tax wording of the
 * page's language, and what each plan includes. Only the customised plan is quoted: its button opens the
 * request form below the plans, whose confirmation takes the form's place. "Choose" goes to the checkout,
 * through login or sign-up when needed (the dashboard's guard keeps the target).
 */

import { ZTeam } from "@keel/contracts/teams";
import { data, useLocation } from "react-router";
import { z } from "zod";
import { loadPlans } from "#app/features/billing/billing-api.server.ts";
import { PLAN_REQUEST_FORM_ID, PricingFrame } from "#app/features/billing/components/pricing-frame.tsx";
import { PLAN_REQUEST_FIELDS } from "#app/features/billing/plan-request-fields.ts";
import {
  CURRENCY_COOKIE,
  chooseCurrency,
  chooseInterval,
  isBillingCurrency,
  taxNoteKey,
} from "#app/features/billing/pricing-options.ts";
import { apiRequest } from "#app/lib/api-client.server.ts";
import { readCookie, serializeCookie, TEAM_COOKIE } from "#app/lib/cookies.server.ts";
import { countryOptions, defaultCountry } from "#app/lib/country-options.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { apiContext, findUser, sessionContext } from "#app/lib/session.server.ts";
import { staticPart } from "#app/lib/static-part.tsx";
import { selectCurrentTeam, TEAM_PARAM } from "#app/lib/team.ts";
import { useApiMessageToast } from "#app/lib/use-api-message-toast.ts";
import { formTexts } from "#app/ui/form/form-data.ts";
import { formFailure, formSuccess } from "#app/ui/form/form-result.server.ts";
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
      // "Free" leads a signed-in seller to the dashboard, a visitor to sign-up.
      isSignedIn: user !== null,
      // The tax wording beside the prices, in the page's language (pricing-options.ts).
      taxNote: t(taxNoteKey(locale, currency)),
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
 * The page's content is static parts (lib/static-part.tsx; client JS budget, decision 022), inside a hydrated
 * frame that takes their events (pricing-frame.tsx: the switches' links, the plan request's submit). What
 * only shows the plans and the page's text (pricing-parts.tsx) stays the server's markup on the first view: its
 * code loads only when the plans shown change (another interval or currency), or on a client-side navigation
 * to the page.
 */
const parts = () => import("#app/features/billing/components/pricing-parts.tsx");
const PricingTop = staticPart("pricing-plans", () => parts().then((module) => module.PricingTop));
const PricingEnd = staticPart("pricing-end", () => parts().then((module) => module.PricingEnd));

/**
 * The plan request, a plain form posting to this page whose submit the frame takes: its code loads when an
 * answer changes what it shows.
 */
const PlanRequest = staticPart("plan-request", () =>
  import("#app/features/billing/components/plan-request-form.tsx").then(
    (module) => module.PlanRequestSection,
  ),
);

export default function Pricing({ loaderData, actionData }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  useApiMessageToast(actionData);
  const { plans, currency, interval, isSignedIn, taxNote, countries, requestDefaults } = loaderData;

  return (
    <PricingFrame className="mx-auto flex max-w-7xl flex-col gap-16 px-4 py-12 sm:px-6">
      <PricingTop
        plans={plans}
        currency={currency}
        interval={interval}
        isSignedIn={isSignedIn}
        taxNote={taxNote}
        pathname={pathname}
        search={search}
      />
      <PlanRequest
        id={PLAN_REQUEST_FORM_ID}
        result={actionData ?? null}
        countries={countries}
        defaults={requestDefaults}
      />
      <PricingEnd />
    </PricingFrame>
  );
}
