/**
 * Sign-up (issue 3): the person and their first team (company name, country). The API creates both and
 * sends the welcome e-mail; the web server signs the new user in like a login (sign-in.server.ts), selects
 * the new team and the chosen interface language, and goes to the dashboard in that language, or back to
 * where the visitor was heading (an invitation link) when that target is safe.
 */
import { ZRegisterResponse } from "@keel/contracts/accounts";
import { isLocale, type Locale } from "@keel/contracts/locales";
import { LOCALE_COOKIE_MAX_AGE_S } from "@keel/contracts/ui-constants";
import { useSearchParams } from "react-router";
import { RegisterForm } from "../../components/auth/register-form.tsx";
import { apiRequest } from "../../lib/api-client.server.ts";
import {
  LOCALE_COOKIE,
  serializeCookie,
  TEAM_COOKIE,
  TEAM_COOKIE_MAX_AGE_S,
} from "../../lib/cookies.server.ts";
import { countryOptions, defaultCountry } from "../../lib/country-options.ts";
import { formChecked, formText, formTexts } from "../../lib/form-data.ts";
import { formFailure } from "../../lib/form-result.server.ts";
import { formState } from "../../lib/form-state.ts";
import { getTranslator, localeContext } from "../../lib/i18n.server.ts";
import { pageMeta } from "../../lib/route-meta.ts";
import { safeRedirectTarget } from "../../lib/safe-redirect.ts";
import { apiContext } from "../../lib/session.server.ts";
import { relocalizeTarget, signIn, signInTarget } from "../../lib/sign-in.server.ts";
import type { Route } from "./+types/register";

const FIELDS = ["firstName", "lastName", "email", "language", "companyName", "country"] as const;

export async function loader({ context }: Route.LoaderArgs) {
  const t = await getTranslator(context);
  const locale = context.get(localeContext);
  return {
    meta: { title: t("register.metaTitle"), description: t("register.subtitle") },
    countries: countryOptions(locale),
    defaults: { language: locale, country: defaultCountry(locale) },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = formTexts(form, FIELDS);
  const acceptTerms = formChecked(form, "acceptTerms");
  const pageLocale = context.get(localeContext);
  // The API answers in the chosen language, so the welcome toast matches the dashboard it lands on.
  const language: Locale = isLocale(values.language) ? values.language : pageLocale;
  const t = await getTranslator(context);
  const password = formText(form, "password");
  let result: { token: string; expiresAt: string; teamId: number; message: string };
  try {
    result = await apiRequest("auth/register", {
      ...apiContext(context, request),
      locale: language,
      method: "POST",
      body: { ...values, password, acceptTerms },
      schema: ZRegisterResponse,
    });
  } catch (error) {
    return formFailure(error, t, {
      intent: "register",
      values: { ...values, acceptTerms: acceptTerms ? "on" : "" },
      submitted: { ...values, password },
    });
  }
  const target = relocalizeTarget(signInTarget(request, form.get("redirect"), language), language);
  return signIn({
    request,
    locale: pageLocale,
    token: result.token,
    expiresAt: result.expiresAt,
    target,
    message: result.message,
    cookies: [
      serializeCookie(TEAM_COOKIE, String(result.teamId), { maxAge: TEAM_COOKIE_MAX_AGE_S }),
      serializeCookie(LOCALE_COOKIE, language, { maxAge: LOCALE_COOKIE_MAX_AGE_S }),
    ],
  });
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const redirectTarget = safeRedirectTarget(searchParams.get("redirect"));
  return (
    <RegisterForm
      state={formState(actionData, "register")}
      countries={loaderData.countries}
      defaults={loaderData.defaults}
      redirectTarget={redirectTarget}
      isInvitation={Boolean(redirectTarget && /^(\/[a-zA-Z-]{2,5})?\/invitations\//.test(redirectTarget))}
    />
  );
}
