/**
 * What `GET /api/v1/ready` reports, and the process's lifecycle state behind it: the search index's warm-up
 * (started by server.ts, or by the first readiness check), then a few searches through the API's own HTTP
 * path, and draining (SIGTERM received). The load balancer sends traffic to a process only while it answers
 * 200 (docs/deploy.md).
 */
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
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
 * Searches sent through the search route once the index has loaded, two at a time (one per search worker), before
 * the process reports ready (docs/decisions/056-search-api-memory-and-stalls.md, 2026-11-27). The workers'
 * own warm-up compiles the search itself; the process's first visitors still paid for what runs around it on
 * the main thread (the route's query check, the messages to and from the workers, the reply), about 10 to
 * 50 ms of main-thread CPU for the first request against 1 to 2 ms later: the longest event-loop stall of the
 * process's first traffic. A varied mix (keyword, lists, ranges, pages, sorts, locales) so that each branch of
 * the query check has run.
 */
export const WARM_UP_SEARCHES = [
  "/api/v1/boats?facets=true&pageSize=24&sort=default",
  "/api/v1/boats?facets=true&pageSize=12&sort=newest&q=boat&type=sailboat,catamaran",
  "/api/v1/boats?facets=true&pageSize=48&sort=price_asc&priceMin=10000&priceMax=400000&country=FR,IT",
  "/api/v1/boats?facets=false&pageSize=12&sort=year_desc&lengthMin=8&yearMin=2000&page=2",
  "/api/v1/boats?facets=true&pageSize=24&sort=price_desc&condition=used&cabinsMin=2&locale=fr",
  "/api/v1/boats?facets=true&pageSize=24&sort=year_asc&currency=USD&unit=ft&lengthMax=60&fuel=diesel",
  "/api/v1/boats?facets=true&pageSize=12&sort=default&brand=beneteau&q=diesel&page=3",
  "/api/v1/boats?facets=true&pageSize=48&sort=newest&hull=grp&berthsMin=4&reduced=true&locale=es",
] as const;

/** A warm-up search that has not been answered within this is given up (readiness does not wait on it longer). */
const WARM_UP_SEARCH_TIMEOUT_MS = 5_000;

/** Where a listening server is reached from the process itself (a wildcard address by its loopback). */
function ownOrigin(app: FastifyInstance): { host: string; port: number } | null {
  const address = app.server.listening ? app.server.address() : null;
  if (!address || typeof address === "string") return null;
  const { address: host, port } = address as AddressInfo;
  if (host === "0.0.0.0") return { host: "127.0.0.1", port };
  if (host === "::") return { host: "::1", port };
  return { host, port };
}

/** One warm-up search: over HTTP to the process's own port when it listens, else through Fastify's inject. */
async function warmUpSearch(app: FastifyInstance, path: string, id: string): Promise<number> {
  const headers = { "accept-language": "en-GB,en;q=0.9", "x-request-id": id };
  const origin = ownOrigin(app);
  if (!origin) {
    const response = await app.inject({ method: "GET", url: path, headers });
    return response.statusCode;
  }
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { ...origin, path, headers, agent: false, timeout: WARM_UP_SEARCH_TIMEOUT_MS },
      (response) => {
        response.resume();
        response.once("end", () => resolve(response.statusCode ?? 0));
        response.once("error", reject);
      },
    );
    request.once("timeout", () =>
      request.destroy(new Error(`no answer within ${WARM_UP_SEARCH_TIMEOUT_MS} ms`)),
    );
    request.once("error", reject);
    request.end();
  });
}

/**
 * The warm-up searches, two at a time. One that fails is logged and does not keep the process unready: the
 * index has loaded, and searches work without the warm-up (only slower for the first visitors).
 */
async function warmSearchRoute(app: FastifyInstance): Promise<void> {
  for (let start = 0; start < WARM_UP_SEARCHES.length; start += 2) {
    await Promise.all(
      WARM_UP_SEARCHES.slice(start, start + 2).map(async (path, offset) => {
        try {
          const status = await warmUpSearch(app, path, `keel-warm-up-${start + offset + 1}`);
          if (status !== 200) app.log.warn({ path, status }, "search warm-up: the search did not answer 200");
        } catch (error) {
          app.log.warn({ err: error, path }, "search warm-up: the search failed");
        }
      }),
    );
  }
}

/**
 * Loads the search workers' indexes once, then sends the warm-up searches (WARM_UP_SEARCHES); a failed load
 * may be retried by the next call. A call made while a warm-up runs waits for that warm-up, so "awaited"
 * always means "the index has loaded and the warm-up searches have been answered (or the load failed)".
 */
export function warmSearchIndex(app: FastifyInstance): Promise<void> {
  const index = app.lifecycle.searchIndex;
  if (index.state === "ready") return Promise.resolve();
  if (index.state === "loading" && warming.has(app)) return warming.get(app) as Promise<void>;
  index.state = "loading";
  const warm = app.boatSearch.warm().then(
    async (boats) => {
      await warmSearchRoute(app);
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
