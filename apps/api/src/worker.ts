/**
 * `npm run worker`: a process that only runs the job queue (mail delivery, the daily digest, recurring jobs),
 * for scaling background work apart from the API. Any number may run beside the API processes on PostgreSQL,
 * or on one machine's SQLite file; they share the queue (docs/decisions/024-job-queue.md). JOB_WORKERS jobs
 * run at once (at least one here). SIGINT/SIGTERM finish the jobs in progress, then exit; past
 * SHUTDOWN_TIMEOUT_MS the process exits anyway and the unfinished jobs' leases expire for another worker.
 */
import pino from "pino";
import { ConfigError, loadConfig } from "./config.ts";
import type { AppContext } from "./context.ts";
import { openDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { exitGracefullyOnSignals } from "./lib/shutdown.ts";
import { JOB_KINDS } from "./modules/jobs/job-kinds.ts";
import { createJobRunner } from "./modules/jobs/runner.ts";
import { createMailer } from "./modules/mail/mailer.ts";

try {
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database.db);
  const log = pino({ level: config.logLevel, base: { process: "worker" } });
  const ctx: AppContext = { db: database.db, config, mailer: createMailer(config, log), log };
  const concurrency = Math.max(1, config.jobWorkers);
  const runner = createJobRunner({ ctx, engine: database.engine, definitions: JOB_KINDS, concurrency });
  exitGracefullyOnSignals({
    log,
    timeoutMs: config.shutdownTimeoutMs,
    drain: async () => {
      await runner.stop();
      await database.close();
    },
  });
  runner.start();
  log.info({ concurrency, engine: database.engine }, "job worker started");
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
