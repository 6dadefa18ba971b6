/**
 * "3 hours ago", "yesterday", then a date: how the dashboard says when a boat last changed. `now` comes from
 * the loader, so the server and the browser render the same words (no hydration mismatch).
 */
import type { Locale } from "@keel/contracts/locales";

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
];

const cache = new Map<string, Intl.RelativeTimeFormat | Intl.DateTimeFormat>();

/** Relative within a week, a medium date after that. */
export function formatRelativeTime(value: string | Date, now: string | Date, locale: Locale): string {
  const date = new Date(value);
  let delta = (date.getTime() - new Date(now).getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(delta) < size) {
      const key = `rel:${locale}`;
      let format = cache.get(key) as Intl.RelativeTimeFormat | undefined;
      if (!format) {
        format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
        cache.set(key, format);
      }
      // Seconds read as "now": a listing edited 40 seconds ago was edited just now.
      return unit === "second" ? format.format(0, "second") : format.format(Math.round(delta), unit);
    }
    delta /= size;
  }
  const key = `date:${locale}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
    cache.set(key, format);
  }
  return format.format(date);
}
