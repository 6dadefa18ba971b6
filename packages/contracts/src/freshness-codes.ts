/**
 * Listing freshness's fixed rules and lists, with no zod, so the browser may import them (the back office's
 * duplicates filter). `freshness.ts` builds its schemas on them and re-exports them.
 */

/** Days before the limit at which the team is reminded, and a boat counts as due in the dashboard. */
export const FRESHNESS_REMINDER_DAYS = 7;

/** The site setting that sets the limit, in days, and its value when unset. */
export const STALE_AFTER_DAYS_KEY = "listings.staleAfterDays";
export const DEFAULT_STALE_AFTER_DAYS = 60;

/** The setting as applied: a whole number of days longer than the reminder's week (up to ten years), else 60. */
export function readStaleAfterDays(value: string | undefined): number {
  const days = Number(value);
  return Number.isInteger(days) && days > FRESHNESS_REMINDER_DAYS && days <= 3650
    ? days
    : DEFAULT_STALE_AFTER_DAYS;
}

/** fresh: nothing to do; due: hidden within the reminder window unless confirmed; stale: hidden from search. */
export const FRESHNESS_STATES = ["fresh", "due", "stale"] as const;
export type FreshnessState = (typeof FRESHNESS_STATES)[number];

/**
 * Why two boats look like one: the same hull identification number, or the same brand, model, year, place and
 * length (decision 025). The back office lists open pairs or dismissed ones.
 */
export const DUPLICATE_REASONS = ["hin", "specs"] as const;
export const DUPLICATE_FILTERS = ["open", "dismissed"] as const;
