/**
 * The session: the API token from the `{product}_token` cookie and the user it belongs to. The root
 * middleware puts a lazy, memoised `user()` in the context: `GET auth/me` runs at most once per request,
 * only when something asks (a guard, the root loader), and in parallel with the page's own loaders.
 */
import { type TMe, ZMe } from "@keel/contracts/auth";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { apiRequest, isApiError } from "./api-client.server.ts";
import { deleteCookie, readCookie, tokenCookieName } from "./cookies.server.ts";
import { localeContext } from "./i18n.server.ts";
import { requestInfoContext } from "./request-info.ts";

export interface Session {
  token: string | null;
  /** The signed-in user, null for a guest or a token the API no longer accepts; rejects if the API fails. */
  user(): Promise<TMe | null>;
}

export const sessionContext = createContext<Session>({ token: null, user: async () => null });

/** The user, once a guard (requireUser) has made sure there is one. */
export const userContext = createContext<TMe>();

export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const token = readCookie(request, tokenCookieName());
  let isTokenRejected = false;
  let pending: Promise<TMe | null> | undefined;
  const user = () => {
    pending ??= token
      ? apiRequest("auth/me", { ...apiContext(context, request), token, schema: ZMe }).catch(
          (error: unknown) => {
            if (!isApiError(error, 401)) throw error;
            isTokenRejected = true;
            return null;
          },
        )
      : Promise.resolve(null);
    return pending;
  };
  context.set(sessionContext, { token, user });

  const response = await next();
  // An expired or revoked token is dropped so that later requests stop presenting it.
  if (isTokenRejected) response.headers.append("Set-Cookie", deleteCookie(tokenCookieName()));
  return response;
};

/** The user for pages that work for guests too: an API failure reads as "not signed in" there. */
export async function findUser(context: Readonly<RouterContextProvider>): Promise<TMe | null> {
  try {
    return await context.get(sessionContext).user();
  } catch (error) {
    console.error("session: could not load the user", error);
    return null;
  }
}

/** Locale, visitor address and abort signal for an API call made on behalf of this request. */
export function apiContext(context: Readonly<RouterContextProvider>, request: Request) {
  return {
    locale: context.get(localeContext),
    clientIp: context.get(requestInfoContext).clientIp,
    userAgent: request.headers.get("User-Agent"),
    signal: request.signal,
  };
}

/** apiContext plus the session token, for calls that act as the signed-in user. */
export function userApiContext(context: Readonly<RouterContextProvider>, request: Request) {
  return { ...apiContext(context, request), token: context.get(sessionContext).token };
}
