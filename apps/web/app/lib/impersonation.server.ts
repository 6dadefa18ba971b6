/**
 * Signing in as a user (back office) and coming back. The admin's own token is put aside in the httpOnly
 * `{product}_old_token` cookie (spec: oldToken), the user's short-lived token takes its place, the user's
 * first team is selected, and the page reloads on the dashboard. The existing logout restores the old
 * token; `impersonation_return` remembers which back-office page to come back to.
 */
import { ZAdminImpersonation } from "@keel/contracts/admin";
import { ZMe } from "@keel/contracts/auth";
import { type RouterContextProvider, redirectDocument } from "react-router";
import { adminApi } from "#app/ui/form/submit.server.ts";
import { apiRequest } from "./api-client.server.ts";
import {
  deleteCookie,
  flashCookie,
  oldTokenCookieName,
  serializeCookie,
  TEAM_COOKIE,
  TEAM_COOKIE_MAX_AGE_S,
  tokenCookieName,
} from "./cookies.server.ts";
import { localeContext } from "./i18n.server.ts";
import { localizePath, splitLocalePath } from "./locale.ts";
import { safeRedirectTarget } from "./safe-redirect.ts";
import { apiContext, sessionContext } from "./session.server.ts";

/** The back-office page to land on after "Return to my account". */
export const IMPERSONATION_RETURN_COOKIE = "impersonation_return";

/** The admin's own token outlives the impersonation; the API refuses it once it has expired anyway. */
const OLD_TOKEN_MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * Opens a session as user `userId` and answers with the cookies and a full page load of the dashboard
 * (no state of the admin's pages survives in memory). Throws the API's refusal (403 for an admin, 409 for an
 * inactive user) for the caller to show.
 */
export async function startImpersonation(
  context: Readonly<RouterContextProvider>,
  request: Request,
  userId: number,
  returnTo: string,
): Promise<Response> {
  const adminToken = context.get(sessionContext).token;
  const { token, expiresAt, message } = await adminApi(context, request)(`users/${userId}/impersonate`, {
    method: "POST",
    schema: ZAdminImpersonation,
  });
  // The user's teams decide the dashboard's current team (the first one: docs/product.md, Screens).
  const me = await apiRequest("auth/me", { ...apiContext(context, request), token, schema: ZMe });
  const seconds = Math.floor((Date.parse(expiresAt) - Date.now()) / 1000);
  const maxAge = Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;

  const headers = new Headers();
  if (adminToken) {
    headers.append(
      "Set-Cookie",
      serializeCookie(oldTokenCookieName(), adminToken, { maxAge: OLD_TOKEN_MAX_AGE_S }),
    );
  }
  headers.append("Set-Cookie", serializeCookie(tokenCookieName(), token, { maxAge }));
  const firstTeam = me.teams[0];
  headers.append(
    "Set-Cookie",
    firstTeam
      ? serializeCookie(TEAM_COOKIE, String(firstTeam.id), { maxAge: TEAM_COOKIE_MAX_AGE_S })
      : deleteCookie(TEAM_COOKIE),
  );
  headers.append("Set-Cookie", serializeCookie(IMPERSONATION_RETURN_COOKIE, returnTo, { maxAge }));
  headers.append("Set-Cookie", flashCookie(message));
  return redirectDocument(localizePath("/dashboard", context.get(localeContext)), { headers });
}

/** A remembered return page, only if it is a same-site back-office page. */
export function impersonationReturnTarget(value: string | null): string | null {
  const target = safeRedirectTarget(value);
  if (!target) return null;
  const { path } = splitLocalePath(new URL(target, "http://keel.invalid").pathname);
  return path === "/admin" || path.startsWith("/admin/") ? target : null;
}
