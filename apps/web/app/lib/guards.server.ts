/**
 * Route guards as server middleware on the layout routes (docs/product.md, Screens): guest-only on /auth, auth on
 * /dashboard, auth + admin on /admin. They only redirect or refuse to render: the API is the real gate and
 * checks every call again.
 */
import { isAdmin } from "@keel/contracts/auth";
import { DEFAULT_LOGIN_REDIRECT } from "@keel/contracts/ui-constants";
import { data, type MiddlewareFunction, redirect } from "react-router";
import { RETURN_TO_COOKIE, RETURN_TO_MAX_AGE_S, serializeCookie } from "./cookies.server.ts";
import { localeContext } from "./i18n.server.ts";
import { localizePath } from "./locale.ts";
import { toPageUser } from "./page-user.server.ts";
import type { RefusalData } from "./page-user.ts";
import { safeRedirectTarget } from "./safe-redirect.ts";
import { findUser, sessionContext, userContext } from "./session.server.ts";
import { relocalizeTarget } from "./sign-in.server.ts";

/** Signed-in users have nothing to do on the login pages: they go where they were heading, or to the dashboard. */
export const requireGuest: MiddlewareFunction<Response> = async ({ url, context }) => {
  // If the API cannot say who this is, showing the login form is the useful answer.
  const user = await findUser(context);
  if (!user) return;
  const target = safeRedirectTarget(url.searchParams.get("redirect")) ?? DEFAULT_LOGIN_REDIRECT;
  throw redirect(relocalizeTarget(target, context.get(localeContext)));
};

/**
 * Guests are sent to the login page with the page they asked for, in the query (`redirect`) and in a
 * short-lived cookie (the remembered target, used when the query is lost, e.g. by a language switch).
 */
export const requireUser: MiddlewareFunction<Response> = async ({ url, context }) => {
  // Unlike requireGuest, an API failure is an error here: a private page cannot be shown without its user.
  const user = await context.get(sessionContext).user();
  if (user) {
    context.set(userContext, user);
    return;
  }
  const target = url.pathname + url.search;
  const login = `${localizePath("/auth/login", context.get(localeContext))}?redirect=${encodeURIComponent(target)}`;
  throw redirect(login, {
    headers: { "Set-Cookie": serializeCookie(RETURN_TO_COOKIE, target, { maxAge: RETURN_TO_MAX_AGE_S }) },
  });
};

/**
 * Runs after requireUser. Non-administrators get the 403 page, not a redirect: they are signed in. The refusal
 * carries who they are, since no loader runs after it (the error screen shows the impersonation banner from it).
 */
export const requireAdmin: MiddlewareFunction<Response> = async ({ context }) => {
  const user = context.get(userContext);
  if (!isAdmin(user)) throw data({ user: toPageUser(user) } satisfies RefusalData, { status: 403 });
};
