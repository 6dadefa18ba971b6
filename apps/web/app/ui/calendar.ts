/**
 * The framework-free part of the date range picker: days as UTC `YYYY-MM-DD` strings, a month laid out in
 * weeks that start on the locale's first day (Sunday for English, Monday for fr/it/es: `weekStartsOn`), the
 * keyboard moves of the grid, and how a click extends a range.
 */
import type { Locale } from "@keel/contracts/locales";
import { dateTimeFormat } from "#app/lib/intl.ts";

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface DayRange {
  from: string | null;
  to: string | null;
}

export function isIsoDay(value: string | null | undefined): value is string {
  if (!value || !ISO_DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day `months` later, kept within the target month (31 March + 1 month = 30 April). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(date, last))).toISOString().slice(0, 10);
}

export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** First day of the week holding `day`. */
export function startOfWeekDay(day: string, weekStart: 0 | 1): string {
  return addDays(day, -((weekdayOf(day) - weekStart + 7) % 7));
}

/** The weeks (7 days each, from the locale's first weekday) covering the month of `day`. */
export function monthWeeks(day: string, weekStart: 0 | 1): string[][] {
  const first = `${day.slice(0, 7)}-01`;
  const nextMonth = addMonths(first, 1);
  const weeks: string[][] = [];
  for (let start = startOfWeekDay(first, weekStart); start < nextMonth; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(start, index)));
  }
  return weeks;
}

/** Weekday names in the grid's order, short and long ("Mon", "Monday"). */
export function weekdayNames(locale: Locale, weekStart: 0 | 1): { short: string; long: string }[] {
  const short = dateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
  const long = dateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = new Date(Date.UTC(2023, 0, 1 + ((index + weekStart) % 7)));
    return { short: short.format(date), long: long.format(date) };
  });
}

/** Where a key moves the focused day of the grid; null for keys the grid does not handle. */
export function moveFocus(day: string, key: string, weekStart: 0 | 1): string | null {
  switch (key) {
    case "ArrowLeft":
      return addDays(day, -1);
    case "ArrowRight":
      return addDays(day, 1);
    case "ArrowUp":
      return addDays(day, -7);
    case "ArrowDown":
      return addDays(day, 7);
    case "PageUp":
      return addMonths(day, -1);
    case "PageDown":
      return addMonths(day, 1);
    case "Home":
      return startOfWeekDay(day, weekStart);
    case "End":
      return addDays(startOfWeekDay(day, weekStart), 6);
    default:
      return null;
  }
}

/**
 * A pick on the grid: the first sets the start, the second the end (a day before the start swaps them);
 * a pick on a complete range starts a new one.
 */
export function pickDay(range: DayRange, day: string): DayRange {
  if (!range.from || range.to) return { from: day, to: null };
  return day < range.from ? { from: day, to: range.from } : { from: range.from, to: day };
}

export function isInRange(range: DayRange, day: string): boolean {
  return Boolean(range.from && range.to && day >= range.from && day <= range.to);
}
