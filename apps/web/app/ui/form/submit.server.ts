/**
 * Loaders and actions of the back office: calls to `/api/v1/admin/…` as the signed-in admin (token, locale,
 * visitor address), the 404 of an unknown id, and the one way every admin form answers: on success a
 * redirect back to the page (post/redirect/get, so a reload never posts twice) with the API's message as a
 * flash toast; on refusal the page again with the API's message, translated field errors and what the admin
 * typed, so nothing is lost.
 */
import { ZMessage } from "@keel/contracts/common";
import { data, type RouterContextProvider, redirect } from "react-router";
import type { z } from "zod";
import { type ApiRequest, apiRequest, isApiError } from "#app/lib/api-client.server.ts";
import { flashCookie } from "#app/lib/cookies.server.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { localizePath } from "#app/lib/locale.ts";
import { userApiContext } from "#app/lib/session.server.ts";
import { type ListQuery, type ListSpec, serializeListQuery } from "#app/ui/list/list-query.ts";
import type { ActionConfirm, ActionFailure } from "./action-result.ts";
import { BACK_OFFICE_WORDING, translateFieldErrors } from "./form-errors.ts";

type AdminRequest<T> = Omit<ApiRequest<T>, "token" | "locale" | "clientIp" | "signal">;

/** `const api = adminApi(context, request); await api("users", { schema: ZAdminUserList })`. */
export function adminApi(context: Readonly<RouterContextProvider>, request: Request) {
  const base = userApiContext(context, request);
  return <T>(path: string, req: AdminRequest<T>): Promise<T> =>
    apiRequest(`admin/${path.replace(/^\//, "")}`, { ...base, ...req });
}

/**
 * The start of every back-office action: the posted form, its `intent`, the admin API and the options that
 * `submitChange` needs to answer for that intent on this page.
 */
export async function readAdminForm({
  request,
  context,
  url,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  url: URL;
}) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  return { form, intent, api: adminApi(context, request), options: { context, url, intent } };
}

/** A route's numeric `:id`; anything else is the 404 page. */
export function parseIdParam(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) {
    throw data(null, { status: 404 });
  }
  return Number(value);
}

/** Loads a page's subject; the API's 404 becomes the 404 page. */
export async function loadOr404<T>(pending: Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (isApiError(error, 404)) throw data(null, { status: 404 });
    throw error;
  }
}

/** A destructive intent went through a confirmation (the dialog, or the no-JavaScript confirmation step). */
export function isConfirmed(form: FormData): boolean {
  return form.get("confirmed") === "yes";
}

/** Ask for confirmation: the page shows the step with these fields posted again, plus `confirmed=yes`. */
export function needsConfirmation(form: FormData) {
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string" && name !== "confirmed") fields[name] = value;
  }
  return data<ActionConfirm>({ intent: String(form.get("intent") ?? ""), confirm: { fields } });
}

/** Form values as strings, for sending back to the form when the API refuses them. */
export function formValues(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "")]));
}

/**
 * Post/redirect/get: a redirect to `target` (a reload never posts twice) carrying the API's `message` as the
 * next page's toast. The one way a form's success answers, in the dashboard and the back office alike.
 */
export function redirectWithToast(
  target: string,
  message?: string | null,
  headers = new Headers(),
): Response {
  if (message) headers.append("Set-Cookie", flashCookie(message));
  return redirect(target, { headers });
}

/** A session lost while posting: the login page, coming back to the page afterwards. */
export function loginRedirect(context: Readonly<RouterContextProvider>, url: URL): Response {
  const login = localizePath("/auth/login", context.get(localeContext));
  return redirect(`${login}?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}

interface SubmitOptions {
  context: Readonly<RouterContextProvider>;
  /** The page's URL: success redirects back to it (same list state, same tab). */
  url: URL;
  intent: string;
  values?: Record<string, string>;
  /** Where to go on success, when not back to the same page (neutral or localized path with query). */
  redirectTo?: string;
}

/**
 * Runs an admin change. Success: redirect (with the API's `message` as a flash toast). A 4xx refusal: the
 * page data with status, message, field errors and values. A lost session: the login page, coming back
 * here. Anything else (5xx, network) is thrown to the error screen.
 */
export async function submitChange(
  call: () => Promise<{ message?: string } | Response | undefined>,
  options: SubmitOptions,
) {
  try {
    const result = await call();
    // A call that builds its own answer (impersonation: cookies and a full page load) returns it as is.
    if (result instanceof Response) return result;
    return redirectWithToast(
      options.redirectTo ?? options.url.pathname + options.url.search,
      result?.message,
    );
  } catch (error) {
    if (isApiError(error, 401)) throw loginRedirect(options.context, options.url);
    if (!isApiError(error) || error.status >= 500) throw error;
    const t = await getTranslator(options.context);
    return data<ActionFailure>(
      {
        intent: options.intent,
        error: { code: error.code, message: error.message },
        fieldErrors: translateFieldErrors(error.details, t, { wording: BACK_OFFICE_WORDING }),
        values: options.values ?? {},
      },
      { status: error.status },
    );
  }
}

/** Success bodies of admin changes: only their `message` matters to the page (the loaders reload). */
export const ZChangeResult: z.ZodType<{ message?: string }> = ZMessage;

/** The answer to an unknown `intent` (a tampered form): 400, nothing changed. */
export function unknownIntent(): never {
  throw data(null, { status: 400 });
}

/**
 * One list state, one URL: a query with defaults spelled out, blanks (`?q=&status=` from the filter form) or
 * values the list does not know is redirected to its short form before anything loads.
 */
export function redirectToCanonical<F extends string, S extends string>(
  url: URL,
  spec: ListSpec<F, S>,
  query: ListQuery<F, S>,
): void {
  const canonical = serializeListQuery(spec, query).toString();
  if (canonical !== url.searchParams.toString()) {
    throw redirect(canonical ? `${url.pathname}?${canonical}` : url.pathname);
  }
}
