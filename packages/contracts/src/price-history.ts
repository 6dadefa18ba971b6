/**
 * What "price reduced" means, one rule for the card badge, the search filter and sort, the detail page's text
 * and alerts (docs/decisions/051-price-history.md). Zod-free and pure: the API applies it, the web app reads
 * the window for its labels.
 *
 * A boat is price reduced when its latest price change since its first publication is a drop in the same
 * currency, made on a UTC day at most PRICE_REDUCTION_DAYS days before today (UTC). The percentage is taken
 * from the highest price asked in that currency in the PRICE_REDUCTION_DAYS days before the drop, so
 * successive cuts add up. A rise, a currency switch, or price on request: not reduced. Every time-dependent
 * answer (the badge ageing out, days on market) changes at 00:00 UTC, so a page can say until when it holds.
 */

export const PRICE_REDUCTION_DAYS = 30;
export const DAY_MS = 24 * 60 * 60 * 1000;
/** Price changes a detail page lists at most (the newest). */
export const PRICE_HISTORY_MAX = 50;

/** A recorded price change (boat_changes, kind 'price'), amounts in minor units. */
export interface PriceChange {
  id: number;
  oldAmount: number | null;
  oldCurrency: string | null;
  newAmount: number | null;
  newCurrency: string | null;
  /** ISO timestamp. */
  at: string;
}

export interface PriceReduction {
  /** From the highest price of the window to the current one, in percent (one decimal). */
  percent: number;
  /** When the latest drop was made (ISO). */
  at: string;
  /** The highest price of the window, in minor units of `currency`. */
  fromAmount: number;
  toAmount: number;
  currency: string;
}

/** The start of the UTC day holding `ms`. */
export const utcDay = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS;

/** The next 00:00 UTC after `now`: when the answers that depend on the date change next. */
export const nextUtcMidnight = (now: number): number => utcDay(now) + DAY_MS;

/** The earliest time a drop may have been made at to still count as a reduction `now`. */
export const reductionCutoff = (now: number): number => utcDay(now) - PRICE_REDUCTION_DAYS * DAY_MS;

/** Whether a drop made at `at` still counts as a reduction at `now`. */
export const isReductionCurrent = (at: string, now: number): boolean =>
  Date.parse(at) >= reductionCutoff(now);

/** Whole UTC days since the first publication (0 on the day itself). */
export const daysOnMarket = (firstPublishedAt: string, now: number): number =>
  Math.max(0, Math.round((utcDay(now) - utcDay(Date.parse(firstPublishedAt))) / DAY_MS));

const sameCurrency = (change: PriceChange, currency: string) =>
  change.oldCurrency === currency &&
  change.newCurrency === currency &&
  change.oldAmount !== null &&
  change.newAmount !== null;

/**
 * The reduction the latest of `changes` makes, whatever its age (see isReductionCurrent), or null when the
 * latest change is not a drop in the same currency. `changes`: the price changes since the first publication,
 * any order; those older than PRICE_REDUCTION_DAYS before the latest do not matter.
 */
export function latestReduction(changes: readonly PriceChange[]): PriceReduction | null {
  if (changes.length === 0) return null;
  const sorted = [...changes].sort((a, b) => a.id - b.id);
  const latest = sorted[sorted.length - 1]!;
  const currency = latest.newCurrency;
  if (currency === null || !sameCurrency(latest, currency)) return null;
  const toAmount = latest.newAmount!;
  if (!(toAmount < latest.oldAmount!)) return null;
  const windowStart = Date.parse(latest.at) - PRICE_REDUCTION_DAYS * DAY_MS;
  let fromAmount = latest.oldAmount!;
  for (let i = sorted.length - 2; i >= 0; i -= 1) {
    const change = sorted[i]!;
    // Older than the window, or another currency: the price asked since is already counted (the old price of
    // the change after it).
    if (Date.parse(change.at) < windowStart || !sameCurrency(change, currency)) break;
    fromAmount = Math.max(fromAmount, change.oldAmount!);
  }
  // One decimal, and never shown as 0 %: a drop of a few euros on a large price is still a drop.
  const percent = Math.max(0.1, Math.round(((fromAmount - toAmount) / fromAmount) * 1000) / 10);
  return { percent, at: latest.at, fromAmount, toAmount, currency };
}
