import type { StatisticsPeriod, TStatistics } from "@keel/contracts/statistics";

type WeekStart = 0 | 1;

import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { findCoverPhotos } from "../boats/boat-photos.repository.ts";
import { imageUrls } from "../media/image-urls.ts";
import { findDailyTotals, findTopBoats } from "./statistics.repository.ts";

const DAY = 86_400_000;
/** What each period shows: 30 days, 12 weeks, 12 months. */
const SPAN = { daily: 30, weekly: 12, monthly: 12 } as const;

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * The first day of the bucket a day falls in: itself, the first day of its week (Sunday for English,
 * Monday for French, Italian and Spanish: `weekStartsOn` of the caller's language), or its month's first day.
 */
export function bucketStart(day: string, period: StatisticsPeriod, weekStart: WeekStart = 1): string {
  if (period === "daily") return day;
  if (period === "monthly") return `${day.slice(0, 7)}-01`;
  const t = Date.parse(`${day}T00:00:00Z`);
  const back = (new Date(t).getUTCDay() - weekStart + 7) % 7;
  return isoDay(t - back * DAY);
}

function nextBucket(start: string, period: StatisticsPeriod): string {
  const t = Date.parse(`${start}T00:00:00Z`);
  if (period === "daily") return isoDay(t + DAY);
  if (period === "weekly") return isoDay(t + 7 * DAY);
  const d = new Date(t);
  return isoDay(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
}

/** Every bucket start from the one holding `from` to the one holding `to`, oldest first. */
export function bucketsBetween(
  from: string,
  to: string,
  period: StatisticsPeriod,
  weekStart: WeekStart = 1,
): string[] {
  const starts: string[] = [];
  for (let start = bucketStart(from, period, weekStart); start <= to; start = nextBucket(start, period)) {
    starts.push(start);
  }
  return starts;
}

/** The first day of the default span: 30 days, 12 weeks or 12 months up to today. */
function defaultFrom(period: StatisticsPeriod, today: string, weekStart: WeekStart): string {
  const t = Date.parse(`${today}T00:00:00Z`);
  if (period === "daily") return isoDay(t - (SPAN.daily - 1) * DAY);
  if (period === "weekly") {
    return isoDay(
      Date.parse(`${bucketStart(today, "weekly", weekStart)}T00:00:00Z`) - (SPAN.weekly - 1) * 7 * DAY,
    );
  }
  const d = new Date(t);
  return isoDay(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - (SPAN.monthly - 1), 1));
}

/** Every bucket start from the first one covering `period`'s span up to today, oldest first. */
export function bucketStarts(period: StatisticsPeriod, today: string, weekStart: WeekStart = 1): string[] {
  return bucketsBetween(defaultFrom(period, today, weekStart), today, period, weekStart);
}

export interface StatisticsRequest {
  period: StatisticsPeriod;
  top: number;
  /** First day of the week in the caller's language (weekly buckets). */
  weekStart: WeekStart;
  /** A custom range (UTC dates); without it the last 30 days, 12 weeks or 12 months. */
  range?: { from: string; to: string };
}

/**
 * A team's views, detail views, clicks and contacts per day, week or month, with the top viewed boats of the
 * same span. Reads the daily rollup only (two indexed queries), never the raw events.
 */
export async function getTeamStatistics(
  db: Kysely<Database>,
  teamId: number,
  { period, top, weekStart, range }: StatisticsRequest,
  now = new Date(),
): Promise<TStatistics> {
  const today = range?.to ?? isoDay(now.getTime());
  const from = range?.from ?? defaultFrom(period, today, weekStart);
  const starts = bucketsBetween(from, today, period, weekStart);
  const [days, boats] = await Promise.all([
    findDailyTotals(db, teamId, from, today),
    findTopBoats(db, teamId, from, today, top),
  ]);
  const zero = () => ({ views: 0, detailViews: 0, clicks: 0, contacts: 0 });
  const buckets = new Map(starts.map((start) => [start, { start, ...zero() }]));
  const totals = zero();
  for (const row of days) {
    const bucket = buckets.get(bucketStart(row.day, period, weekStart));
    for (const key of ["views", "detailViews", "clicks", "contacts"] as const) {
      const value = Number(row[key] ?? 0);
      totals[key] += value;
      if (bucket) bucket[key] += value;
    }
  }
  const photos = await findCoverPhotos(
    db,
    boats.map((b) => b.id),
  );
  const photoOf = new Map(photos.map((p) => [p.boatId, p]));
  return {
    period,
    from,
    to: today,
    weekStartsOn: weekStart,
    totals,
    series: [...buckets.values()],
    topBoats: boats.map((b) => {
      const photo = photoOf.get(b.id);
      return {
        id: b.id,
        title: b.title,
        slug: b.slug,
        status: b.status,
        views: Number(b.views ?? 0),
        detailViews: Number(b.detailViews ?? 0),
        clicks: Number(b.clicks ?? 0),
        contacts: Number(b.contacts ?? 0),
        photo: photo ? imageUrls(photo.storageKey, photo.width, photo.height, b.title) : null,
      };
    }),
  };
}
