/**
 * Queries of the job queue. One code path for both engines: a worker claims the oldest due job with one
 * UPDATE … WHERE id = (SELECT … LIMIT 1); on PostgreSQL the inner SELECT takes the row `FOR UPDATE SKIP
 * LOCKED`, so concurrent workers pass over each other's rows instead of queueing behind them, and on SQLite
 * the statement runs under the database's single write lock. Every state change after the claim names the
 * claim's token (`locked_by`), so a worker that lost its lease cannot overwrite the job's newer run.
 */
import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import type { Engine } from "../../db/database.ts";
import type { Database, JobState } from "../../db/schema.ts";

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: string;
  attempts: number;
  maxAttempts: number;
  lockedBy: string;
}

export async function insertJob(
  db: Kysely<Database>,
  job: {
    kind: string;
    payload: string;
    idempotencyKey: string | null;
    runAt: string;
    maxAttempts: number;
    now: string;
  },
): Promise<{ id: number; created: boolean }> {
  const inserted = await db
    .insertInto("jobs")
    .values({
      kind: job.kind,
      payload: job.payload,
      idempotencyKey: job.idempotencyKey,
      runAt: job.runAt,
      maxAttempts: job.maxAttempts,
      createdAt: job.now,
      updatedAt: job.now,
    })
    .onConflict((oc) => oc.columns(["kind", "idempotencyKey"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db
    .selectFrom("jobs")
    .select("id")
    .where("kind", "=", job.kind)
    .where("idempotencyKey", "=", job.idempotencyKey)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

/** Waiting and due, or running on a lease that has expired (its worker died or hung). */
function isClaimable(eb: ExpressionBuilder<Database, "jobs">, now: string) {
  return eb.or([
    eb.and([eb("state", "in", ["queued", "failed"]), eb("runAt", "<=", now)]),
    eb.and([eb("state", "=", "running"), eb("lockedUntil", "<=", now)]),
  ]);
}

/** Takes the oldest due job of the given kinds for `leaseMs`, counting the attempt; undefined when none is due. */
export async function claimJob(
  db: Kysely<Database>,
  engine: Engine,
  input: { kinds: readonly string[]; now: Date; leaseMs: number; token: string },
): Promise<ClaimedJob | undefined> {
  if (input.kinds.length === 0) return undefined;
  const now = input.now.toISOString();
  return (
    db
      .updateTable("jobs")
      .set((eb) => ({
        state: "running",
        attempts: eb("attempts", "+", 1),
        lockedBy: input.token,
        lockedUntil: new Date(input.now.getTime() + input.leaseMs).toISOString(),
        updatedAt: now,
      }))
      .where("id", "=", (eb) =>
        eb
          .selectFrom("jobs")
          .select("id")
          .where((inner) => isClaimable(inner, now))
          .where("kind", "in", input.kinds)
          .orderBy("runAt")
          .orderBy("id")
          .limit(1)
          .$if(engine === "postgres", (q) => q.forUpdate().skipLocked()),
      )
      // Checked again on the row itself: between the inner SELECT and the UPDATE (PostgreSQL, READ COMMITTED)
      // another worker may have taken it.
      .where((eb) => isClaimable(eb, now))
      .returning(["id", "kind", "payload", "attempts", "maxAttempts", "lockedBy"])
      .executeTakeFirst() as Promise<ClaimedJob | undefined>
  );
}

/** Extends a running job's lease; false when this claim no longer holds it. */
export async function renewLease(db: Kysely<Database>, token: string, lockedUntil: Date): Promise<boolean> {
  const result = await db
    .updateTable("jobs")
    .set({ lockedUntil: lockedUntil.toISOString() })
    .where("lockedBy", "=", token)
    .where("state", "=", "running")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends the run held by `token`: done, waiting for a retry at `retryAt`, or dead. */
export async function finishRun(
  db: Kysely<Database>,
  token: string,
  outcome:
    | { state: "done"; now: Date }
    | { state: "failed"; now: Date; error: string; retryAt: Date }
    | { state: "dead"; now: Date; error: string },
): Promise<boolean> {
  const now = outcome.now.toISOString();
  const result = await db
    .updateTable("jobs")
    .set({
      state: outcome.state,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: now,
      lastError: outcome.state === "done" ? null : outcome.error.slice(0, 4000),
      finishedAt: outcome.state === "failed" ? null : now,
      ...(outcome.state === "failed" ? { runAt: outcome.retryAt.toISOString() } : {}),
    })
    .where("lockedBy", "=", token)
    .where("state", "=", "running")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes finished jobs (done, or discarded) older than `before`; dead ones stay until someone acts. */
export async function deleteFinishedJobs(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db
    .deleteFrom("jobs")
    .where("state", "=", "done")
    .where("finishedAt", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface JobRow {
  id: number;
  kind: string;
  payload: string;
  state: JobState;
  idempotencyKey: string | null;
  runAt: string;
  attempts: number;
  maxAttempts: number;
  lockedUntil: string | null;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

const JOB_COLUMNS = [
  "id",
  "kind",
  "payload",
  "state",
  "idempotencyKey",
  "runAt",
  "attempts",
  "maxAttempts",
  "lockedUntil",
  "lastError",
  "createdAt",
  "updatedAt",
  "finishedAt",
] as const;

export async function findJob(db: Kysely<Database>, id: number): Promise<JobRow | undefined> {
  return db.selectFrom("jobs").select(JOB_COLUMNS).where("id", "=", id).executeTakeFirst();
}

/** A page of jobs for the back office, most recently changed first. */
export async function findJobPage(
  db: Kysely<Database>,
  filter: { states: readonly JobState[]; kind?: string; error?: string },
  page: { offset: number; limit: number },
): Promise<{ rows: JobRow[]; total: number }> {
  let query = db.selectFrom("jobs").where("state", "in", filter.states);
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  if (filter.error) {
    const pattern = `%${filter.error.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`lower(last_error) like ${pattern} escape '\\'`);
  }
  const [rows, count] = await Promise.all([
    query
      .select(JOB_COLUMNS)
      .orderBy("updatedAt", "desc")
      .orderBy("id", "desc")
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Counts by state, for the back office's filter. */
export async function countJobsByState(db: Kysely<Database>): Promise<Record<JobState, number>> {
  const rows = await db
    .selectFrom("jobs")
    .select(["state", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("state")
    .execute();
  const counts: Record<JobState, number> = { queued: 0, running: 0, failed: 0, dead: 0, done: 0 };
  for (const row of rows) counts[row.state] = Number(row.n);
  return counts;
}

/** The kinds present in the table, for the back office's filter. */
export async function findJobKinds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom("jobs").select("kind").distinct().orderBy("kind").execute();
  return rows.map((r) => r.kind);
}

/** Puts a failed or dead job back in the queue now, with a fresh count of attempts. */
export async function requeueJob(db: Kysely<Database>, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable("jobs")
    .set({ state: "queued", attempts: 0, runAt: now, updatedAt: now, finishedAt: null })
    .where("id", "=", id)
    .where("state", "in", ["failed", "dead"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes a job that is not running (a queued, failed or dead one); its idempotency key is free again. */
export async function deleteIdleJob(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom("jobs")
    .where("id", "=", id)
    .where("state", "in", ["queued", "failed", "dead"])
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The queue's health for the readiness check: jobs due by `now`, running, and dead. */
export async function countQueueHealth(
  db: Kysely<Database>,
  now: string,
): Promise<{ due: number; running: number; dead: number }> {
  const rows = await db
    .selectFrom("jobs")
    .select((eb) => [
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb("state", "in", ["queued", "failed"]), eb("runAt", "<=", now)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as("due"),
      eb.fn.sum<number>(eb.case().when("state", "=", "running").then(1).else(0).end()).as("running"),
      eb.fn.sum<number>(eb.case().when("state", "=", "dead").then(1).else(0).end()).as("dead"),
    ])
    .executeTakeFirst();
  return { due: Number(rows?.due ?? 0), running: Number(rows?.running ?? 0), dead: Number(rows?.dead ?? 0) };
}
