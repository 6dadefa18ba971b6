/**
 * Brings a database to a runnable state: schema migrated, demo data seeded only when it holds none yet
 * (so a second `npm start` keeps what the first one made and what people changed since).
 */
import { performance } from "node:perf_hooks";
import type { Kysely } from "kysely";
import { openDatabase } from "../../apps/api/src/db/database.ts";
import { migrateToLatest } from "../../apps/api/src/db/migrate.ts";
import { isDatabaseEmpty, type SeedOptions, seedDemoData } from "../../apps/api/src/db/seed/seed.ts";

export interface PrepareOptions {
  databaseUrl: string;
  dataDir: string;
  boats: number;
  /** Fixed, so every fresh install shows the same marketplace. */
  seed?: number;
  log: (line: string) => void;
  /** Smaller photo pools and statistics for test runs; another store than the local disk. */
  seedOptions?: Pick<SeedOptions, "photoPoolSize" | "statisticsBoatLimit" | "storage">;
}

export interface PrepareResult {
  migrations: string[];
  seeded: boolean;
  seedMs: number;
}

export async function prepareDatabase(options: PrepareOptions): Promise<PrepareResult> {
  const handle = openDatabase(options.databaseUrl);
  try {
    const migrations = await migrateToLatest(handle.db as Kysely<unknown>);
    if (migrations.length) options.log(`Applied migrations: ${migrations.join(", ")}`);
    if (!(await isDatabaseEmpty(handle.db))) return { migrations, seeded: false, seedMs: 0 };

    options.log(`Empty database: seeding ${options.boats.toLocaleString("en-US")} demo boats…`);
    const started = performance.now();
    await seedDemoData(handle.db, {
      boats: options.boats,
      dataDir: options.dataDir,
      seed: options.seed ?? 2026,
      log: options.log,
      ...options.seedOptions,
    });
    return { migrations, seeded: true, seedMs: performance.now() - started };
  } finally {
    await handle.close();
  }
}
