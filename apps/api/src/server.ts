/** The only file that listens. Boot fails fast on bad configuration or an unreachable database. */
import { flushCompileCache } from "node:module";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { foldsUnicodeCase, openDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { drainApi } from "./drain.ts";
import { exitGracefullyOnSignals } from "./lib/shutdown.ts";
import { warmSearchIndex } from "./modules/site/readiness.ts";

try {
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database });
  if (!(await foldsUnicodeCase(database.db))) {
    app.log.warn(
      'PostgreSQL: this database\'s LC_CTYPE is C or POSIX, so case-insensitive searches fold ASCII letters only ("É" does not find "é"); create it with a UTF-8 LC_CTYPE (README, Running on PostgreSQL)',
    );
  }
  // SIGTERM drains the process within SHUTDOWN_TIMEOUT_MS (drain.ts says how).
  exitGracefullyOnSignals({
    log: app.log,
    timeoutMs: config.shutdownTimeoutMs,
    drain: () => drainApi(app, database),
  });
  await app.listen({ host: config.host, port: config.port });
  // The modules start-up loaded go to Node's compile cache now (when it is on: lib/compile-cache.ts), not only
  // when the process exits, so that the next start reads them even after a crash.
  flushCompileCache();
  // The search workers load their index now rather than on the first visitor's search; /ready waits for it.
  void warmSearchIndex(app);
  // Background work (mail delivery, the daily digest, recurring jobs) runs here unless JOB_WORKERS=0 leaves it
  // to `npm run worker` processes; several processes share the queue (docs/decisions/024-job-queue.md).
  app.jobs.start();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
