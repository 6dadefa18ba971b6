/**
 * `npm run seed -- [--boats N] [--seed N] [--force] [--yes-i-mean-production]`
 *
 * Migrates, then seeds the database named by DATABASE_URL. A database that already holds data is left
 * alone unless --force is given, which erases it first; in production (NODE_ENV=production) erasing also
 * needs --yes-i-mean-production, so a mistyped command cannot wipe real listings.
 */
import { parseArgs } from "node:util";
import type { Kysely } from "kysely";
import { loadConfig } from "../../config.ts";
import { createStorage } from "../../modules/media/storage.ts";
import { openDatabase } from "../database.ts";
import { migrateToLatest } from "../migrate.ts";
import { clearDatabase } from "./clear-database.ts";
import { isDatabaseEmpty, seedDemoData } from "./seed.ts";

const USAGE = "Usage: npm run seed -- [--boats 2000] [--seed 2026] [--force] [--yes-i-mean-production]";

function parseCount(value: string, name: string, min: number): number {
  const parsed = Number(value.replace(/_/g, ""));
  if (!Number.isInteger(parsed) || parsed < min)
    throw new Error(`--${name} must be an integer >= ${min}\n${USAGE}`);
  return parsed;
}

function parseOptions() {
  const { values } = parseArgs({
    options: {
      boats: { type: "string", default: "2000" },
      seed: { type: "string", default: "2026" },
      force: { type: "boolean", default: false },
      "yes-i-mean-production": { type: "boolean", default: false },
    },
  });
  return {
    boats: parseCount(values.boats, "boats", 0),
    seed: parseCount(values.seed, "seed", 0),
    force: values.force,
    confirmedProduction: values["yes-i-mean-production"],
  };
}

async function main(): Promise<number> {
  const options = parseOptions();
  const config = loadConfig();
  const handle = openDatabase(config.databaseUrl);
  try {
    const applied = await migrateToLatest(handle.db as Kysely<unknown>);
    if (applied.length) console.info(`Applied migrations: ${applied.join(", ")}`);
    if (!(await isDatabaseEmpty(handle.db))) {
      if (!options.force) {
        console.error(
          "The database already holds data; nothing was changed. Use --force to erase it and seed.",
        );
        return 1;
      }
      if (config.env === "production" && !options.confirmedProduction) {
        console.error(
          "Refusing to erase a production database. Add --yes-i-mean-production if that is the intent.",
        );
        return 1;
      }
      console.info("Erasing existing data (--force)…");
      await clearDatabase(handle.db);
    }
    console.info(
      `Seeding ${options.boats.toLocaleString("en-US")} boats with seed ${options.seed} into ${handle.engine}…`,
    );
    const started = performance.now();
    const summary = await seedDemoData(handle.db, {
      boats: options.boats,
      seed: options.seed,
      dataDir: config.dataDir,
      storage: createStorage(config),
      log: (line) => console.info(line),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const steps = Object.entries(summary.timings)
      .map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)} s`)
      .join(", ");
    console.info(
      `Seeded ${summary.boats.toLocaleString("en-US")} boats, ${summary.teams} teams, ${summary.users} users, ` +
        `${summary.partners} partners, ${summary.conversations} conversations, ` +
        `${summary.statisticsRows.toLocaleString("en-US")} statistics rows in ${seconds} s (${steps}; ` +
        `${summary.photosRendered} photos rendered).`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
