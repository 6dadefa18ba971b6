/**
 * The e-mailed sign-up link `/auth/register/confirm/{token}` (decision 027): the page asks for one click
 * before opening the account, because mail scanners follow links on their own and a GET must not use up a
 * single-use link. The action opens the account through the API (the user, their first team, a session),
 * signs the new user in (sign-in.server.ts), selects the team and the account's interface language, and goes
 * to the dashboard in that language. A used or expired link says so, with the ways on.
 */
import { ZRegisterResponse } from "@keel/contracts/accounts";
import { LOCALE_COOKIE_MAX_AGE_S } from "@keel/contracts/ui-constants";
import { ConfirmSignUp } from "#app/features/auth/components/confirm-sign-up.tsx";
import { apiRequest, isApiError } from "#app/lib/api-client.server.ts";
import {
  LOCALE_COOKIE,
  serializeCookie,
  TEAM_COOKIE,
  TEAM_COOKIE_MAX_AGE_S,
} from "#app/lib/cookies.server.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { localizePath } from "#app/lib/locale.ts";
import { pageMeta } from "#app/lib/route-meta.ts";
import { apiContext } from "#app/lib/session.server.ts";
import { signIn } from "#app/lib/sign-in.server.ts";
import { formFailure } from "#app/ui/form/form-result.server.ts";
import { formState } from "#app/ui/form/form-state.ts";
import type { Route } from "./+types/register-confirm";

/** The API's code for a link that was used, has expired or never existed. */
const LINK_GONE = "GONE";

export async function loader({ context }: Route.LoaderArgs) {
  const t = await getTranslator(context);
  return { meta: { title: t("register.confirm.metaTitle"), noIndex: true } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function action({ request, params, context }: Route.ActionArgs) {
  try {
    const result = await apiRequest("auth/register/confirm", {
      ...apiContext(context, request),
      method: "POST",
      body: { token: params.token },
      schema: ZRegisterResponse,
    });
    return signIn({
      request,
      locale: context.get(localeContext),
      token: result.token,
      expiresAt: result.expiresAt,
      target: localizePath("/dashboard", result.language),
      message: result.message,
      cookies: [
        // A buyer has no team to select.
        ...(result.teamId === null
          ? []
          : [serializeCookie(TEAM_COOKIE, String(result.teamId), { maxAge: TEAM_COOKIE_MAX_AGE_S })]),
        serializeCookie(LOCALE_COOKIE, result.language, { maxAge: LOCALE_COOKIE_MAX_AGE_S }),
      ],
    });
  } catch (error) {
    // A used or expired link (410), or a mangled one (400 on the token): the same dead-link page.
    if (isApiError(error, 410) || isApiError(error, 400)) {
      return { intent: "confirm", ok: false as const, code: LINK_GONE, fieldErrors: {}, formError: null };
    }
    return formFailure(error, await getTranslator(context), { intent: "confirm" });
  }
}

export default function RegisterConfirm({ actionData }: Route.ComponentProps) {
  const isLinkInvalid = Boolean(actionData && "code" in actionData && actionData.code === LINK_GONE);
  return <ConfirmSignUp state={formState(actionData, "confirm")} isLinkInvalid={isLinkInvalid} />;
}
