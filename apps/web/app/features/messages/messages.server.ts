/**
 * Server side of the messages, requests and dashboard home: calls to `teams/{teamId}/…` as the signed-in member
 * of the current team, the unread count of the navigation, the CSV export pass-through, and the one way the
 * conversation forms answer (docs/decisions/014 and 015): success redirects back (post/redirect/get, so a
 * reload never replies twice) with the API's message as a flash toast; a refusal answers with the page, the
 * field errors in the user's language and what was typed.
 */
import type { TUserTeam } from "@keel/contracts/auth";
import { ZInboxSummary } from "@keel/contracts/messages";
import { data, type RouterContextProvider, redirect } from "react-router";
import { type ApiRequest, apiRequest, isApiError } from "#app/lib/api-client.server.ts";
import { getConfig } from "#app/lib/config.server.ts";

import { getCurrentTeam } from "#app/lib/current-team.server.ts";
import { getTranslator, localeContext } from "#app/lib/i18n.server.ts";
import { localizePath } from "#app/lib/locale.ts";
import { userApiContext } from "#app/lib/session.server.ts";
import { TEAM_PARAM } from "#app/lib/team.ts";
import { formFailure } from "#app/ui/form/form-result.server.ts";
import { loginRedirect, redirectWithToast } from "#app/ui/form/submit.server.ts";
import { type ListQuery, type ListSpec, serializeListQuery } from "#app/ui/list/list-query.ts";

type Context = Readonly<RouterContextProvider>;
type TeamRequest<T> = Omit<ApiRequest<T>, "token" | "locale" | "clientIp" | "signal" | "userAgent">;

export interface TeamApi {
  team: TUserTeam;
  /** `call("conversations", { schema })` → `GET teams/{teamId}/conversations`. */
  call: <T>(path: string, req: TeamRequest<T>) => Promise<T>;
}

/** The current team and a caller for its API paths; null for a user without a team. */
export function findTeamApi(request: Request, context: Context): TeamApi | null {
  const { team } = getCurrentTeam(request, context);
  if (!team) return null;
  const base = userApiContext(context, request);
  return {
    team,
    call: (path, req) => apiRequest(`teams/${team.id}/${path.replace(/^\//, "")}`, { ...base, ...req }),
  };
}

/** Pages about one conversation need a team: without one, the page does not exist. */
export function requireTeamApi(request: Request, context: Context): TeamApi {
  const api = findTeamApi(request, context);
  if (!api) throw data(null, { status: 404 });
  return api;
}

/**
 * One list state, one URL (docs/decisions/014): a query with defaults spelled out, blanks from the filter form
 * or unknown values is redirected to its short form before anything loads. A `team_id` (the current team's
 * selection, docs/product.md, Screens) is kept as it is.
 */
export function redirectToCanonicalList<F extends string, S extends string>(
  url: URL,
  spec: ListSpec<F, S>,
  query: ListQuery<F, S>,
): void {
  const canonical = serializeListQuery(spec, query);
  const teamId = url.searchParams.get(TEAM_PARAM);
  if (teamId !== null) canonical.set(TEAM_PARAM, teamId);
  const search = canonical.toString();
  if (search !== url.searchParams.toString()) {
    throw redirect(search ? `${url.pathname}?${search}` : url.pathname);
  }
}

/**
 * The unread count for the navigation badge. The badge is a convenience: when the API cannot say, the
 * dashboard still opens (without the badge) rather than failing.
 */
export async function findUnreadCount(request: Request, context: Context): Promise<number | null> {
  const api = findTeamApi(request, context);
  if (!api) return null;
  try {
    return (await api.call("conversations/summary", { schema: ZInboxSummary })).unreadCount;
  } catch (error) {
    if (!request.signal.aborted) console.error("messages: could not load the unread count", error);
    return null;
  }
}

interface ChangeOptions {
  context: Context;
  /** The page's URL: success redirects back to it, unless `redirectTo` says otherwise. */
  url: URL;
  intent: string;
  /** What was typed, to fill the form again after a refusal. */
  values?: Record<string, string>;
  /** A refusal of a button without a form to hold it (archive, status…): an error toast. */
  asToast?: boolean;
  /** Neutral path (no locale prefix) to go to on success. */
  redirectTo?: string;
}

/**
 * Runs one change of a conversation. Success: redirect with the API's `message` as a flash toast. A refusal
 * (4xx): the form's state (`formFailure`). A lost session: the login page, coming back here. A conversation
 * that no longer exists (deleted by someone else): the 404 page.
 */
export async function submitConversationChange(
  call: () => Promise<{ message?: string }>,
  { context, url, intent, values, asToast = false, redirectTo }: ChangeOptions,
) {
  const locale = context.get(localeContext);
  try {
    const { message } = await call();
    return redirectWithToast(
      redirectTo ? localizePath(redirectTo, locale) : url.pathname + url.search,
      message,
    );
  } catch (error) {
    if (isApiError(error, 401)) throw loginRedirect(context, url);
    if (isApiError(error, 404)) throw data(null, { status: 404 });
    return formFailure(error, await getTranslator(context), { intent, values, asToast });
  }
}

/**
 * The requests as CSV, streamed from the API with the session token (which the browser never sees) and the
 * API's file name; an API refusal is passed on with its status.
 */
export async function forwardCsv(request: Request, context: Context, query: URLSearchParams) {
  const api = requireTeamApi(request, context);
  const { token, locale, clientIp } = userApiContext(context, request);
  const headers = new Headers({ Accept: "text/csv" });
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (locale) headers.set("Accept-Language", locale);
  if (clientIp) headers.set("X-Forwarded-For", clientIp);
  const search = query.toString();
  const response = await fetch(
    `${getConfig().apiUrl}/api/v1/teams/${api.team.id}/conversations/export.csv${search ? `?${search}` : ""}`,
    { headers, signal: AbortSignal.any([request.signal, AbortSignal.timeout(60_000)]) },
  );
  if (!response.ok) throw data(null, { status: response.status === 401 ? 403 : response.status });
  return new Response(response.body, {
    status: 200,
    headers: {
      "Content-Type": response.headers.get("Content-Type") ?? "text/csv; charset=utf-8",
      "Content-Disposition":
        response.headers.get("Content-Disposition") ?? 'attachment; filename="requests.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}
