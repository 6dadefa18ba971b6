/**
 * `npm run bench:feeds -- [--adverts 10000] [--postgres-url postgres://…/db]`
 *
 * Imports an OpenMarine feed of `--adverts` adverts without photos into a fresh database (SQLite in a temporary
 * directory, or the given PostgreSQL database, which must be empty), through the same run the job queue
 * performs (both readings of the file, mapping, boats created through the boats service), then imports the same
 * file again (every advert unchanged). Prints adverts per second of each import and the process's peak memory
 * (RSS, and JavaScript heap plus buffers) sampled while they run.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: { adverts: { type: "string", default: "10000" }, "postgres-url": { type: "string" } },
});
const count = Number(values.adverts);

const { loadConfig } = await import("../../apps/api/src/config.ts");
const { openDatabase, nowIso } = await import("../../apps/api/src/db/database.ts");
const { migrateToLatest } = await import("../../apps/api/src/db/migrate.ts");
const { runImport } = await import("../../apps/api/src/modules/feeds/feed-import.service.ts");
const { createStorage } = await import("../../apps/api/src/modules/media/storage.ts");
const { createFeedCatalog, fixtureAdvert, openMarineFeed } = await import(
  "../../apps/api/src/test/feed-files.ts"
);

const dir = mkdtempSync(join(tmpdir(), "keel-bench-feeds-"));
const url = values["postgres-url"] ?? `file:${join(dir, "bench.db")}`;
const config = loadConfig({ DATABASE_URL: url, DATA_DIR: dir, LOG_LEVEL: "silent", NODE_ENV: "test" });
const handle = openDatabase(url, { poolSize: 4 });
const db = handle.db;
await migrateToLatest(db);

const now = nowIso();
const plan = await db.selectFrom("plans").select("id").where("code", "=", "paid").executeTakeFirstOrThrow();
const user = await db
  .insertInto("users")
  .values({
    email: "bench@feeds.example",
    passwordHash: "x",
    firstName: "Bench",
    lastName: "Feeds",
    language: "en-US",
    createdAt: now,
    updatedAt: now,
  })
  .returning("id")
  .executeTakeFirstOrThrow();
const team = await db
  .insertInto("teams")
  .values({
    slug: "bench-feeds",
    name: "Bench",
    country: "FR",
    currency: "EUR",
    unit: "metric",
    planId: plan.id,
    subscriptionStatus: "active",
    createdAt: now,
    updatedAt: now,
  })
  .returning("id")
  .executeTakeFirstOrThrow();
await db
  .insertInto("teamMembers")
  .values({ teamId: team.id, userId: user.id, role: "owner", createdAt: now })
  .execute();
const catalog = await createFeedCatalog(db);

const feedPath = join(dir, "feed.xml");
writeFileSync(
  feedPath,
  openMarineFeed(Array.from({ length: count }, (_, i) => fixtureAdvert(i, catalog, "B"))),
);
const storage = createStorage(config);
const feedBytes = (await import("node:fs")).statSync(feedPath).size;

// The file reaches the run as an upload would: one stored part.
const { storeUpload } = await import("../../apps/api/src/modules/feeds/feed-uploads.ts");
const source = await db
  .insertInto("feedSources")
  .values({
    teamId: team.id,
    name: "Bench",
    format: "openmarine",
    url: null,
    intervalMinutes: null,
    isFull: true,
    createdByUserId: user.id,
    nextRunAt: null,
    createdAt: now,
    updatedAt: now,
  })
  .returning("id")
  .executeTakeFirstOrThrow();

const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => silent,
  level: "silent",
};
const ctx = { db, config, mailer: undefined as never, log: silent as never, storage };

async function importOnce(label: string) {
  const { createReadStream } = await import("node:fs");
  const uploadKey = await storeUpload(storage, createReadStream(feedPath));
  const run = await db
    .insertInto("feedRuns")
    .values({
      sourceId: source.id,
      teamId: team.id,
      trigger: "upload",
      status: "queued",
      uploadKey,
      errorCode: null,
      report: null,
      queuedAt: nowIso(),
      startedAt: null,
      finishedAt: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  global.gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed + base.arrayBuffers;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed + m.arrayBuffers);
  }, 20);
  const started = performance.now();
  await runImport(ctx, run.id, { signal: new AbortController().signal, isLastAttempt: true, storage });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const result = await db
    .selectFrom("feedRuns")
    .selectAll()
    .where("id", "=", run.id)
    .executeTakeFirstOrThrow();
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
  console.info(
    `${label}: ${result.status}, created ${result.createdCount}, unchanged ${result.unchangedCount}, refused ${result.refusedCount} in ${seconds.toFixed(1)} s = ${(count / seconds).toFixed(0)} adverts/s; peak RSS ${mb(peakRss)} (start ${mb(base.rss)}), peak heap+buffers ${mb(peakHeap)} (start ${mb(base.heapUsed + base.arrayBuffers)})`,
  );
}

console.info(
  `feed: ${count} adverts, ${(feedBytes / 1024 / 1024).toFixed(1)} MB, engine ${handle.engine ?? (values["postgres-url"] ? "postgres" : "sqlite")}`,
);
await importOnce("first import");
await importOnce("same feed again");
storage.close();
await db.destroy();
rmSync(dir, { recursive: true, force: true });
