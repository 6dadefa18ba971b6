/** Back-office formatting that lib/format.ts does not cover: a moment with its time, in UTC (as stored). */
import type { Locale } from "@keel/contracts/locales";
import { dateTimeFormat } from "#app/lib/intl.ts";

/**
 * "Mar 4, 2026, 2:05 PM UTC". Always UTC, said so: the server renders the page and the browser hydrates it,
 * so a local time zone would differ between the two, and admins compare entries across countries.
 */
export function formatDateTime(value: string, locale: Locale): string {
  const formatter = dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : `${formatter.format(date)} UTC`;
}
