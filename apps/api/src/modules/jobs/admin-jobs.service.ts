/**
 * The back office's view of the job queue: jobs by state with their last error, and the two actions on a job
 * that stopped, each audited in the same transaction: retry (back in the queue now with fresh attempts) and
 * discard (removed; its idempotency key is free again).
 */
import {
  JOB_STATES,
  type TAdminJob,
  type TAdminJobList,
  type TAdminJobListQuery,
} from "@keel/contracts/jobs";
import type { Kysely } from "kysely";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import {
  countJobsByState,
  deleteIdleJob,
  findJob,
  findJobKinds,
  findJobPage,
  type JobRow,
  requeueJob,
} from "./jobs.repository.ts";

function parsePayload(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return { text };
  }
}

function toAdminJob(row: JobRow): TAdminJob {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    payload: parsePayload(row.payload),
    idempotencyKey: row.idempotencyKey,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    runAt: row.runAt,
    lockedUntil: row.lockedUntil,
    lastError: row.lastError,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    finishedAt: row.finishedAt,
  };
}

/** A page of jobs (every unfinished one unless a state is asked), with the counts by state and the kinds. */
export async function listJobs(db: Kysely<Database>, query: TAdminJobListQuery): Promise<TAdminJobList> {
  const states = query.state ? [query.state] : JOB_STATES.filter((s) => s !== "done");
  const [{ rows, total }, counts, kinds] = await Promise.all([
    findJobPage(
      db,
      { states, kind: query.kind, error: query.error },
      { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
    ),
    countJobsByState(db),
    findJobKinds(db),
  ]);
  return { items: rows.map(toAdminJob), total, page: query.page, pageSize: query.pageSize, counts, kinds };
}

async function changeIdleJob(
  db: Kysely<Database>,
  actorUserId: number,
  id: number,
  action: "job.retry" | "job.discard",
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const job = await findJob(trx, id);
    if (!job) throw notFound();
    const changed =
      action === "job.retry" ? await requeueJob(trx, id, nowIso()) : await deleteIdleJob(trx, id);
    if (!changed) throw new AppError("CONFLICT", "admin.jobs.notIdle");
    await recordAudit(trx, {
      actorUserId,
      action,
      entityType: "job",
      entityId: id,
      details: { kind: job.kind, state: job.state, attempts: job.attempts, lastError: job.lastError },
    });
  });
}

/** Puts a failed or dead job back in the queue, due now, with its attempts counted afresh. */
export function retryJob(db: Kysely<Database>, actorUserId: number, id: number): Promise<void> {
  return changeIdleJob(db, actorUserId, id, "job.retry");
}

/** Removes a queued, failed or dead job for good. */
export function discardJob(db: Kysely<Database>, actorUserId: number, id: number): Promise<void> {
  return changeIdleJob(db, actorUserId, id, "job.discard");
}
