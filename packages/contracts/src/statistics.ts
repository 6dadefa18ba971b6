import { z } from "zod";
import { ZImage } from "./boats.ts";

/** Statistics periods (docs/product.md, Statistics). */
export const STATISTICS_PERIODS = ["daily", "weekly", "monthly"] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

/** Longest custom range, in days: two years of daily points at most. */
export const STATISTICS_MAX_RANGE_DAYS = 731;

const ZDay = z.iso.date();

export const ZStatisticsQuery = z
  .object({
    period: z.enum(STATISTICS_PERIODS).default("daily"),
    /** How many of the most viewed boats to return ("top x"). */
    top: z.coerce.number().int().min(1).max(20).default(5),
    /** A custom period: first and last day (UTC dates), both or neither; without them the last 30 days, 12 weeks or 12 months. */
    from: ZDay.optional(),
    to: ZDay.optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.from === undefined) !== (query.to === undefined)) {
      const path = query.from === undefined ? "from" : "to";
      ctx.addIssue({
        code: "custom",
        path: [path],
        message: "from and to go together",
        params: { reason: "range_incomplete" },
      });
      return;
    }
    if (query.from === undefined || query.to === undefined) return;
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
    if (days < 0) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: "to is before from",
        params: { reason: "range_reversed" },
      });
    } else if (days + 1 > STATISTICS_MAX_RANGE_DAYS) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `at most ${STATISTICS_MAX_RANGE_DAYS} days`,
        params: { reason: "range_too_long", limit: STATISTICS_MAX_RANGE_DAYS },
      });
    }
  });

const ZCounts = z.object({
  views: z.number().int(),
  detailViews: z.number().int(),
  clicks: z.number().int(),
  contacts: z.number().int(),
});

export const ZStatistics = z
  .object({
    period: z.enum(STATISTICS_PERIODS),
    /** First and last day covered (UTC dates). */
    from: z.string(),
    to: z.string(),
    totals: ZCounts,
    /** First day of the week in the caller's language: 0 Sunday (English), 1 Monday (French, Italian, Spanish). */
    weekStartsOn: z.union([z.literal(0), z.literal(1)]),
    /**
     * One point per day, week (starting on `weekStartsOn`) or month, oldest first, with zeros where nothing
     * happened; a point's `start` may precede `from` when the range begins within a week or month.
     */
    series: z.array(ZCounts.extend({ start: z.string() })),
    topBoats: z.array(
      ZCounts.extend({
        id: z.number().int(),
        title: z.string(),
        slug: z.string(),
        status: z.string(),
        photo: ZImage.nullable(),
      }),
    ),
  })
  .meta({ id: "Statistics" });
export type TStatistics = z.infer<typeof ZStatistics>;
