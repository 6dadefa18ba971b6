/**
 * Feed sources, their runs and the team's exports (docs/decisions/047-feeds.md). Imports need a paid plan (they
 * create boats); exports are every team's (a team leaving Keel takes its boats with it).
 */
import type {
  TFeedOverview,
  TFeedRun,
  TFeedRunSummary,
  TFeedSource,
  TFeedSourceInput,
} from "@keel/contracts/feeds";
import type { Kysely } from "kysely";
import { z } from "zod";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { hashToken, newSessionToken } from "../auth/session-token.ts";
import { requirePostingAllowed } from "../boats/boat-status.service.ts";
import { defineJob, enqueueJob } from "../jobs/queue.ts";
import { getTeam } from "../teams/teams.service.ts";
import { feedRunJob } from "./feed-import.service.ts";
import {
  deleteExportToken,
  deleteSource,
  findDueSources,
  findExport,
  findRecentRuns,
  findSource,
  findSources,
  findTeamRun,
  hasPendingRun,
  insertRun,
  insertSource,
  pullExportToken,
  saveExportToken,
  updateSource,
} from "./feeds.repository.ts";

type SourceRow = Awaited<ReturnType<typeof findSources>>[number];
type RunRow = Awaited<ReturnType<typeof findRecentRuns>>[number];

function sourceDto(row: SourceRow): TFeedSource {
  return {
    id: row.id,
    name: row.name,
    format: row.format,
    url: row.url,
    intervalMinutes: row.url ? row.intervalMinutes : null,
    isFull: Boolean(row.isFull),
    nextRunAt: row.url ? row.nextRunAt : null,
    createdAt: row.createdAt,
  };
}

function runDto(row: RunRow): TFeedRunSummary {
  return {
    id: row.id,
    sourceId: row.sourceId,
    trigger: row.trigger,
    status: row.status,
    created: row.createdCount,
    updated: row.updatedCount,
    unchanged: row.unchangedCount,
    withdrawn: row.withdrawnCount,
    refused: row.refusedCount,
    errorCode: row.errorCode as TFeedRunSummary["errorCode"],
    queuedAt: row.queuedAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
  };
}

export async function getFeedOverview(db: Kysely<Database>, teamId: number): Promise<TFeedOverview> {
  const [sources, runs, privateFeed, team] = await Promise.all([
    findSources(db, teamId),
    findRecentRuns(db, teamId, 20),
    findExport(db, teamId),
    getTeam(db, teamId, "admin"),
  ]);
  return {
    sources: sources.map(sourceDto),
    runs: runs.map(runDto),
    privateFeed: privateFeed ?? null,
    canImport: team.plan.canPostBoats,
  };
}

export async function getFeedRun(db: Kysely<Database>, teamId: number, runId: number): Promise<TFeedRun> {
  const row = await findTeamRun(db, teamId, runId);
  if (!row) throw notFound();
  const report = row.report ? (JSON.parse(row.report) as TFeedRun["report"]) : { entries: [], omitted: 0 };
  return { ...runDto(row), report };
}

async function requireSource(db: Kysely<Database>, teamId: number, sourceId: number) {
  const source = await findSource(db, teamId, sourceId);
  if (!source) throw notFound();
  return source;
}

export async function createFeedSource(
  db: Kysely<Database>,
  teamId: number,
  userId: number,
  input: TFeedSourceInput,
): Promise<TFeedSource> {
  await requirePostingAllowed(db, teamId);
  const now = nowIso();
  const id = await insertSource(db, {
    teamId,
    name: input.name,
    format: input.format,
    url: input.url,
    intervalMinutes: input.url ? input.intervalMinutes : null,
    isFull: input.isFull,
    createdByUserId: userId,
    // A new URL source is pulled by the next scheduler pass.
    nextRunAt: input.url ? now : null,
    createdAt: now,
    updatedAt: now,
  });
  return sourceDto((await findSource(db, teamId, id))!);
}

export async function updateFeedSource(
  db: Kysely<Database>,
  teamId: number,
  sourceId: number,
  input: TFeedSourceInput,
): Promise<TFeedSource> {
  const source = await requireSource(db, teamId, sourceId);
  const now = nowIso();
  await updateSource(db, teamId, sourceId, {
    name: input.name,
    format: input.format,
    url: input.url,
    intervalMinutes: input.url ? input.intervalMinutes : null,
    isFull: input.isFull,
    nextRunAt: input.url ? (source.url === input.url && source.nextRunAt ? source.nextRunAt : now) : null,
    updatedAt: now,
  });
  return sourceDto((await findSource(db, teamId, sourceId))!);
}

/** Removes the source and its reports; its boats stay with the team, as boats it edits by hand. */
export async function deleteFeedSource(
  db: Kysely<Database>,
  teamId: number,
  sourceId: number,
): Promise<void> {
  if (!(await deleteSource(db, teamId, sourceId))) throw notFound();
}

const runPending = () => new AppError("CONFLICT", "error.feedRunPending");

/** Queues a run of the source now (its URL, or the uploaded file stored under `uploadKey`). */
export async function startFeedRun(
  db: Kysely<Database>,
  teamId: number,
  sourceId: number,
  trigger: "manual" | "upload",
  uploadKey: string | null = null,
): Promise<TFeedRunSummary> {
  const source = await requireSource(db, teamId, sourceId);
  await requirePostingAllowed(db, teamId);
  if (trigger === "manual" && !source.url) {
    throw new AppError("UNPROCESSABLE", "error.feedNoUrl");
  }
  const runId = await db.transaction().execute(async (trx) => {
    if (await hasPendingRun(trx, sourceId)) throw runPending();
    const id = await insertRun(trx, { sourceId, teamId, trigger, uploadKey, queuedAt: nowIso() });
    await enqueueJob(trx, feedRunJob, { runId: id }, { idempotencyKey: `feed-run:${id}` });
    return id;
  });
  const run = await findTeamRun(db, teamId, runId);
  return runDto(run!);
}

/** Publishes (or replaces) the team's private feed; the token is returned this once and stored hashed. */
export async function publishPrivateFeed(
  db: Kysely<Database>,
  teamId: number,
  userId: number,
): Promise<string> {
  const token = newSessionToken();
  await saveExportToken(db, teamId, hashToken(token), userId, nowIso());
  return token;
}

export async function revokePrivateFeed(db: Kysely<Database>, teamId: number): Promise<void> {
  if (!(await deleteExportToken(db, teamId))) throw notFound();
}

/** The team a private feed token opens; a revoked or unknown token is a 404 like any missing page. */
export async function teamOfPrivateFeed(db: Kysely<Database>, token: string): Promise<number> {
  const teamId = await pullExportToken(db, hashToken(token), nowIso());
  if (teamId === undefined) throw notFound();
  return teamId;
}

/** Every few minutes: URL sources whose time has come get a run. */
export const feedScheduleJob = defineJob({
  kind: "feeds.schedule",
  payload: z.object({}),
  schedule: "*/5 * * * *",
  async run(ctx, _payload, job) {
    const now = job.now.toISOString();
    for (const source of await findDueSources(ctx.db, now, 200)) {
      await ctx.db.transaction().execute(async (trx) => {
        const next = new Date(job.now.getTime() + (source.intervalMinutes ?? 60) * 60_000).toISOString();
        await updateSource(trx, source.teamId, source.id, { nextRunAt: next });
        const runId = await insertRun(trx, {
          sourceId: source.id,
          teamId: source.teamId,
          trigger: "schedule",
          uploadKey: null,
          queuedAt: now,
        });
        await enqueueJob(trx, feedRunJob, { runId }, { idempotencyKey: `feed-run:${runId}` });
      });
    }
  },
});
