/**
 * Reply times in words ("45 minutes", "3.5 hours", "2 days"): how long a team took to answer a request, and
 * its median ("Usually replies within 2 hours"). Intl's unit formatting words it in the page's language, so
 * the texts only hold the sentence around it.
 */
import type { Locale } from "@keel/contracts/locales";
import { numberFormat } from "./intl.ts";

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

/** "45 minutes", "1.5 hours", "3 jours", "2 giorni": a duration in minutes in the locale's words. */
export function formatDuration(minutes: number, locale: Locale, display: "long" | "short" = "long"): string {
  const { value, unit } = durationParts(minutes);
  return unitFormat(locale, unit, display).format(value);
}

function unitFormat(locale: Locale, unit: DurationUnit, display: "long" | "short"): Intl.NumberFormat {
  return numberFormat(locale, { style: "unit", unit, unitDisplay: display, maximumFractionDigits: 1 });
}

/**
 * The median as a promise ("Usually replies within 2 hours"): rounded up to 15 or 30 minutes, whole hours up
 * to a day, then whole days, the buckets of the public profile's badge, so the team reads what buyers read.
 * A median of 61 minutes promises 2 hours; "within 61 minutes" would be false precision.
 */
export function replyPromiseParts(minutes: number): DurationParts {
  const safe = Number.isFinite(minutes) ? Math.max(0, minutes) : 0;
  if (safe <= 15) return { value: 15, unit: "minute" };
  if (safe <= 30) return { value: 30, unit: "minute" };
  if (safe <= DAY) return { value: Math.ceil(safe / HOUR), unit: "hour" };
  return { value: Math.ceil(safe / DAY), unit: "day" };
}

/** "2 hours", "30 minutes", "3 days": the promise in the locale's words. */
export function formatReplyPromise(minutes: number, locale: Locale): string {
  const { value, unit } = replyPromiseParts(minutes);
  return unitFormat(locale, unit, "long").format(value);
}
