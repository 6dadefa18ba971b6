/**
 * Server side of favourites: the ids behind the hearts of the public pages, and the favourite a signed-out
 * visitor asked for. A guest's heart cannot save anything yet, so its action keeps the boat in a short-lived
 * cookie and sends the visitor to sign in, coming back to the same page; the first public page they load
 * signed in saves it (decision 045). The cookie was set by the visitor's own POST, which the web server only
 * accepts from this site (decision 026), so no other site can plant a favourite.
 */
import { ZFavouriteIds } from "@keel/contracts/buyers";
import { ZMessage } from "@keel/contracts/common";
import type { RouterContextProvider } from "react-router";
import { apiRequest } from "#app/lib/api-client.server.ts";
import { deleteCookie, readCookie, serializeCookie } from "#app/lib/cookies.server.ts";
import { findUser, userApiContext } from "#app/lib/session.server.ts";

type Context = Readonly<RouterContextProvider>;

export const PENDING_FAVOURITE_COOKIE = "pending_favourite";
/** Long enough to sign in or open an account from the e-mailed link. */
const PENDING_FAVOURITE_MAX_AGE_S = 30 * 60;

export function pendingFavouriteCookie(boatId: number): string {
  return serializeCookie(PENDING_FAVOURITE_COOKIE, String(boatId), { maxAge: PENDING_FAVOURITE_MAX_AGE_S });
}

function pendingBoatId(request: Request): number | null {
  const value = readCookie(request, PENDING_FAVOURITE_COOKIE);
  return value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * The signed-in visitor's favourite boat ids (null for a guest), after saving the one they asked for before
 * signing in. `setCookie` clears that request once it is done. A failure leaves the hearts empty rather than
 * failing the page.
 */
export async function loadFavouriteIds(
  request: Request,
  context: Context,
): Promise<{ ids: number[] | null; setCookie: string | null }> {
  const pending = pendingBoatId(request);
  if (!(await findUser(context))) return { ids: null, setCookie: null };
  const api = userApiContext(context, request);
  if (pending !== null) {
    // A boat gone meanwhile (404) or a full list (409) is simply not saved.
    await apiRequest("users/me/favourites", {
      ...api,
      method: "POST",
      body: { boatId: pending },
      schema: ZMessage,
    }).catch(() => undefined);
  }
  const setCookie = pending === null ? null : deleteCookie(PENDING_FAVOURITE_COOKIE);
  try {
    const { boatIds } = await apiRequest("users/me/favourites/ids", { ...api, schema: ZFavouriteIds });
    return { ids: boatIds, setCookie };
  } catch (error) {
    if (!request.signal.aborted) console.error("favourites: could not load the ids", error);
    return { ids: [], setCookie };
  }
}
