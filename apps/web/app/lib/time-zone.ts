/**
 * The reader's time zone, for times that matter to the minute (messages, notes, screening). The server renders
 * the page before the browser can say where it is, so the browser tells it once, in the `tz` cookie
 * (useTimeZoneCookie, mounted by the signed-in layouts), and every later page is rendered in that zone. Until
 * then, and for anyone the cookie does not name a valid zone for, times are in UTC and say so. Server and
 * browser render from the same loader value, so hydration never sees two different texts.
 */
import { useEffect } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";

export const TZ_COOKIE = "tz";
export const UTC = "UTC";

/** An IANA zone name this runtime knows ("Europe/Paris"); anything else is not one. */
export function isTimeZone(value: string | null | undefined): value is string {
  if (!value || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The zone pages are rendered in: the root loader's `timeZone`. */
export function useTimeZone(): string {
  const root = useRouteLoaderData("root") as { timeZone?: string } | undefined;
  return root?.timeZone ?? UTC;
}

/**
 * Tells the server the browser's zone when it differs from the one the page was rendered in, then reloads the
 * page's data so its times follow at once.
 */
export function useTimeZoneCookie(): void {
  const rendered = useTimeZone();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!isTimeZone(zone) || zone === rendered) return;
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, readable by the server on the next request
    document.cookie = `${TZ_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax`;
    void revalidate();
  }, [rendered, revalidate]);
}
