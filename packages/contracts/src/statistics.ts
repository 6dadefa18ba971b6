import { z } from "zod";
import { ZImage } from "./boats.ts";

/** Statistics periods of spec section 9. */
export const STATISTICS_PERIODS = ["daily", "weekly", "monthly"] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

export const ZStatisticsQuery = z.object({
  period: z.enum(STATISTICS_PERIODS).default("daily"),
  /** How many of the most viewed boats to return ("top x"). */
  top: z.coerce.number().int().min(1).max(20).default(5),
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
    /** One point per day, ISO week (starting Monday) or month, oldest first, with zeros where nothing happened. */
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
