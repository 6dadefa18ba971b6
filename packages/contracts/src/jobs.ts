/**
 * Back office of the job queue (`/api/v1/admin/jobs`): background work (mail delivery, digests, recurring jobs)
 * by state with its last error, and the two actions on a job that stopped: retry it, or discard it.
 */
import { z } from "zod";
import { ZAdminPagination } from "./admin.ts";
import { JOB_STATES } from "./admin-codes.ts";
import { ZId, ZPage } from "./common.ts";

export { JOB_STATES, type JobState } from "./admin-codes.ts";

export const ZAdminJobListQuery = ZAdminPagination.extend({
  /** Absent: every job not finished (queued, running, failed and dead). */
  state: z.enum(JOB_STATES).optional(),
  kind: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]+(\.[a-z0-9_]+)*$/, { message: "dotted lower-case words" })
    .max(100)
    .optional(),
  /** Words of the last error, any case. */
  error: z
    .string()
    .trim()
    .max(100)
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
});
export type TAdminJobListQuery = z.infer<typeof ZAdminJobListQuery>;

export const ZAdminJobParams = z.object({ id: ZId });

export const ZAdminJob = z
  .object({
    id: z.number().int(),
    kind: z.string(),
    state: z.enum(JOB_STATES),
    /** What the job works on, as stored (an outbox message's id, a period…). */
    payload: z.record(z.string(), z.unknown()),
    idempotencyKey: z.string().nullable(),
    attempts: z.number().int(),
    maxAttempts: z.number().int(),
    /** When it runs (queued), or runs again (failed). */
    runAt: z.string(),
    /** When a running job's lease ends: past it, another worker takes the job over. */
    lockedUntil: z.string().nullable(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: "AdminJob" });
export type TAdminJob = z.infer<typeof ZAdminJob>;

export const ZAdminJobList = ZPage(ZAdminJob)
  .extend({
    /** Jobs in each state, whatever the other filters. */
    counts: z.object({
      queued: z.number().int(),
      running: z.number().int(),
      failed: z.number().int(),
      dead: z.number().int(),
      done: z.number().int(),
    }),
    /** The kinds present in the queue, for the filter. */
    kinds: z.array(z.string()),
  })
  .meta({ id: "AdminJobList" });
export type TAdminJobList = z.infer<typeof ZAdminJobList>;
