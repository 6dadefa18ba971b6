/**
 * What `GET /api/v1/ready` reports, and the process's lifecycle state behind it: the search index's warm-up
 * (started by server.ts, or by the first readiness check) and draining (SIGTERM received). The load balancer
 * sends traffic to a process only while it answers 200 (docs/deploy.md).
 */
import type { TReadiness } from "@keel/contracts/site";
import type { FastifyInstance } from "fastify";
import { countQueueHealth } from "../jobs/jobs.repository.ts";
import { pingDatabase } from "./site.repository.ts";

export interface Lifecycle {
  searchIndex: { state: "cold" | "loading" | "ready" | "failed"; boats: number | null };
  draining: boolean;
}

/** The warm-up in progress per app, so a second caller waits for it instead of returning at once. */
const warming = new WeakMap<FastifyInstance, Promise<void>>();

export function createLifecycle(): Lifecycle {
  return { searchIndex: { state: "cold", boats: null }, draining: false };
}

/**
 * Loads the search workers' indexes once; a failed load may be retried by the next call. A call made while a
 * warm-up runs waits for that warm-up, so "awaited" always means "the index has loaded (or failed)".
 */
export function warmSearchIndex(app: FastifyInstance): Promise<void> {
  const index = app.lifecycle.searchIndex;
  if (index.state === "ready") return Promise.resolve();
  if (index.state === "loading" && warming.has(app)) return warming.get(app) as Promise<void>;
  index.state = "loading";
  const warm = app.boatSearch.warm().then(
    (boats) => {
      index.state = "ready";
      index.boats = boats;
      app.log.info({ boats }, "search index loaded");
    },
    (error: unknown) => {
      index.state = "failed";
      app.log.error({ err: error }, "search index: warm-up failed");
    },
  );
  warming.set(
    app,
    warm.finally(() => warming.delete(app)),
  );
  return warm;
}

const CHECK_TIMEOUT_MS = 2_000;

/** Resolves true when `check` succeeds within the bound; logs why it did not. */
async function passes(app: FastifyInstance, what: string, check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return true;
  } catch (error) {
    app.log.warn({ err: error }, `readiness: ${what} failed`);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export async function readiness(app: FastifyInstance): Promise<TReadiness> {
  if (app.lifecycle.searchIndex.state === "cold") void warmSearchIndex(app);
  // The index's state as the request arrived: a load that ends during the checks shows on the next one.
  const index = { ...app.lifecycle.searchIndex };
  const now = new Date().toISOString();
  let queue = { due: 0, running: 0, dead: 0 };
  const [database, storage, jobs] = await Promise.all([
    passes(app, "database", () => pingDatabase(app.db)),
    passes(app, "storage", () => app.storage.check()),
    passes(app, "job queue", async () => {
      queue = await countQueueHealth(app.db, now);
    }),
  ]);
  const ready = database && storage && index.state === "ready" && !app.lifecycle.draining;
  return {
    status: ready ? "ready" : "not_ready",
    draining: app.lifecycle.draining,
    database: { ok: database, engine: app.engine },
    storage: { ok: storage, kind: app.config.storage.kind },
    searchIndex: { state: index.state === "cold" ? "loading" : index.state, boats: index.boats },
    jobQueue: { ok: jobs, workers: app.config.jobWorkers, ...queue },
  };
}
