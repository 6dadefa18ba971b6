/**
 * The boats a visitor picked to compare: a cookie of up to COMPARE_MAX ids, kept by this web server (the
 * choice belongs to the browser, signed in or not; decision 045). A page showing the list reads it here.
 */
import { readCookie, serializeCookie } from "#app/lib/cookies.server.ts";
import { COMPARE_MAX } from "./compare-limits.ts";

export const COMPARE_COOKIE = "compare";
const COMPARE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** Ids from a cookie ("12.34") or a query ("12,34"): distinct, valid, at most COMPARE_MAX. */
export function parseCompareIds(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(/[.,]/)
    .filter((part) => /^[1-9][0-9]{0,9}$/.test(part))
    .map(Number);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}

export function readCompareIds(request: Request): number[] {
  return parseCompareIds(readCookie(request, COMPARE_COOKIE));
}

export function compareCookie(ids: number[]): string {
  return serializeCookie(COMPARE_COOKIE, ids.join("."), { maxAge: ids.length > 0 ? COMPARE_MAX_AGE_S : 0 });
}
