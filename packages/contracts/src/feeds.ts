import { z } from "zod";
import { ZId } from "./common.ts";
import {
  FEED_FILE_ERROR_CODES,
  FEED_FORMATS,
  FEED_INTERVALS,
  FEED_PROBLEM_CODES,
  FEED_RUN_STATUSES,
  FEED_RUN_TRIGGERS,
} from "./feed-codes.ts";

export { FEED_INTERVALS } from "./feed-codes.ts";

export const ZFeedSourceInput = z.object({
  name: z.string().trim().min(1).max(80),
  format: z.enum(FEED_FORMATS),
  /** Null: a source fed by uploaded files only. */
  url: z
    .union([z.literal(""), z.url({ protocol: /^https?$/ }).max(500)])
    .transform((v) => (v === "" ? null : v))
    .nullable(),
  intervalMinutes: z
    .number()
    .int()
    .refine((v) => (FEED_INTERVALS as readonly number[]).includes(v), {
      message: "not an offered interval",
    })
    .default(60),
  /** The feed lists every boat of the source: an advert it no longer lists is withdrawn. */
  isFull: z.boolean().default(true),
});
export type TFeedSourceInput = z.infer<typeof ZFeedSourceInput>;

export const ZFeedRunSummary = z
  .object({
    id: z.number(),
    sourceId: z.number(),
    trigger: z.enum(FEED_RUN_TRIGGERS),
    status: z.enum(FEED_RUN_STATUSES),
    created: z.number(),
    updated: z.number(),
    unchanged: z.number(),
    withdrawn: z.number(),
    refused: z.number(),
    errorCode: z.enum(FEED_FILE_ERROR_CODES).nullable(),
    queuedAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: "FeedRunSummary" });
export type TFeedRunSummary = z.infer<typeof ZFeedRunSummary>;

export const ZFeedProblem = z.object({
  code: z.enum(FEED_PROBLEM_CODES),
  field: z.string().optional(),
  value: z.string().optional(),
});

export const ZFeedRun = ZFeedRunSummary.extend({
  report: z.object({
    entries: z.array(
      z.object({
        ref: z.string(),
        outcome: z.enum(["created", "updated", "unchanged", "withdrawn", "refused"]),
        boatId: z.number().optional(),
        problems: z.array(ZFeedProblem),
      }),
    ),
    /** Entries past the report's limit (the counts include them). */
    omitted: z.number(),
  }),
}).meta({ id: "FeedRun" });
export type TFeedRun = z.infer<typeof ZFeedRun>;

export const ZFeedSource = z
  .object({
    id: z.number(),
    name: z.string(),
    format: z.enum(FEED_FORMATS),
    url: z.string().nullable(),
    intervalMinutes: z.number().nullable(),
    isFull: z.boolean(),
    nextRunAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "FeedSource" });
export type TFeedSource = z.infer<typeof ZFeedSource>;

export const ZFeedOverview = z
  .object({
    sources: z.array(ZFeedSource),
    runs: z.array(ZFeedRunSummary),
    /** The private feed URL: whether one is published (its token is shown once, when made). */
    privateFeed: z.object({ createdAt: z.string(), lastPulledAt: z.string().nullable() }).nullable(),
    /** Whether the team's plan allows importing (paid plans). */
    canImport: z.boolean(),
  })
  .meta({ id: "FeedOverview" });
export type TFeedOverview = z.infer<typeof ZFeedOverview>;

export const ZFeedSourceParams = z.object({ teamId: ZId, sourceId: ZId });
export const ZFeedRunParams = z.object({ teamId: ZId, runId: ZId });
export const ZFeedTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

export const ZPrivateFeed = z
  .object({ url: z.string(), csvUrl: z.string(), message: z.string() })
  .meta({ id: "PrivateFeed" });
