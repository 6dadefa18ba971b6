/**
 * Dates and times of the inbox. Times are stored in UTC and the server renders the page, which does not know
 * the reader's time zone: the time is shown in UTC and says so, and server and browser write the same text.
 */
import type { Locale } from "@keel/contracts/locales";
import { dateTimeFormat } from "./intl.ts";

/** "Mar 4, 2026, 2:05 PM UTC", "4 mars 2026, 14:05 UTC". */
export function formatDateTime(value: string | Date, locale: Locale): string {
  const format = dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return `${format.format(new Date(value))} UTC`;
}
