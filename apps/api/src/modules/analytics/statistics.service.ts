import type { StatisticsPeriod, TStatistics } from "@keel/contracts/statistics";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { imageUrls } from "../media/image-urls.ts";

const DAY = 86_400_000;
/** What each period shows: 30 days, 12 weeks, 12 months. */
const SPAN = { daily: 30, weekly: 12, monthly: 12 } as const;

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The first day of the bucket a day falls in: itself, its ISO week's Monday, or its month's first day. */
export function bucketStart(day: string, period: StatisticsPeriod): string {
  if (period === "daily") return day;
  if (period === "monthly") return `${day.slice(0, 7)}-01`;
  const t = Date.parse(`${day}T00:00:00Z`);
  const weekday = (new Date(t).getUTCDay() + 6) % 7;
  return isoDay(t - weekday * DAY);
}

/** Every bucket start from the first one covering `period`'s span up to today, oldest first. */
export function bucketStarts(period: StatisticsPeriod, today: string): string[] {
  const starts: string[] = [];
  if (period === "monthly") {
    const [y, m] = today.split("-").map(Number) as [number, number];
    for (let i = SPAN.monthly - 1; i >= 0; i -= 1) {
      const d = new Date(Date.UTC(y, m - 1 - i, 1));
      starts.push(isoDay(d.getTime()));
    }
    return starts;
  }
  const step = period === "daily" ? DAY : 7 * DAY;
  const last = Date.parse(`${bucketStart(today, period)}T00:00:00Z`);
  for (let i = SPAN[period] - 1; i >= 0; i -= 1) starts.push(isoDay(last - i * step));
  return starts;
}

/**
 * A team's views, detail views, clicks and contacts per day, week or month, with the top viewed boats of the
 * same span. Reads the daily rollup only (two indexed queries), never the raw events.
 */
export async function getTeamStatistics(
  db: Kysely<Database>,
  teamId: number,
  period: StatisticsPeriod,
  top: number,
  now = new Date(),
): Promise<TStatistics> {
  const today = isoDay(now.getTime());
  const starts = bucketStarts(period, today);
  const from = starts[0]!;
  const [days, boats] = await Promise.all([
    db
      .selectFrom("analyticsDaily")
      .select((eb) => [
        "day",
        eb.fn.sum<number>("views").as("views"),
        eb.fn.sum<number>("detailViews").as("detailViews"),
        eb.fn.sum<number>("clicks").as("clicks"),
        eb.fn.sum<number>("contacts").as("contacts"),
      ])
      .where("teamId", "=", teamId)
      .where("day", ">=", from)
      .where("day", "<=", today)
      .groupBy("day")
      .execute(),
    db
      .selectFrom("analyticsDaily")
      .innerJoin("boats", "boats.id", "analyticsDaily.boatId")
      .select((eb) => [
        "boats.id",
        "boats.title",
        "boats.slug",
        "boats.status",
        eb.fn.sum<number>("analyticsDaily.views").as("views"),
        eb.fn.sum<number>("analyticsDaily.detailViews").as("detailViews"),
        eb.fn.sum<number>("analyticsDaily.clicks").as("clicks"),
        eb.fn.sum<number>("analyticsDaily.contacts").as("contacts"),
      ])
      .where("analyticsDaily.teamId", "=", teamId)
      .where("analyticsDaily.day", ">=", from)
      .groupBy(["boats.id", "boats.title", "boats.slug", "boats.status"])
      .orderBy("views", "desc")
      .orderBy("boats.id", "desc")
      .limit(top)
      .execute(),
  ]);
  const zero = () => ({ views: 0, detailViews: 0, clicks: 0, contacts: 0 });
  const buckets = new Map(starts.map((start) => [start, { start, ...zero() }]));
  const totals = zero();
  for (const row of days) {
    const bucket = buckets.get(bucketStart(row.day, period));
    for (const key of ["views", "detailViews", "clicks", "contacts"] as const) {
      const value = Number(row[key] ?? 0);
      totals[key] += value;
      if (bucket) bucket[key] += value;
    }
  }
  const photos = boats.length
    ? await db
        .selectFrom("boatPhotos")
        .select(["boatId", "storageKey", "width", "height"])
        .where(
          "boatId",
          "in",
          boats.map((b) => b.id),
        )
        .where("position", "=", 0)
        .execute()
    : [];
  const photoOf = new Map(photos.map((p) => [p.boatId, p]));
  return {
    period,
    from,
    to: today,
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
