/**
 * The job queue: background work as rows of the `jobs` table, on both engines (docs/decisions/024-job-queue.md).
 *
 * Using it from a module:
 *   1. Define the job once, beside the code it runs:
 *        export const refreshThing = defineJob({
 *          kind: "things.refresh",                 // unique, dotted, module first
 *          payload: z.object({ thingId: z.number() }),
 *          run: async (ctx, { thingId }) => { … }, // safe to run twice: a crash after it worked repeats it
 *          maxAttempts: 5,                         // optional (default 8), then the job is dead
 *          schedule: "0 3 * * *",                  // optional: recurring (cron, UTC), payload {}
 *        });
 *   2. List it in `job-kinds.ts` (what every worker can run, and the recurring schedule).
 *   3. Enqueue it with the transaction that causes it, so a rollback takes the job with it:
 *        await db.transaction().execute(async (trx) => {
 *          …the change…
 *          await enqueueJob(trx, refreshThing, { thingId }, { idempotencyKey: `thing:${thingId}` });
 *        });
 *      `runAt` delays it; an `idempotencyKey` makes a second enqueue of the same kind and key a no-op while
 *      the first is kept (finished jobs are pruned after a week).
 *
 * Workers (`runner.ts`) run in the API process (JOB_WORKERS) and in `npm run worker`; each job holds a lease
 * that its worker renews while it runs, and a job whose worker died is run again once the lease expires.
 * A failed attempt is retried with exponential backoff and jitter; after `maxAttempts`, or at once when the
 * handler throws a PermanentJobError, the job is dead and waits in the back office (/admin/jobs) to be retried or
 * discarded.
 */
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { Database } from "../../db/schema.ts";
import { insertJob } from "./jobs.repository.ts";

export interface RunningJob {
  id: number;
  kind: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the worker stops or loses the job's lease; long handlers should check it. */
  signal: AbortSignal;
  /** The worker's clock (tests move it). */
  now: Date;
}

export interface JobDefinition<P = unknown> {
  kind: string;
  payload: z.ZodType<P>;
  run(ctx: AppContext, payload: P, job: RunningJob): Promise<void>;
  /** Attempts before the job is dead (default 8). */
  maxAttempts?: number;
  /** First retry delay; each next one doubles, up to `maxBackoffMs` (defaults 30 s and 1 h), with jitter. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Recurring job: a five-field cron expression in UTC; enqueued once per period by all processes together. */
  schedule?: string;
}

export const DEFAULT_MAX_ATTEMPTS = 8;

/**
 * Thrown by a handler when trying again cannot help (a mail server refused the recipient for good): the job is
 * dead at once, with this message, instead of using up its attempts.
 */
export class PermanentJobError extends Error {
  override name = "PermanentJobError";
}

export function defineJob<P>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Unique per kind: enqueueing the same kind and key again returns the first job. */
  idempotencyKey?: string;
  maxAttempts?: number;
  now?: Date;
}

/**
 * Adds a job. Pass the transaction of the change that causes it (`db` may be a Transaction): the job exists
 * exactly when that change commits. Returns the job's id and whether this call created it.
 */
export async function enqueueJob<P>(
  db: Kysely<Database>,
  definition: JobDefinition<P>,
  payload: P,
  options: EnqueueOptions = {},
): Promise<{ id: number; created: boolean }> {
  const now = options.now ?? new Date();
  return insertJob(db, {
    kind: definition.kind,
    payload: JSON.stringify(definition.payload.parse(payload)),
    idempotencyKey: options.idempotencyKey ?? null,
    runAt: (options.runAt ?? now).toISOString(),
    maxAttempts: options.maxAttempts ?? definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    now: now.toISOString(),
  });
}

/** The delay before retry number `attempt` (1 = after the first failure): exponential, capped, with jitter. */
export function backoffDelay(
  definition: Pick<JobDefinition, "backoffMs" | "maxBackoffMs">,
  attempt: number,
  random: () => number = Math.random,
): number {
  const base = definition.backoffMs ?? 30_000;
  const cap = definition.maxBackoffMs ?? 3_600_000;
  const delay = Math.min(cap, base * 2 ** Math.max(0, attempt - 1));
  // "Equal jitter": never less than half the delay, so retries keep backing off, yet spread apart.
  return Math.round(delay / 2 + (random() * delay) / 2);
}
