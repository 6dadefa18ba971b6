/**
 * Sign-up (issue 3): a buyer (the person alone: `?as=buyer`, decision 045) or a seller, the person and their
 * first team (company name, country). The API answers the same
 * whether or not the address has an account (decision 027), so the page shows "check your inbox" in place of
 * the form; the e-mailed link (register-confirm.tsx) opens the account and signs the new user in.
 * Reached from an invitation link (`?redirect=/invitations/{id}/accept`), the page says which team the
 * visitor joins and asks for no company: the API creates the account in that team and accepts the
 * invitation at once, so the new user lands on the dashboard with that team selected.
 */
import { ZRegisterPending, ZRegisterResponse } from "@keel/contracts/accounts";
import { isLocale, type Locale } from "@keel/contracts/locales";
import { ZInvitationPreview } from "@keel/contracts/teams";
import { LOCALE_COOKIE_MAX_AGE_S } from "@keel/contracts/ui-constants";
import { RegisterForm } from "#app/features/auth/components/register-form.tsx";
import { apiRequest, isApiError } from "#app/lib/api-client.server.ts";
import {
  LOCALE_COOKIE,
  serializeCookie,
  TEAM_COOKIE,
  TEAM_COOKIE_MAX_AGE_S,
} from "#app/lib/cookies.server.ts";
import { countryOptions, defaultCountry } from "#app/lib/country-options.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { safeRedirectTarget } from "#app/lib/safe-redirect.ts";
import { apiContext } from "#app/lib/session.server.ts";
import { signIn } from "#app/lib/sign-in.server.ts";
import { formChecked, formText, formTexts } from "#app/ui/form/form-data.ts";
import { formFailure, formSuccess } from "#app/ui/form/form-result.server.ts";
import { formState } from "#app/ui/form/form-state.ts";
import type { Route } from "./+types/register";

const PERSON_FIELDS = ["firstName", "lastName", "email", "language"] as const;
const FIELDS = [...PERSON_FIELDS, "companyName", "country"] as const;

/** The invitation id of an invitation link ("/invitations/{id}/accept", in any interface language). */
function invitationIdOf(target: string | null): string | null {
  return target?.match(/^(?:\/[a-zA-Z-]{2,5})?\/invitations\/([0-9a-fA-F-]{36})\/accept$/)?.[1] ?? null;
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const t = await getTranslator(context);
  const locale = context.get(localeContext);
  const redirectTarget = safeRedirectTarget(url.searchParams.get("redirect"));
  const invitationId = invitationIdOf(redirectTarget);
  let invitation = null;
  if (invitationId) {
    try {
      const preview = await apiRequest(`invitations/${invitationId}/preview`, {
        ...apiContext(context, request),
        schema: ZInvitationPreview,
      });
      invitation = {
        id: preview.id,
        teamName: preview.team.name,
        maskedEmail: preview.maskedEmail,
        isPending: preview.status === "pending",
      };
    } catch (error) {
      // An unknown link (or a refused look-up) leaves the plain sign-up; the invitation page explains it.
      if (!isApiError(error) || error.status >= 500) throw error;
    }
  }
  return {
    meta: { title: t("register.metaTitle"), description: t("register.subtitle") },
    countries: countryOptions(locale),
    defaults: { language: locale, country: defaultCountry(locale) },
    redirectTarget,
    isInvitationLink: invitationId !== null,
    invitation,
    accountType: url.searchParams.get("as") === "buyer" ? ("buyer" as const) : ("seller" as const),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  // Joining a team through its invitation: the person only, no company of their own.
  const invitationId = formText(form, "invitationId");
  // A buyer signs up without a company; so does someone joining a team through its invitation.
  const isBuyer = formText(form, "accountType") === "buyer";
  const values = invitationId || isBuyer ? formTexts(form, PERSON_FIELDS) : formTexts(form, FIELDS);
  const acceptTerms = formChecked(form, "acceptTerms");
  const pageLocale = context.get(localeContext);
  // The API answers in the chosen language, so the welcome toast matches the dashboard it lands on.
  const language: Locale = isLocale(values.language) ? values.language : pageLocale;
  const t = await getTranslator(context);
  const password = formText(form, "password");
  let result: { token: string; expiresAt: string; teamId: number | null; message: string };
  const call = {
    ...apiContext(context, request),
    locale: language,
    method: "POST",
    body: {
      ...values,
      password,
      acceptTerms,
      ...(invitationId ? { invitationId } : { accountType: isBuyer ? "buyer" : "seller" }),
    },
  } as const;
  try {
    if (!invitationId) {
      // The same answer whether or not the address has an account (decision 027): check the inbox.
      // Shown on this page, so in its language (the link's page and the e-mails speak the chosen one).
      const pending = await apiRequest("auth/register", {
        ...call,
        locale: pageLocale,
        schema: ZRegisterPending,
      });
      return { ...formSuccess("register"), notice: pending.message };
    }
    result = await apiRequest("auth/register", { ...call, schema: ZRegisterResponse });
  } catch (error) {
    return formFailure(error, t, {
      intent: "register",
      values: { ...values, acceptTerms: acceptTerms ? "on" : "" },
      submitted: { ...values, password },
    });
  }
  // The invitation is accepted already: its page would only say so, the team's dashboard is the welcome.
  const target = localizePath("/dashboard", language);
  return signIn({
    request,
    locale: pageLocale,
    token: result.token,
    expiresAt: result.expiresAt,
    target,
    message: result.message,
    cookies: [
      ...(result.teamId === null
        ? []
        : [serializeCookie(TEAM_COOKIE, String(result.teamId), { maxAge: TEAM_COOKIE_MAX_AGE_S })]),
      serializeCookie(LOCALE_COOKIE, language, { maxAge: LOCALE_COOKIE_MAX_AGE_S }),
    ],
  });
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RegisterForm
      state={formState(actionData, "register")}
      notice={actionData && "notice" in actionData ? actionData.notice : null}
      countries={loaderData.countries}
      defaults={loaderData.defaults}
      redirectTarget={loaderData.redirectTarget}
      isInvitation={loaderData.isInvitationLink}
      invitation={loaderData.invitation}
      accountType={loaderData.accountType}
    />
  );
}
