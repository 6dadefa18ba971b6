/**
 * Loaders and actions of the billing pages: calls to `/api/v1/teams/{teamId}/billing/…` for the current team
 * (team_id query, then cookie, then the first team), as the signed-in user; the plan list; and the PDF of an
 * invoice forwarded to the browser as a download.
 */
import { ZPlanList, ZSubscription } from "@keel/contracts/billing";
import type { Locale } from "@keel/contracts/locales";
import { data, type RouterContextProvider } from "react-router";
import { type ApiRequest, apiRequest, isApiError } from "#app/lib/api-client.server.ts";
import { getConfig } from "#app/lib/config.server.ts";
import { getCurrentTeam } from "#app/lib/current-team.server.ts";
import { localizePath, splitLocalePath } from "#app/lib/locale.ts";
import { apiContext, userApiContext } from "#app/lib/session.server.ts";

type Context = Readonly<RouterContextProvider>;
type BillingRequest<T> = Omit<ApiRequest<T>, "token" | "locale" | "clientIp" | "signal" | "userAgent">;

/** The current team and a caller for its billing routes, or null for a user without a team. */
export function findBillingApi(request: Request, context: Context) {
  const { team } = getCurrentTeam(request, context);
  if (!team) return null;
  const base = userApiContext(context, request);
  const call = <T>(path: string, req: BillingRequest<T>): Promise<T> =>
    apiRequest(`teams/${team.id}/billing/${path.replace(/^\//, "")}`, { ...base, ...req });
  return { team, call };
}

export type BillingApi = NonNullable<ReturnType<typeof findBillingApi>>;

/** The published plans (a public call: the pricing page works for guests). */
export function loadPlans(request: Request, context: Context) {
  return apiRequest("plans", { ...apiContext(context, request), schema: ZPlanList });
}

export function loadSubscription(api: BillingApi) {
  return api.call("subscription", { schema: ZSubscription });
}

/**
 * The subscription for the dashboard's past-due banner: null when the user has no team or the API cannot
 * say (a banner is never worth an error page).
 */
export async function findSubscription(request: Request, context: Context) {
  const api = findBillingApi(request, context);
  if (!api) return null;
  try {
    return await loadSubscription(api);
  } catch (error) {
    if (!isApiError(error)) console.error("billing: could not load the subscription", error);
    return null;
  }
}

/** An invoice's PDF, streamed from the API with the session token; the API's refusal passes on as its status. */
export async function forwardInvoicePdf(request: Request, context: Context, invoiceId: string) {
  const api = findBillingApi(request, context);
  if (!api) throw data(null, { status: 404 });
  const { token, locale, clientIp } = userApiContext(context, request);
  const headers = new Headers({ Accept: "application/pdf" });
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (locale) headers.set("Accept-Language", locale);
  if (clientIp) headers.set("X-Forwarded-For", clientIp);
  const response = await fetch(
    `${getConfig().apiUrl}/api/v1/teams/${api.team.id}/billing/invoices/${encodeURIComponent(invoiceId)}/pdf`,
    { headers, signal: AbortSignal.any([request.signal, AbortSignal.timeout(30_000)]) },
  );
  if (!response.ok) throw data(null, { status: response.status === 401 ? 403 : response.status });
  return new Response(response.body, {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition":
        response.headers.get("Content-Disposition") ?? `attachment; filename="invoice-${invoiceId}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * Where a gateway sends the browser: the product's own pages (the test payment page, the success page) by
 * their path, in the page's language when the address names none, so the next page is a client-side
 * navigation in the same language; any other site (Stripe) as it is, which React Router opens with a
 * document load.
 */
export function gatewayRedirect(target: string, requestUrl: string, locale: Locale): string {
  const resolved = new URL(target, requestUrl);
  if (resolved.origin !== new URL(requestUrl).origin) return resolved.toString();
  const hasLocale = splitLocalePath(resolved.pathname).segment !== undefined;
  const path = hasLocale ? resolved.pathname : localizePath(resolved.pathname, locale);
  return path + resolved.search + resolved.hash;
}
