/**
 * The statistics summary of the dashboard home: which period the URL asks for (`?period=weekly`; daily, the
 * API's default, is left out) and how a point of the series is named in the page's language. The browser runs
 * this module (the period switch, the chart), so it holds no zod: the custom range is checked on the server
 * (statistics-range.server.ts).
 */

import type { Locale } from "@keel/contracts/locales";
import type { StatisticsPeriod } from "@keel/contracts/statistics";
import { dateTimeFormat } from "#app/lib/intl.ts";

export const STATISTICS_PERIOD_VALUES = [
  "daily",
  "weekly",
  "monthly",
] as const satisfies readonly StatisticsPeriod[];
export const DEFAULT_PERIOD: StatisticsPeriod = "daily";
export const PERIOD_PARAM = "period";

/** The period a URL asks for; anything else (absent, misspelt) is the default. */
export function parsePeriod(params: URLSearchParams): StatisticsPeriod {
  const value = params.get(PERIOD_PARAM);
  return (STATISTICS_PERIOD_VALUES as readonly string[]).includes(value ?? "")
    ? (value as StatisticsPeriod)
    : DEFAULT_PERIOD;
}

export interface RangeRequest {
  /** A valid custom period to ask the API for. */
  range: { from: string; to: string } | null;
  /** Why the URL's range was refused, per field: the contract's reason code (range_reversed…). */
  errors: { from?: string; to?: string; limit?: number };
}

/** The `?…` of the home page showing `period`, other parameters kept (the default period is left out). */
export function periodHref(params: URLSearchParams, period: StatisticsPeriod): string {
  const next = new URLSearchParams(params);
  if (period === DEFAULT_PERIOD) next.delete(PERIOD_PARAM);
  else next.set(PERIOD_PARAM, period);
  const search = next.toString();
  return search ? `?${search}` : "?";
}

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return dateTimeFormat(locale, { ...options, timeZone: "UTC" });
}

/**
 * A point of the series by its first day (UTC date): "Mar 4" for a day or a week's first day, "Mar 2026" for a
 * month; `long` spells it out for the data table ("March 4, 2026", "March 2026").
 */
export function formatPeriodStart(
  start: string,
  period: StatisticsPeriod,
  locale: Locale,
  style: "short" | "long" = "short",
): string {
  const date = new Date(`${start.slice(0, 10)}T00:00:00Z`);
  if (period === "monthly") {
    return dateFormat(locale, { month: style === "long" ? "long" : "short", year: "numeric" }).format(date);
  }
  return style === "long"
    ? dateFormat(locale, { dateStyle: "long" }).format(date)
    : dateFormat(locale, { month: "short", day: "numeric" }).format(date);
}
