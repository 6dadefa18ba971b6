import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { openDatabase } from "../../db/database.ts";
import { getTestApp, getTestDatabaseInfo, getTestDb } from "../../test/harness.ts";
import { claimJob } from "./jobs.repository.ts";
import { backoffDelay, defineJob, enqueueJob, type JobDefinition } from "./queue.ts";
import { createJobRunner, type JobRunnerOptions } from "./runner.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

/** A clock the test moves by hand: backoffs and leases pass without waiting. */
function testClock(start = Date.now()) {
  let now = start;
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

let kindCount = 0;
/** A job kind of its own per test, so no test claims another's jobs. */
function recordingJob(
  options: Partial<JobDefinition<{ n: number }>> & { fail?: (attempt: number) => boolean } = {},
) {
  const runs: { n: number; attempt: number }[] = [];
  kindCount += 1;
  const definition = defineJob({
    kind: `test.recording${kindCount}`,
    payload: z.object({ n: z.number() }),
    async run(_ctx, { n }, job) {
      runs.push({ n, attempt: job.attempt });
      if (options.fail?.(job.attempt)) throw new Error(`attempt ${job.attempt} of ${n} failed`);
    },
    ...options,
  });
  return { definition, runs };
}

function runnerFor(definitions: JobDefinition<{ n: number }>[], extra: Partial<JobRunnerOptions> = {}) {
  return createJobRunner({ ctx: app.ctx, engine: app.engine, definitions, concurrency: 0, ...extra });
}

describe("job queue", () => {
  it("never runs a job enqueued in a transaction that rolled back, and runs a committed one once", async () => {
    const { definition, runs } = recordingJob();
    const db = await getTestDb();
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueueJob(trx, definition, { n: 1 });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await db.transaction().execute((trx) => enqueueJob(trx, definition, { n: 2 }));
    const runner = runnerFor([definition]);
    expect(await runner.drain()).toBe(1);
    expect(await runner.drain()).toBe(0);
    expect(runs).toEqual([{ n: 2, attempt: 1 }]);
    const rows = await db
      .selectFrom("jobs")
      .select(["state", "payload"])
      .where("kind", "=", definition.kind)
      .execute();
    expect(rows).toEqual([{ state: "done", payload: '{"n":2}' }]);
  });

  it("retries a failing job after an exponential backoff with jitter, then completes it", async () => {
    const { definition, runs } = recordingJob({ fail: (attempt) => attempt <= 2, backoffMs: 10_000 });
    const clock = testClock();
    const db = await getTestDb();
    const { id } = await enqueueJob(db, definition, { n: 7 }, { now: clock.now() });
    // random() = 1: the whole delay (10 s, then 20 s).
    const runner = runnerFor([definition], { clock: clock.now, random: () => 1 });
    expect(await runner.drain()).toBe(1);
    const afterFirst = await db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(afterFirst).toMatchObject({
      state: "failed",
      attempts: 1,
      lastError: "Error: attempt 1 of 7 failed",
    });
    expect(Date.parse(afterFirst.runAt) - clock.now().getTime()).toBe(10_000);

    clock.advance(9_999);
    expect(await runner.drain()).toBe(0);
    clock.advance(1);
    expect(await runner.drain()).toBe(1);
    const afterSecond = await db
      .selectFrom("jobs")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(afterSecond).toMatchObject({ state: "failed", attempts: 2 });
    expect(Date.parse(afterSecond.runAt) - clock.now().getTime()).toBe(20_000);

    clock.advance(20_000);
    expect(await runner.drain()).toBe(1);
    const done = await db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(done).toMatchObject({ state: "done", attempts: 3, lastError: null, lockedBy: null });
    expect(runs.map((r) => r.attempt)).toEqual([1, 2, 3]);
  });

  it("spreads retries with jitter between half and all of the doubled delay, capped", () => {
    const definition = { backoffMs: 1_000, maxBackoffMs: 60_000 };
    expect(backoffDelay(definition, 1, () => 0)).toBe(500);
    expect(backoffDelay(definition, 1, () => 1)).toBe(1_000);
    expect(backoffDelay(definition, 4, () => 0.5)).toBe(6_000);
    expect(backoffDelay(definition, 20, () => 1)).toBe(60_000);
  });

  it("declares a job dead after its last attempt and keeps its error", async () => {
    const { definition, runs } = recordingJob({ fail: () => true, maxAttempts: 3, backoffMs: 1_000 });
    const clock = testClock();
    const db = await getTestDb();
    const { id } = await enqueueJob(db, definition, { n: 1 }, { now: clock.now() });
    const runner = runnerFor([definition], { clock: clock.now });
    for (let i = 0; i < 5; i += 1) {
      await runner.drain();
      clock.advance(3_600_000);
    }
    expect(runs).toHaveLength(3);
    const row = await db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: "dead", attempts: 3, lastError: "Error: attempt 3 of 1 failed" });
    expect(row.finishedAt).not.toBeNull();
  });

  it("declares a job dead at once when its payload no longer fits its kind", async () => {
    const { definition, runs } = recordingJob();
    const db = await getTestDb();
    const now = new Date().toISOString();
    const { id } = await db
      .insertInto("jobs")
      .values({
        kind: definition.kind,
        payload: '{"n":"seven"}',
        runAt: now,
        maxAttempts: 5,
        createdAt: now,
        updatedAt: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await runnerFor([definition]).drain();
    expect(runs).toEqual([]);
    const row = await db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.state).toBe("dead");
    expect(row.lastError).toMatch(/payload refused/);
  });

  it("keeps one job per kind and idempotency key", async () => {
    const { definition, runs } = recordingJob();
    const db = await getTestDb();
    const first = await enqueueJob(db, definition, { n: 1 }, { idempotencyKey: "order-42" });
    const again = await enqueueJob(db, definition, { n: 2 }, { idempotencyKey: "order-42" });
    const other = await enqueueJob(db, definition, { n: 3 }, { idempotencyKey: "order-43" });
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    expect(other.created).toBe(true);
    await runnerFor([definition]).drain();
    expect(runs.map((r) => r.n).sort()).toEqual([1, 3]);
  });

  it("waits for a scheduled job's time", async () => {
    const { definition, runs } = recordingJob();
    const clock = testClock();
    const db = await getTestDb();
    await enqueueJob(
      db,
      definition,
      { n: 1 },
      { now: clock.now(), runAt: new Date(clock.now().getTime() + 60_000) },
    );
    const runner = runnerFor([definition], { clock: clock.now });
    expect(await runner.drain()).toBe(0);
    clock.advance(60_000);
    expect(await runner.drain()).toBe(1);
    expect(runs).toHaveLength(1);
  });

  it("runs a job again once the lease of a worker that stopped answering expires, and not before", async () => {
    const { definition, runs } = recordingJob();
    const clock = testClock();
    const db = await getTestDb();
    const { id } = await enqueueJob(db, definition, { n: 5 }, { now: clock.now() });
    // A worker claims it and is never heard of again.
    const lost = await claimJob(db, app.engine, {
      kinds: [definition.kind],
      now: clock.now(),
      leaseMs: 30_000,
      token: "gone:1",
    });
    expect(lost?.id).toBe(id);
    const runner = runnerFor([definition], { clock: clock.now, leaseMs: 30_000 });
    clock.advance(29_999);
    expect(await runner.drain()).toBe(0);
    clock.advance(1);
    expect(await runner.drain()).toBe(1);
    expect(runs).toEqual([{ n: 5, attempt: 2 }]);
    const row = await db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: "done", attempts: 2 });
  });

  it("declares dead a job whose worker stopped during every attempt", async () => {
    const { definition, runs } = recordingJob({ maxAttempts: 2 });
    const clock = testClock();
    const db = await getTestDb();
    const { id } = await enqueueJob(db, definition, { n: 1 }, { now: clock.now() });
    for (const token of ["gone:1", "gone:2"]) {
      await claimJob(db, app.engine, { kinds: [definition.kind], now: clock.now(), leaseMs: 1_000, token });
      clock.advance(1_000);
    }
    await runnerFor([definition], { clock: clock.now }).drain();
    expect(runs).toEqual([]);
    const row = await db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.state).toBe("dead");
    expect(row.lastError).toMatch(/stopped during each of 2 attempts/);
  });

  it("enqueues a recurring job once per period, however many processes schedule it", async () => {
    kindCount += 1;
    const runs: string[] = [];
    const hourly = defineJob({
      kind: `test.hourly${kindCount}`,
      payload: z.object({}),
      schedule: "0 * * * *",
      async run(_ctx, _payload, job) {
        runs.push(job.now.toISOString());
      },
    });
    const clock = testClock(Date.parse("2026-11-25T10:20:00.000Z"));
    const db = await getTestDb();
    const other = openDatabase((await getTestDatabaseInfo()).url, { poolSize: 2 });
    try {
      const a = createJobRunner({
        ctx: app.ctx,
        engine: app.engine,
        definitions: [hourly],
        concurrency: 0,
        clock: clock.now,
      });
      const b = createJobRunner({
        ctx: { ...app.ctx, db: other.db },
        engine: app.engine,
        definitions: [hourly],
        concurrency: 0,
        clock: clock.now,
      });
      await Promise.all([a.scheduleRecurring(), b.scheduleRecurring(), a.scheduleRecurring()]);
      clock.advance(30 * 60_000);
      await Promise.all([a.scheduleRecurring(), b.scheduleRecurring()]);
      const keys = await db
        .selectFrom("jobs")
        .select(["idempotencyKey", "runAt"])
        .where("kind", "=", hourly.kind)
        .execute();
      expect(keys).toEqual([
        { idempotencyKey: "2026-11-25T10:00:00.000Z", runAt: "2026-11-25T10:00:00.000Z" },
      ]);
      await Promise.all([a.drain(), b.drain()]);
      expect(runs).toHaveLength(1);
      clock.advance(10 * 60_000);
      await b.scheduleRecurring();
      await Promise.all([a.drain(), b.drain()]);
      expect(runs).toHaveLength(2);
    } finally {
      await other.close();
    }
  });

  it("never runs one job twice when two workers with their own connections drain the queue at once", async () => {
    const { definition, runs } = recordingJob();
    const db = await getTestDb();
    for (let n = 0; n < 40; n += 1) await enqueueJob(db, definition, { n });
    const other = openDatabase((await getTestDatabaseInfo()).url, { poolSize: 4 });
    try {
      const ran = await Promise.all([
        runnerFor([definition]).drain(),
        createJobRunner({
          ctx: { ...app.ctx, db: other.db },
          engine: app.engine,
          definitions: [definition],
          concurrency: 0,
        }).drain(),
        runnerFor([definition]).drain(),
      ]);
      expect(ran.reduce((a, b) => a + b, 0)).toBe(40);
      expect(runs.map((r) => r.n).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n));
      expect(runs.every((r) => r.attempt === 1)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it("stopping (a process's drain) lets the job in hand finish once, and claims nothing more", async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { definition, runs } = recordingJob({
      async run(_ctx, { n }, job) {
        runs.push({ n, attempt: job.attempt });
        started();
        await held;
      },
    });
    const db = await getTestDb();
    const first = await enqueueJob(db, definition, { n: 1 });
    const runner = runnerFor([definition], { concurrency: 1, pollMs: 20 });
    runner.start();
    await running;
    const second = await enqueueJob(db, definition, { n: 2 });
    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    // The runner waits for the job it holds rather than dropping it.
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    const state = async (id: number) =>
      await db
        .selectFrom("jobs")
        .select(["state", "attempts"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    expect(await state(first.id)).toEqual({ state: "done", attempts: 1 });
    expect(await state(second.id)).toEqual({ state: "queued", attempts: 0 });
    expect(runs).toEqual([{ n: 1, attempt: 1 }]);
  });

  it("runs jobs from its own polling loops once started, and stops cleanly", async () => {
    const { definition, runs } = recordingJob();
    const db = await getTestDb();
    const runner = runnerFor([definition], { concurrency: 2, pollMs: 20 });
    runner.start();
    try {
      for (let n = 0; n < 5; n += 1) await enqueueJob(db, definition, { n });
      await expect.poll(() => runs.length, { timeout: 10_000 }).toBe(5);
    } finally {
      await runner.stop();
    }
  });
});
