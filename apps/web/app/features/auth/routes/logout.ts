/**
 * Logout (docs/product.md, Interface rules): revoke the token at the API, clear it, restore a token put aside while signed
 * in as someone else (`{product}_old_token`), then reload to the home page. The form posts without
 * client-side routing, so the browser does a full document load and no signed-in state survives in memory.
 * A form may name a same-site `redirect` instead of the home page: "sign in with another account" on an
 * invitation meant for another address goes to the login page, then back to the invitation.
 */
import { ZMessage } from "@keel/contracts/common";
import { redirect, redirectDocument } from "react-router";
import { apiRequest } from "#app/lib/api-client.server.ts";
import {
  deleteCookie,
  flashCookie,
  oldTokenCookieName,
  readCookie,
  serializeCookie,
  TEAM_COOKIE,
  tokenCookieName,
} from "#app/lib/cookies.server.ts";
import { localeContext } from "#app/lib/i18n.server.ts";
import { localizePath } from "#app/lib/locale.ts";
import { safeRedirectTarget } from "#app/lib/safe-redirect.ts";
import { userApiContext } from "#app/lib/session.server.ts";
import type { Route } from "./+types/logout";

/** A restored token lives as long as the API lets it; the API refuses it once expired. */
const RESTORED_TOKEN_MAX_AGE_S = 30 * 24 * 60 * 60;

export async function action({ request, context }: Route.ActionArgs) {
  const api = userApiContext(context, request);
  let message: string | undefined;
  if (api.token) {
    // Logging out must always succeed for the visitor, even if the API cannot revoke the token now.
    message = await apiRequest("auth/logout", { ...api, method: "POST", schema: ZMessage })
      .then((body) => body.message)
      .catch((error: unknown) => {
        console.error("logout: the API could not revoke the token", error);
        return undefined;
      });
  }
  const headers = new Headers();
  const oldToken = readCookie(request, oldTokenCookieName());
  if (oldToken) {
    headers.append(
      "Set-Cookie",
      serializeCookie(tokenCookieName(), oldToken, { maxAge: RESTORED_TOKEN_MAX_AGE_S }),
    );
    headers.append("Set-Cookie", deleteCookie(oldTokenCookieName()));
  } else {
    headers.append("Set-Cookie", deleteCookie(tokenCookieName()));
  }
  headers.append("Set-Cookie", deleteCookie(TEAM_COOKIE));
  if (message) headers.append("Set-Cookie", flashCookie(message));
  const form = await request.formData().catch(() => null);
  const target = safeRedirectTarget(form?.get("redirect")) ?? localizePath("/", context.get(localeContext));
  return redirectDocument(target, { headers });
}

/** Logout is a POST; a stray GET (typed URL, prefetch) just goes home. */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizePath("/", context.get(localeContext)));
}
