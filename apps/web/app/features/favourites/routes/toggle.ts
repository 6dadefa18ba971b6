/**
 * POST /favourites: the hearts' action. Signed in: saves or removes the favourite (the page's loaders then
 * reload, so every heart of the boat agrees). A guest: keeps the boat (favourites.server.ts) and goes to the
 * sign-in page, which brings them back to `back`, the page they were on. Without JavaScript, a success
 * redirects back there too.
 */
import { ZMessage } from "@keel/contracts/common";
import { data, redirect } from "react-router";
import { pendingFavouriteCookie } from "#app/features/favourites/favourites.server.ts";
import { apiRequest, isApiError } from "#app/lib/api-client.server.ts";
import { localeContext } from "#app/lib/i18n.server.ts";
import { localizePath } from "#app/lib/locale.ts";
import { safeRedirectTarget } from "#app/lib/safe-redirect.ts";
import { findUser, userApiContext } from "#app/lib/session.server.ts";
import { formText } from "#app/ui/form/form-data.ts";
import { redirectWithToast } from "#app/ui/form/submit.server.ts";
import type { Route } from "./+types/toggle";

export async function loader() {
  throw data(null, { status: 404 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = context.get(localeContext);
  const rawId = formText(form, "boatId");
  const intent = formText(form, "intent");
  if (!/^[1-9][0-9]{0,9}$/.test(rawId) || (intent !== "add" && intent !== "remove")) {
    throw data(null, { status: 400 });
  }
  const boatId = Number(rawId);
  const back = safeRedirectTarget(formText(form, "back")) ?? localizePath("/", locale);
  if (!(await findUser(context))) {
    const login = `${localizePath("/auth/login", locale)}?redirect=${encodeURIComponent(back)}`;
    return redirect(login, { headers: { "Set-Cookie": pendingFavouriteCookie(boatId) } });
  }
  const api = userApiContext(context, request);
  try {
    const { message } =
      intent === "add"
        ? await apiRequest("users/me/favourites", {
            ...api,
            method: "POST",
            body: { boatId },
            schema: ZMessage,
          })
        : await apiRequest(`users/me/favourites/${boatId}`, { ...api, method: "DELETE", schema: ZMessage });
    // A fetcher stays on the page (its loaders reload); a plain form post comes back to it.
    return request.headers.get("Accept")?.includes("text/html")
      ? redirectWithToast(back, message)
      : { message };
  } catch (error) {
    // Already removed elsewhere: the heart is right to show it empty.
    if (intent === "remove" && isApiError(error, 404)) return { message: null };
    if (isApiError(error) && error.status < 500)
      return data({ error: { message: error.message } }, { status: error.status });
    throw error;
  }
}
