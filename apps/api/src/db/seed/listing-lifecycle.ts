/**
 * Where a listing is in its life: condition and age of the boat, availability, and the listing's status
 * with its dates (spread over the last eight months, with a few stale confirmations as in real portals).
 */
import type { BoatStatus } from "../schema.ts";
import type { Random } from "./random.ts";

const DAY = 86_400_000;

export interface Dated {
  status: BoatStatus;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  lastConfirmedAt: string | null;
  /** The default sort's key: publication or the last real change (decision 025). */
  lastChangedAt: string | null;
}

/** Listing dates spread over the last eight months, newest most common; a few stale confirmations. */
export function datesFor(now: number, rng: Random): Dated {
  const status = rng.weighted<BoatStatus>([
    ["published", 0.8],
    ["draft", 0.06],
    ["under_offer", 0.05],
    ["sold", 0.06],
    ["archived", 0.03],
  ]);
  if (status === "draft") {
    const created = now - rng.float(0, 60) * DAY;
    const iso = new Date(created).toISOString();
    return {
      status,
      createdAt: iso,
      updatedAt: new Date(created + rng.float(0, now - created)).toISOString(),
      publishedAt: null,
      lastConfirmedAt: null,
      lastChangedAt: null,
    };
  }
  const published = now - rng.next() ** 1.4 * 240 * DAY;
  const created = published - rng.float(0, 14) * DAY;
  const isStale = rng.chance(0.08);
  const confirmAge = isStale ? rng.float(90, 200) * DAY : rng.next() ** 2 * 45 * DAY;
  const confirmed = Math.max(published, now - confirmAge);
  const updated = status === "published" ? confirmed : rng.float(confirmed, now);
  return {
    status,
    createdAt: new Date(created).toISOString(),
    updatedAt: new Date(updated).toISOString(),
    publishedAt: new Date(published).toISOString(),
    lastConfirmedAt: new Date(confirmed).toISOString(),
    // Sellers confirm more often than they change anything: the last real change lies between the two
    // (a share drawn from the publication time, so the random stream of the rest of the seed is unchanged).
    lastChangedAt: new Date(
      published + ((Math.floor(published / 1000) % 97) / 97) * (confirmed - published),
    ).toISOString(),
  };
}

export function conditionFor(rng: Random): string {
  return rng.weighted([
    ["new", 0.12],
    ["demo", 0.03],
    ["like_new", 0.08],
    ["used", 0.65],
    ["refitted", 0.08],
    ["project", 0.04],
  ]);
}

export function yearBuiltFor(condition: string, currentYear: number, rng: Random): number {
  if (condition === "new" || condition === "demo") return currentYear;
  if (condition === "like_new") return currentYear - rng.int(1, 3);
  if (condition === "refitted") return currentYear - rng.int(12, 45);
  if (condition === "project") return currentYear - rng.int(25, 55);
  return currentYear - 1 - Math.floor(rng.next() ** 1.6 * 40);
}

/** Refitted boats carry the year of the work; some older boats had one without being sold as refitted. */
export function lastRefitYearFor(
  condition: string,
  yearBuilt: number,
  currentYear: number,
  rng: Random,
): number | null {
  if (condition === "refitted") return rng.int(Math.min(yearBuilt + 8, currentYear), currentYear);
  if (currentYear - yearBuilt > 15 && rng.chance(0.25)) return rng.int(yearBuilt + 10, currentYear);
  return null;
}

export function availabilityFor(condition: string, rng: Random): string {
  if (condition === "new") {
    return rng.weighted([
      ["in_stock", 0.5],
      ["on_order", 0.25],
      ["in_build", 0.1],
      ["coming_soon", 0.15],
    ]);
  }
  return rng.weighted([
    ["available", 0.9],
    ["in_charter", 0.05],
    ["coming_soon", 0.05],
  ]);
}
