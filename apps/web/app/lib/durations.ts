/**
 * Reply times in words ("45 minutes", "3.5 hours", "2 days"): how long a team took to answer a request, and
 * its median ("Usually replies within 2 hours"). Intl's unit formatting words it in the page's language, so
 * the catalogues only hold the sentence around it.
 */
import type { Locale } from "@keel/contracts/locales";

export type DurationUnit = "minute" | "hour" | "day";

export interface DurationParts {
  value: number;
  unit: DurationUnit;
}

const HOUR = 60;
const DAY = 24 * HOUR;

/** Rounds to one decimal below ten (1.5 hours says more than 2), to whole units above. */
function roundValue(value: number): number {
  return value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
}

/**
 * The unit and value a duration in minutes reads best in: minutes under an hour (at least one: "0 minutes"
 * would read as no wait at all), hours under two days, then days.
 */
export function durationParts(minutes: number): DurationParts {
  const safe = Number.isFinite(minutes) ? Math.max(0, minutes) : 0;
  if (safe < HOUR) return { value: Math.max(1, Math.round(safe)), unit: "minute" };
  // 59.6 minutes rounds to 60: say "1 hour", not "60 minutes".
  if (safe < 2 * DAY) {
    const hours = roundValue(safe / HOUR);
    return hours >= 48 ? { value: 2, unit: "day" } : { value: hours, unit: "hour" };
  }
  return { value: roundValue(safe / DAY), unit: "day" };
}

const formats = new Map<string, Intl.NumberFormat>();

/** "45 minutes", "1.5 hours", "3 jours", "2 giorni": a duration in minutes in the locale's words. */
export function formatDuration(minutes: number, locale: Locale, display: "long" | "short" = "long"): string {
  const { value, unit } = durationParts(minutes);
  const key = `${locale}:${unit}:${display}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "unit",
      unit,
      unitDisplay: display,
      maximumFractionDigits: 1,
    });
    formats.set(key, format);
  }
  return format.format(value);
}
