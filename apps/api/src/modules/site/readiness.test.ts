/**
 * GET /api/v1/ready, what the load balancer asks each API process: ready only with its database, its object
 * store and its search index, and not while it drains for a shutdown; it reports the job queue as well.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TReadiness } from "@keel/contracts/site";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app.ts";
import { openDatabase } from "../../db/database.ts";
import { buildTestApp, getTestConfig, getTestDatabaseInfo, testEngine } from "../../test/harness.ts";
import { LOCAL_S3_CREDENTIALS, type LocalS3, startLocalS3 } from "../../test/s3-server.ts";
import { pruneQueueJob } from "../jobs/job-kinds.ts";
import { enqueueJob } from "../jobs/queue.ts";
import { WARM_UP_SEARCHES, warmSearchIndex } from "./readiness.ts";

let directory: string;
let s3: LocalS3;
let onS3: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), "keel-ready-"));
  s3 = await startLocalS3({ directory, bucket: "keel-ready" });
  onS3 = await buildTestApp({
    STORAGE_URL: s3.storageUrl,
    STORAGE_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
    STORAGE_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
  });
});
afterAll(async () => {
  await s3?.close();
  rmSync(directory, { recursive: true, force: true });
});

const ask = async (app: Awaited<ReturnType<typeof buildTestApp>>) => {
  const response = await app.inject({ method: "GET", url: "/api/v1/ready" });
  return { status: response.statusCode, body: response.json<TReadiness>(), headers: response.headers };
};

describe("readiness", () => {
  it("is not ready until the search index has loaded, then reports every part", async () => {
    const app = onS3;
    const before = await ask(app);
    expect(before.status).toBe(503);
    expect(before.body).toMatchObject({ status: "not_ready", searchIndex: { state: "loading" } });
    expect(before.headers["cache-control"]).toBe("no-store");

    await warmSearchIndex(app);
    const after = await ask(app);
    expect(after.status).toBe(200);
    expect(after.body).toEqual({
      status: "ready",
      draining: false,
      database: { ok: true, engine: testEngine() },
      storage: { ok: true, kind: "s3" },
      searchIndex: { state: "ready", boats: 0 },
      jobQueue: { ok: true, workers: expect.any(Number), due: 0, running: 0, dead: 0 },
    });
  });

  it("counts the jobs that are due in the report", async () => {
    const app = await buildTestApp({});
    await warmSearchIndex(app);
    const now = new Date();
    await enqueueJob(
      app.db,
      pruneQueueJob,
      {},
      { idempotencyKey: `ready-${now.getTime()}`, now, runAt: now },
    );
    const report = await ask(app);
    expect(report.status).toBe(200);
    expect(report.body.storage).toEqual({ ok: true, kind: "local" });
    expect(report.body.jobQueue.due).toBeGreaterThanOrEqual(1);
  });

  it("is not ready when the object store cannot be reached, nor while draining", async () => {
    const unreachable = await buildTestApp({
      STORAGE_URL: s3.storageUrl.replace("keel-ready", "missing-bucket"),
      STORAGE_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
      STORAGE_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
    });
    await warmSearchIndex(unreachable);
    const report = await ask(unreachable);
    expect(report.status).toBe(503);
    expect(report.body).toMatchObject({
      status: "not_ready",
      storage: { ok: false, kind: "s3" },
      database: { ok: true },
    });

    const draining = await buildTestApp({});
    await warmSearchIndex(draining);
    expect((await ask(draining)).status).toBe(200);
    draining.lifecycle.draining = true;
    const drained = await ask(draining);
    expect(drained.status).toBe(503);
    expect(drained.body).toMatchObject({ status: "not_ready", draining: true });
  });

  it("is not ready without its database, and says only which part failed", async () => {
    const info = await getTestDatabaseInfo();
    const database = openDatabase(info.url);
    const app = await buildApp({ config: await getTestConfig(), database, logger: false });
    try {
      await warmSearchIndex(app);
      await database.close();
      const report = await ask(app);
      expect(report.status).toBe(503);
      expect(report.body.database).toEqual({ ok: false, engine: testEngine() });
      expect(JSON.stringify(report.body)).not.toMatch(/error|stack|ECONN/i);
    } finally {
      await app.close();
    }
  });

  it("waits for its warm-up searches, sent over HTTP to its own port, before it reports ready", async () => {
    const info = await getTestDatabaseInfo();
    const database = openDatabase(info.url);
    const app = await buildApp({ config: await getTestConfig(), database, logger: false });
    const searches: { id: unknown; userAgent: unknown; remote: unknown }[] = [];
    const { promise: held, resolve: release } = Promise.withResolvers<void>();
    app.addHook("onRequest", async (request) => {
      if (!request.url.startsWith("/api/v1/boats?")) return;
      searches.push({
        id: request.headers["x-request-id"],
        userAgent: request.headers["user-agent"],
        remote: request.raw.socket.remoteAddress,
      });
      await held;
    });
    const statuses: number[] = [];
    app.addHook("onResponse", async (request, reply) => {
      if (request.url.startsWith("/api/v1/boats?")) statuses.push(reply.statusCode);
    });
    try {
      await app.listen({ host: "127.0.0.1", port: 0 });
      const warming = warmSearchIndex(app);
      // The index has loaded and the first warm-up searches are in flight: not ready yet.
      await vi.waitFor(() => expect(searches.length).toBeGreaterThan(0), { timeout: 10_000 });
      const during = await ask(app);
      expect(during.status).toBe(503);
      expect(during.body.searchIndex.state).toBe("loading");

      release();
      await warming;
      expect((await ask(app)).status).toBe(200);
      expect(searches).toHaveLength(WARM_UP_SEARCHES.length);
      expect(searches.map((search) => search.id)).toEqual(
        WARM_UP_SEARCHES.map((_, index) => `keel-warm-up-${index + 1}`),
      );
      // Every warm-up search is a valid one, so each warms the path a visitor's search takes.
      expect(statuses).toEqual(WARM_UP_SEARCHES.map(() => 200));
      // Through the real HTTP path (a socket on loopback), not Fastify's inject.
      for (const search of searches) {
        expect(search.remote).toBe("127.0.0.1");
        expect(search.userAgent).not.toBe("lightMyRequest");
      }
    } finally {
      release();
      await app.close();
      await database.close();
    }
  });

  it("sends the warm-up searches through inject when not listening, and is ready even if they fail", async () => {
    const database = openDatabase((await getTestDatabaseInfo()).url);
    const app = await buildApp({ config: await getTestConfig(), database, logger: false });
    const answered: number[] = [];
    const userAgents: unknown[] = [];
    app.addHook("onRequest", async (request, reply) => {
      if (!request.url.startsWith("/api/v1/boats?")) return;
      userAgents.push(request.headers["user-agent"]);
      return reply.code(500).send({ error: "broken on purpose" });
    });
    app.addHook("onResponse", async (request, reply) => {
      if (request.url.startsWith("/api/v1/boats?")) answered.push(reply.statusCode);
    });
    try {
      await warmSearchIndex(app);
      expect(answered).toEqual(WARM_UP_SEARCHES.map(() => 500));
      expect(userAgents).toEqual(WARM_UP_SEARCHES.map(() => "lightMyRequest"));
      expect((await ask(app)).status).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
