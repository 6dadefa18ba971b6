/**
 * Test harness for API integration tests: every test file (vitest isolates each file in its own worker)
 * gets its own freshly migrated database, so tests never see each other's rows or the demo seed. The schema is
 * migrated once per run into a template (global-setup.ts) and each file gets a copy of it.
 *
 * Engine: a SQLite file in a temp dir by default (a copy of the template file); with TEST_DATABASE_URL (a
 * PostgreSQL server where we may create databases) a database `keel_test_<worker>_<random>` created on that
 * server from the template and dropped afterwards. Both are created lazily, so unit test files in the api
 * project pay nothing.
 */
import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { type DatabaseHandle, type Engine, engineOf, openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import type { Database } from "../db/schema.ts";

interface TestDatabase {
  url: string;
  engine: Engine;
  handle: DatabaseHandle;
  dataDir: string;
  drop(): Promise<void>;
}

let database: Promise<TestDatabase> | undefined;
let app: Promise<FastifyInstance> | undefined;
const extraApps: FastifyInstance[] = [];

const workerId = (): string => process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? "0";

/** The engine the api project runs on in this process (what CI's second pass switches to PostgreSQL). */
export function testEngine(): Engine {
  return engineOf(process.env.TEST_DATABASE_URL ?? "");
}

/**
 * pg's Pool.end() resolves before its idle connections have closed on the server. Dropping the database in
 * that window would terminate them, and the pool would report it as an uncaught error in a finished test.
 */
async function waitForDisconnects(client: pg.Client, database: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
      [database],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The run's migrated template (global-setup.ts); undefined where the api project's setup did not run. */
function template(): string | undefined {
  try {
    return inject("apiTemplateDatabase") || undefined;
  } catch {
    return undefined;
  }
}

async function createPostgresDatabase(
  serverUrl: string,
  templateName: string | undefined,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `keel_test_${workerId()}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${templateName ? ` TEMPLATE ${templateName}` : ""}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await waitForDisconnects(client, name);
        // FORCE: a pool connection the test forgot to release must not keep the database alive.
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `keel-test-${workerId()}-`));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const migratedTemplate = template();
  const created = serverUrl
    ? await createPostgresDatabase(serverUrl, migratedTemplate)
    : { url: join(dataDir, "test.db"), drop: async () => {} };
  if (!serverUrl && migratedTemplate) copyFileSync(migratedTemplate, created.url);
  // A small pool: two cores run several workers at once against one PostgreSQL server.
  const handle = openDatabase(created.url, { poolSize: 4 });
  // A copy of this run's template is at the latest migration already; without one (a run that skipped the
  // project's global setup), the file migrates its own.
  if (!migratedTemplate) await migrateToLatest(handle.db as Kysely<unknown>);
  return {
    url: created.url,
    engine: handle.engine,
    handle,
    dataDir,
    async drop() {
      await handle.close();
      await created.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The apps close their database on close; here the harness owns it, so apps get a handle they cannot close. */
function borrowed(handle: DatabaseHandle): DatabaseHandle {
  return { ...handle, close: async () => {} };
}

function getTestDatabase(): Promise<TestDatabase> {
  database ??= createTestDatabase();
  return database;
}

/** The Kysely instance of this worker's fresh, migrated database. */
export async function getTestDb(): Promise<Kysely<Database>> {
  return (await getTestDatabase()).handle.db;
}

/** Details of this worker's database, for tests about the harness or the engines themselves. */
export async function getTestDatabaseInfo(): Promise<{ url: string; engine: Engine; dataDir: string }> {
  const { url, engine, dataDir } = await getTestDatabase();
  return { url, engine, dataDir };
}

/** The configuration every test app gets; `env` overrides single variables (e.g. SMTP_URL, rate limits). */
export async function getTestConfig(env: Record<string, string> = {}): Promise<Config> {
  const { url, dataDir } = await getTestDatabase();
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    // Searches run in the test's process, on its connection; search-worker.test.ts covers the workers.
    SEARCH_WORKERS: "0",
    // No background job loops: tests run the queue with app.jobs.drain() (mailed-app.ts does before reading).
    JOB_WORKERS: "0",
    ...env,
  });
}

/** One app per worker, built on first use and reused by every test of the file. */
export function getTestApp(): Promise<FastifyInstance> {
  app ??= (async () => {
    const { handle } = await getTestDatabase();
    const instance = await buildApp({ config: await getTestConfig(), database: borrowed(handle) });
    await instance.ready();
    return instance;
  })();
  return app;
}

/**
 * A separate app on the same database with a different configuration (closed with the worker's database).
 * For the few tests about configuration itself; everything else uses getTestApp().
 */
export async function buildTestApp(env: Record<string, string>): Promise<FastifyInstance> {
  const { handle } = await getTestDatabase();
  const instance = await buildApp({ config: await getTestConfig(env), database: borrowed(handle) });
  await instance.ready();
  extraApps.push(instance);
  return instance;
}

/** Closes the apps and drops the database; registered by setup-database.ts after each test file. */
export async function releaseTestResources(): Promise<void> {
  const apps = [...extraApps.splice(0), ...(app ? [await app] : [])];
  app = undefined;
  for (const instance of apps) await instance.close();
  if (database) {
    const current = await database;
    database = undefined;
    await current.drop();
  }
}
