/**
 * What a loader or action receives, for unit tests of route modules: a POST of form fields to a page, and a
 * router context holding what the middleware sets (locale, request info, session, signed-in user).
 */
import type { TMe } from "@keel/contracts/auth";
import type { Locale } from "@keel/contracts/locales";
import { RouterContextProvider } from "react-router";
import { getTranslator, localeContext } from "./i18n.server.ts";
import { requestInfoContext } from "./request-info.ts";
import { sessionContext, userContext } from "./session.server.ts";

/** A professional who owns one team, "Blue Yachts" (id 3). */
export const TEAM_OWNER: TMe = {
  id: 11,
  email: "anne@blue-yachts.test",
  firstName: "Anne",
  lastName: "Marin",
  avatarUrl: null,
  language: "fr",
  role: "professional",
  teams: [{ id: 3, name: "Blue Yachts", slug: "blue-yachts", role: "owner" }],
  groups: [],
  impersonatedBy: null,
};

export const SESSION_TOKEN = "session-token";

/** The arguments of an action answering a form posted to `path` (e.g. "/fr/dashboard/settings/team"). */
export function postArgs(
  path: string,
  fields: Record<string, string>,
  {
    locale = "fr",
    user = TEAM_OWNER,
    params = {},
  }: { locale?: Locale; user?: TMe; params?: Record<string, string> } = {},
) {
  const url = new URL(`http://site.test${path}`);
  const request = new Request(url, { method: "POST", body: new URLSearchParams(fields) });
  const context = new RouterContextProvider();
  context.set(localeContext, locale);
  context.set(requestInfoContext, { clientIp: "203.0.113.9", buildId: "test", nonce: "" });
  context.set(sessionContext, { token: SESSION_TOKEN, user: async () => user });
  context.set(userContext, user);
  return { request, context, params, url };
}

/** The body and status of an action's `data()` answer. */
export function dataOf<T>(result: unknown): { body: T; status: number | undefined } {
  const value = result as { data: T; init: { status?: number } | null };
  return { body: value.data, status: value.init?.status };
}

/** Loads the French texts once, before the tests (their first read is slow on a busy machine). */
export async function warmTranslator(locale: Locale = "fr"): Promise<void> {
  await getTranslator(postArgs("/", {}, { locale }).context);
}
