/**
 * "3 hours ago", "yesterday", then a date: how the dashboard says when a boat last changed. `now` comes from
 * the loader, so the server and the browser render the same words (no hydration mismatch).
 */
import type { Locale } from "@keel/contracts/locales";
import { dateTimeFormat, relativeTimeFormat } from "./intl.ts";

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
];

/** Relative within a week, a medium date after that. */
export function formatRelativeTime(value: string | Date, now: string | Date, locale: Locale): string {
  const date = new Date(value);
  let delta = (date.getTime() - new Date(now).getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(delta) < size) {
      const format = relativeTimeFormat(locale, { numeric: "auto" });
      // Seconds read as "now": a listing edited 40 seconds ago was edited just now.
      return unit === "second" ? format.format(0, "second") : format.format(Math.round(delta), unit);
    }
    delta /= size;
  }
  return dateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(date);
}
