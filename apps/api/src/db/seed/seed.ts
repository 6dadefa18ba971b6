/**
 * The demo marketplace (decision 018): reference lists, ~300 brands, ~60 teams, boats with drawn
 * photos, partners, conversations, statistics history and the demo accounts. Deterministic for a given
 * seed and `now`; the boat count scales from a handful (tests) to 1,000,000 (benchmarks).
 */
import type { Kysely } from "kysely";
import { hashPassword } from "../../modules/auth/password.ts";
import { createLocalStorage, type Storage } from "../../modules/media/storage.ts";
import type { Database } from "../schema.ts";
import { DEMO_PASSWORD, insertAccounts } from "./accounts.ts";
import { insertBillingExamples } from "./billing.ts";
import { insertBoats } from "./boats.ts";
import { syncIdSequences } from "./bulk-insert.ts";
import { insertCatalog } from "./catalog.ts";
import { insertConversations } from "./conversations.ts";
import { insertFavouriteExamples } from "./favourites.ts";
import { insertFreshnessExamples } from "./freshness.ts";
import { insertPartners } from "./partners.ts";
import { groupByCategory, planPhotoPool, renderPhotoPool } from "./photo-pool.ts";
import { forkRandom } from "./random.ts";
import { insertSiteConfig } from "./site-config.ts";
import { insertStatistics } from "./statistics.ts";
import { FREE_TEAM } from "./team-list.ts";

export interface SeedOptions {
  boats: number;
  /** Where uploads live (`${dataDir}/uploads`); the photo pool is written there. */
  dataDir: string;
  seed: number;
  log?: (line: string) => void;
  /** The moment the data is generated around (listing dates, statistics); fixed in tests. */
  now?: Date;
  /** Number of drawn scenes boats share. */
  photoPoolSize?: number;
  /** Boats that get 90 days of statistics (the rest get none, to keep 1M-boat seeds practical). */
  statisticsBoatLimit?: number;
  storage?: Storage;
  /**
   * Load the boats in one transaction with their tables' secondary indexes and foreign keys set aside
   * (bulk-load.ts). Default: on PostgreSQL, from BULK_LOAD_FROM boats on.
   */
  bulkLoad?: boolean;
}

export interface SeedSummary {
  boats: number;
  teams: number;
  users: number;
  partners: number;
  conversations: number;
  statisticsRows: number;
  photosRendered: number;
  /** Milliseconds per step. */
  timings: Record<string, number>;
}

export const DEFAULT_PHOTO_POOL_SIZE = 24;
export const DEFAULT_STATISTICS_BOAT_LIMIT = 5_000;

/** Tables whose ids the seed assigns itself (PostgreSQL sequences must be moved past them). */
const EXPLICIT_ID_TABLES = [
  "boat_types",
  "conditions",
  "availabilities",
  "equipment_types",
  "equipments",
  "brands",
  "brand_models",
  "users",
  "teams",
  "boats",
];

/** True when no application data exists yet (the system rows of the migrations do not count). */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const tables = ["users", "teams", "boats", "brands", "boatTypes"] as const;
  for (const table of tables) {
    const row = await db.selectFrom(table).select("id").limit(1).executeTakeFirst();
    if (row) return false;
  }
  return true;
}

async function timed<T>(timings: Record<string, number>, name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    timings[name] = Math.round(performance.now() - started);
  }
}

/** Seeds an empty, migrated database. */
export async function seedDemoData(db: Kysely<Database>, options: SeedOptions): Promise<SeedSummary> {
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const seed = options.seed;
  const timings: Record<string, number> = {};
  const poolOptions = { seed, size: options.photoPoolSize ?? DEFAULT_PHOTO_POOL_SIZE };
  const storage = options.storage ?? createLocalStorage(options.dataDir);

  // Rendering runs on libvips threads while this thread writes rows: the two overlap on two cores.
  const rendering = timed(timings, "photos", () => renderPhotoPool(storage, poolOptions));
  rendering.catch(() => {}); // awaited below; keeps an early failure from being reported as unhandled
  const { photos } = planPhotoPool(poolOptions);

  // One hash for every demo account: argon2id costs ~100 ms per call by design.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const { catalog, accounts, partners } = await timed(timings, "reference", () =>
    db.transaction().execute(async (trx) => {
      const catalog = await insertCatalog(trx, now.toISOString());
      const accounts = await insertAccounts(trx, { passwordHash, now, rng: forkRandom(seed, "accounts") });
      const partners = await insertPartners(trx, { now, rng: forkRandom(seed, "partners") });
      await insertSiteConfig(trx, now);
      return { catalog, accounts, partners };
    }),
  );
  const brands = new Set(catalog.models.map((m) => m.brandId)).size;
  log(`Reference data: ${brands} brands, ${catalog.models.length} models, ${accounts.teams.length} teams.`);

  const ctx = {
    seed,
    now,
    catalog,
    teams: accounts.teams.filter((t) => t.canPostBoats && t.weight > 0),
    photos: groupByCategory(photos),
    nextReference: new Map<number, number>(),
  };
  const totals = await timed(timings, "boats", () =>
    insertBoats(db, ctx, options.boats, log, options.bulkLoad),
  );
  await db
    .transaction()
    .execute((trx) => insertFreshnessExamples(trx, { now, premiumTeamId: accounts.premiumTeamId }));
  await db.transaction().execute((trx) =>
    insertBillingExamples(trx, {
      now,
      teams: accounts.teams,
      premiumTeamId: accounts.premiumTeamId,
      freeTeamName: FREE_TEAM,
    }),
  );
  const conversations = await timed(timings, "conversations", () =>
    db
      .transaction()
      .execute((trx) => insertConversations(trx, accounts, { now, rng: forkRandom(seed, "conversations") })),
  );
  await timed(timings, "favourites", () =>
    insertFavouriteExamples(db, { now, buyerId: accounts.demoBuyerId }),
  );
  const statisticsRows = await timed(timings, "statistics", () =>
    insertStatistics(db, {
      seed,
      now,
      boatLimit: options.statisticsBoatLimit ?? DEFAULT_STATISTICS_BOAT_LIMIT,
      boostedTeamId: accounts.premiumTeamId,
    }),
  );
  await syncIdSequences(db, EXPLICIT_ID_TABLES);
  const photosRendered = await rendering;
  return {
    boats: totals.boats,
    teams: accounts.teams.length,
    users: accounts.userCount,
    partners,
    conversations,
    statisticsRows,
    photosRendered,
    timings,
  };
}
