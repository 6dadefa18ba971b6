/**
 * Workers of the job queue (see queue.ts for how modules use it). A runner polls for due jobs with
 * `concurrency` loops, runs each with its definition, renews the job's lease while it runs, and schedules the
 * recurring jobs once per period. The API process starts one (JOB_WORKERS loops), `npm run worker` another;
 * any number of them may share a database. Tests call `drain()` to run every due job in order, at once.
 */
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { AppContext } from "../../context.ts";
import type { Engine } from "../../db/database.ts";
import { type Cron, parseCron, previousRun } from "./cron.ts";
import { type ClaimedJob, claimJob, finishRun, renewLease } from "./jobs.repository.ts";
import {
  backoffDelay,
  DEFAULT_MAX_ATTEMPTS,
  enqueueJob,
  type JobDefinition,
  PermanentJobError,
} from "./queue.ts";

export interface JobRunnerOptions {
  ctx: AppContext;
  engine: Engine;
  // biome-ignore lint/suspicious/noExplicitAny: each definition has its own payload type
  definitions: readonly JobDefinition<any>[];
  /** Jobs run at once by `start()`'s loops (0: start() does nothing; drain() still works). */
  concurrency: number;
  /** How long a claim lasts without renewal; a dead worker's job is claimable this long after it died. */
  leaseMs?: number;
  /** Pause of an idle loop between two looks at the queue. */
  pollMs?: number;
  /** The queue's clock; tests move it to pass backoffs and leases without waiting. */
  clock?: () => Date;
  random?: () => number;
}

export interface JobRunner {
  start(): void;
  /** Stops polling and waits for the jobs in progress (their leases are then left to expire if they hang). */
  stop(): Promise<void>;
  /** Claims and runs one due job; false when none was due. */
  runNext(): Promise<boolean>;
  /** Runs due jobs one after another until none is left; returns how many ran. Recurring jobs are not scheduled. */
  drain(): Promise<number>;
  /** Enqueues the current period of every recurring job (a no-op for periods already enqueued). */
  scheduleRecurring(): Promise<void>;
}

const SCHEDULE_EVERY_MS = 60_000;

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { ctx, engine } = options;
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 1_000;
  const clock = options.clock ?? (() => new Date());
  const random = options.random ?? Math.random;
  const byKind = new Map(options.definitions.map((d) => [d.kind, d]));
  const kinds = [...byKind.keys()];
  const recurring: { definition: JobDefinition<unknown>; cron: Cron }[] = options.definitions
    .filter((d) => d.schedule)
    .map((d) => ({ definition: d, cron: parseCron(d.schedule!) }));
  const workerId = randomBytes(4).toString("hex");
  const stopping = new AbortController();
  const loops: Promise<void>[] = [];

  async function run(claimed: ClaimedJob): Promise<void> {
    const definition = byKind.get(claimed.kind)!;
    const log = ctx.log.child({ job: claimed.id, kind: claimed.kind, attempt: claimed.attempts });
    const lost = new AbortController();
    const signal = AbortSignal.any([lost.signal, stopping.signal]);
    // A run that outlived its lease (the worker was frozen, then came back) may be running elsewhere now.
    const heartbeat = setInterval(
      () => {
        renewLease(ctx.db, claimed.lockedBy, new Date(clock().getTime() + leaseMs))
          .then((held) => {
            if (!held) lost.abort(new Error("lease lost"));
          })
          .catch((error: unknown) => log.warn({ err: error }, "job lease renewal failed"));
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();
    try {
      // A job that keeps killing its worker comes back with more attempts than allowed: it is dead.
      if (claimed.attempts > claimed.maxAttempts) {
        throw Object.assign(new Error(`its worker stopped during each of ${claimed.maxAttempts} attempts`), {
          fatal: true,
        });
      }
      let payload: unknown;
      try {
        payload = definition.payload.parse(JSON.parse(claimed.payload));
      } catch (error) {
        throw Object.assign(new Error(`payload refused: ${describe(error)}`), { fatal: true });
      }
      await definition.run(ctx, payload, {
        id: claimed.id,
        kind: claimed.kind,
        attempt: claimed.attempts,
        maxAttempts: claimed.maxAttempts,
        signal,
        now: clock(),
      });
      clearInterval(heartbeat);
      await finishRun(ctx.db, claimed.lockedBy, { state: "done", now: clock() });
    } catch (error) {
      clearInterval(heartbeat);
      const now = clock();
      const message = describe(error);
      const fatal =
        error instanceof PermanentJobError || (error as { fatal?: boolean } | null)?.fatal === true;
      if (fatal || claimed.attempts >= claimed.maxAttempts) {
        log.error({ err: error }, "job dead");
        await finishRun(ctx.db, claimed.lockedBy, { state: "dead", now, error: message });
      } else {
        const retryAt = new Date(now.getTime() + backoffDelay(definition, claimed.attempts, random));
        log.warn({ err: error, retryAt }, "job failed, will retry");
        await finishRun(ctx.db, claimed.lockedBy, { state: "failed", now, error: message, retryAt });
      }
    }
  }

  async function runNext(): Promise<boolean> {
    const claimed = await claimJob(ctx.db, engine, {
      kinds,
      now: clock(),
      leaseMs,
      token: `${workerId}:${randomBytes(8).toString("hex")}`,
    });
    if (!claimed) return false;
    await run(claimed);
    return true;
  }

  async function scheduleRecurring(): Promise<void> {
    const now = clock();
    for (const { definition, cron } of recurring) {
      const period = previousRun(cron, now);
      if (!period) continue;
      // One key per period: however many processes get here, the period's job exists once.
      await enqueueJob(
        ctx.db,
        definition,
        {},
        {
          idempotencyKey: period.toISOString(),
          runAt: period,
          now,
          maxAttempts: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        },
      );
    }
  }

  const pause = (ms: number) => sleep(ms, undefined, { signal: stopping.signal }).catch(() => {});

  async function loop(): Promise<void> {
    while (!stopping.signal.aborted) {
      let ran = false;
      try {
        ran = await runNext();
      } catch (error) {
        // The database went away for a moment: keep polling.
        ctx.log.error({ err: error }, "job queue: claim failed");
      }
      if (!ran) await pause(pollMs);
    }
  }

  return {
    start() {
      if (options.concurrency <= 0) return;
      const schedule = () =>
        scheduleRecurring().catch((error: unknown) =>
          ctx.log.error({ err: error }, "job queue: scheduling recurring jobs failed"),
        );
      void schedule();
      const every = setInterval(schedule, SCHEDULE_EVERY_MS);
      every.unref();
      stopping.signal.addEventListener("abort", () => clearInterval(every));
      for (let i = 0; i < options.concurrency; i += 1) loops.push(loop());
    },
    async stop() {
      stopping.abort();
      await Promise.all(loops);
    },
    runNext,
    scheduleRecurring,
    async drain() {
      let ran = 0;
      while (await runNext()) ran += 1;
      return ran;
    },
  };
}
