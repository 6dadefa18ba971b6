/**
 * Server side of the seller's boat pages: the current team with its plan and units, the reference catalog
 * (cached briefly per locale: every editor view needs it and it changes only when the back office edits a
 * list), and a pass-through for photo uploads that streams the browser's multipart body to the API with the
 * session token, which browser JavaScript never sees.
 */
import type { TCatalog } from "@keel/contracts/catalog";
import { ZCatalog } from "@keel/contracts/catalog";
import type { Locale } from "@keel/contracts/locales";
import { type TTeam, ZTeam } from "@keel/contracts/teams";
import { data, type RouterContextProvider } from "react-router";
import { ApiError, apiRequest } from "#app/lib/api-client.server.ts";
import { getConfig } from "#app/lib/config.server.ts";
import { getCurrentTeam } from "#app/lib/current-team.server.ts";
import { localeContext } from "#app/lib/i18n.server.ts";
import { apiContext, userApiContext } from "#app/lib/session.server.ts";

type Context = Readonly<RouterContextProvider>;

/** The current team as the boat pages need it (plan, unit, currency); 404 for a user without a team. */
export async function requireBoatsTeam(request: Request, context: Context): Promise<TTeam> {
  const { team } = getCurrentTeam(request, context);
  if (!team) throw data("No team", { status: 404 });
  return apiRequest(`teams/${team.id}`, { ...userApiContext(context, request), schema: ZTeam });
}

const CATALOG_TTL_MS = 60_000;
const catalogCache = new Map<Locale, { at: number; catalog: Promise<TCatalog> }>();

/**
 * Types, conditions, availabilities and equipment in the request's locale; null when the API cannot give
 * them (the editor then says so rather than failing the whole page).
 */
export async function findCatalog(request: Request, context: Context): Promise<TCatalog | null> {
  const locale = context.get(localeContext);
  const cached = catalogCache.get(locale);
  if (cached && Date.now() - cached.at < CATALOG_TTL_MS) return cached.catalog.catch(() => null);
  const catalog = apiRequest("catalog", {
    ...apiContext(context, request),
    // Not tied to the visitor: a departing visitor must not abort the call others share.
    signal: undefined,
    query: { locale },
    schema: ZCatalog,
  });
  catalogCache.set(locale, { at: Date.now(), catalog });
  try {
    return await catalog;
  } catch (error) {
    catalogCache.delete(locale);
    console.error("boats: could not load the catalog", error);
    return null;
  }
}

/** Positive integer route/query parameter, or a 404 (an id that cannot exist is a page that does not). */
export function requireId(value: string | undefined): number {
  if (!value || !/^\d{1,10}$/.test(value)) throw data("Not found", { status: 404 });
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw data("Not found", { status: 404 });
  return id;
}

/** An API error as page actions return it: code, translated message and field details. */
export interface ActionError {
  code: string;
  message: string;
  details: { path: string; code: string; limit?: number }[];
}

export function toActionError(error: unknown): ActionError {
  if (!(error instanceof ApiError)) throw error;
  const details = Array.isArray(error.details)
    ? (error.details as { path?: unknown; code?: unknown; limit?: unknown }[])
        .filter((d) => typeof d.path === "string" && typeof d.code === "string")
        .map((d) => ({
          path: d.path as string,
          code: d.code as string,
          ...(typeof d.limit === "number" ? { limit: d.limit } : {}),
        }))
    : [];
  return { code: error.code, message: error.message, details };
}

/**
 * Sends the request's body, as it arrives, to an API path with the user's token, and answers with the API's
 * status and JSON. For multipart uploads: the web server never buffers the file.
 */
export async function forwardBody(request: Request, context: Context, path: string): Promise<Response> {
  const { token, locale, clientIp } = userApiContext(context, request);
  const headers = new Headers({ Accept: "application/json" });
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (locale) headers.set("Accept-Language", locale);
  if (clientIp) headers.set("X-Forwarded-For", clientIp);
  const type = request.headers.get("Content-Type");
  if (type) headers.set("Content-Type", type);
  const length = request.headers.get("Content-Length");
  if (length) headers.set("Content-Length", length);
  try {
    const response = await fetch(`${getConfig().apiUrl}/api/v1/${path}`, {
      method: "POST",
      headers,
      body: request.body,
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(120_000)]),
      // @ts-expect-error Node's fetch needs `duplex` for a streamed body; the DOM typings lack it.
      duplex: "half",
    });
    return new Response(response.body, {
      status: response.status,
      headers: { "Content-Type": response.headers.get("Content-Type") ?? "application/json" },
    });
  } catch (error) {
    if (request.signal.aborted) return new Response(null, { status: 499 });
    console.error(`boats: forwarding to ${path} failed`, error);
    return Response.json(
      { error: { code: "BAD_GATEWAY", message: "The upload could not reach the server" } },
      { status: 502 },
    );
  }
}
