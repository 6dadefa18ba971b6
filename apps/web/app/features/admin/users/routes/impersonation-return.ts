/**
 * "Return to my account" from the impersonation banner. It is the logout (docs/product.md, Interface rules: the token put
 * aside is restored, then a full page load), run through the logout route's own action so the two cannot
 * drift apart; only the landing changes: back to the back-office page the admin left (the user's page),
 * else the back-office landing, instead of the home page. Outside the admin layout on purpose: the visitor
 * is still the impersonated user, who is no administrator, until this has run.
 */
import { redirect, redirectDocument } from "react-router";
import { logoutAction as logout } from "#app/features/auth/index.server.ts";
import {
  deleteCookie,
  FLASH_COOKIE,
  flashCookie,
  oldTokenCookieName,
  readCookie,
} from "#app/lib/cookies.server.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { IMPERSONATION_RETURN_COOKIE, impersonationReturnTarget } from "#app/lib/impersonation.server.ts";
import { localizePath } from "#app/lib/locale.ts";
import type { Route } from "./+types/impersonation-return";

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const wasImpersonating = readCookie(request, oldTokenCookieName()) !== null;
  // Same request, context and params; only the generated route types differ (they name the route).
  const response = await logout(args as unknown as Parameters<typeof logout>[0]);
  if (!wasImpersonating) return response;

  const locale = context.get(localeContext);
  const target =
    impersonationReturnTarget(readCookie(request, IMPERSONATION_RETURN_COOKIE)) ??
    localizePath("/admin", locale);
  const headers = new Headers();
  // Keep the logout's cookies (token restored, old token and team cleared) but not its "signed out" toast.
  for (const cookie of response.headers.getSetCookie()) {
    if (!cookie.startsWith(`${FLASH_COOKIE}=`)) headers.append("Set-Cookie", cookie);
  }
  headers.append("Set-Cookie", deleteCookie(IMPERSONATION_RETURN_COOKIE));
  const t = await getTranslator(context);
  headers.append("Set-Cookie", flashCookie(t("admin.impersonation.ended")));
  return redirectDocument(target, { headers });
}

/** A POST-only route; a stray GET goes to the back office (the guard sends non-admins away from it). */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizePath("/admin", context.get(localeContext)));
}
