/**
 * Server side of the buyer's pages: calls to `users/me/…` as the signed-in user, and the one way their forms
 * answer (post/redirect/get with the API's message as a toast; a refusal back to the form in the user's
 * language; a lost session to the login page, coming back).
 */

import type { RouterContextProvider } from "react-router";
import { type ApiRequest, apiRequest, isApiError } from "#app/lib/api-client.server.ts";
import { getTranslator } from "#app/lib/i18n.server.ts";
import { userApiContext } from "#app/lib/session.server.ts";
import { formFailure } from "#app/ui/form/form-result.server.ts";
import { loginRedirect, redirectWithToast } from "#app/ui/form/submit.server.ts";

type Context = Readonly<RouterContextProvider>;
type MeRequest<T> = Omit<ApiRequest<T>, "token" | "locale" | "clientIp" | "signal" | "userAgent">;

/** `me(request, context)("favourites", { schema })` → `GET users/me/favourites` as the signed-in user. */
export function meApi(request: Request, context: Context) {
  const base = userApiContext(context, request);
  return <T>(path: string, req: MeRequest<T>) => apiRequest(`users/me/${path}`, { ...base, ...req });
}

export async function submitMeChange(
  call: () => Promise<{ message?: string }>,
  options: {
    context: Context;
    url: URL;
    intent: string;
    values?: Record<string, string>;
    redirectTo?: string;
  },
) {
  try {
    const { message } = await call();
    return redirectWithToast(options.redirectTo ?? options.url.pathname + options.url.search, message);
  } catch (error) {
    if (isApiError(error, 401)) throw loginRedirect(options.context, options.url);
    return formFailure(error, await getTranslator(options.context), {
      intent: options.intent,
      values: options.values,
      asToast: options.values === undefined,
    });
  }
}
