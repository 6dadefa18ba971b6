/**
 * Dates and times of the messages, in the reader's time zone (lib/time-zone.ts): stored in UTC, shown where the
 * reader is. Until the browser has told the server its zone, the time is in UTC and says so.
 */
import type { Locale } from "@keel/contracts/locales";
import { dateTimeFormat } from "./intl.ts";
import { UTC } from "./time-zone.ts";

/** "Mar 4, 2026, 3:05 PM" in the reader's zone; "Mar 4, 2026, 2:05 PM UTC" while it is unknown. */
export function formatDateTime(value: string | Date, locale: Locale, timeZone: string = UTC): string {
  const text = dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(
    new Date(value),
  );
  return timeZone === UTC ? `${text} UTC` : text;
}
