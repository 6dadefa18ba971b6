/**
 * Streams generated boats into the database: boats are generated and written one chunk at a time, each with
 * all its child rows, then let go, so memory stays flat from 50 boats to 1,000,000. Large loads run as one
 * transaction with the boat tables' secondary indexes and foreign keys set aside (bulk-load.ts).
 */
import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { type BoatBundle, type GeneratorContext, generateBoat } from "./boat-generator.ts";
import { insertRows, isPostgres } from "./bulk-insert.ts";
import { setAsideForBulkLoad } from "./bulk-load.ts";
import { createModelPicker } from "./model-picker.ts";

/** Large enough to amortise a commit, small enough to keep a chunk's rows in a few MB. */
const BOATS_PER_TRANSACTION = 2_000;

export interface BoatTotals {
  boats: number;
  engines: number;
  equipments: number;
  features: number;
  photos: number;
  texts: number;
}

async function writeChunk(trx: Kysely<Database>, bundles: BoatBundle[]): Promise<void> {
  await insertRows(
    trx,
    "boats",
    bundles.map((b) => b.boat),
  );
  await insertRows(
    trx,
    "boatEngines",
    bundles.flatMap((b) => b.engines),
  );
  await insertRows(
    trx,
    "boatEquipments",
    bundles.flatMap((b) => b.equipments),
  );
  await insertRows(
    trx,
    "boatFeatures",
    bundles.flatMap((b) => b.features),
  );
  await insertRows(
    trx,
    "boatPhotos",
    bundles.flatMap((b) => b.photos),
  );
  await insertRows(
    trx,
    "boatTexts",
    bundles.flatMap((b) => b.texts),
  );
}

/**
 * On PostgreSQL, from this many boats on, the load runs as one transaction with the boat tables' secondary
 * indexes and foreign keys set aside (bulk-load.ts); below it, and on SQLite, each chunk commits on its own.
 * SQLite gains nothing from it (20,000 boats: 12.2 s of CPU in bulk, 12.0 s chunk by chunk), and one
 * transaction there would hold a whole 1M-boat load in its write-ahead log.
 */
export const BULK_LOAD_FROM = 20_000;

type Chunks = (write: (trx: Kysely<Database>) => Promise<void>) => Promise<void>;

async function writeBoats(
  runChunk: Chunks,
  ctx: GeneratorContext,
  count: number,
  log: (line: string) => void,
): Promise<BoatTotals> {
  const picker = createModelPicker(ctx.catalog.models);
  const totals: BoatTotals = { boats: 0, engines: 0, equipments: 0, features: 0, photos: 0, texts: 0 };
  const reportEvery = Math.max(
    BOATS_PER_TRANSACTION,
    Math.ceil(count / 10 / BOATS_PER_TRANSACTION) * BOATS_PER_TRANSACTION,
  );
  const started = performance.now();
  const report = (written: number) => {
    if (count <= BOATS_PER_TRANSACTION || (written % reportEvery !== 0 && written !== count)) return;
    const seconds = (performance.now() - started) / 1000;
    log(
      `  ${written.toLocaleString("en-US")} / ${count.toLocaleString("en-US")} boats (${seconds.toFixed(1)} s, ` +
        `${Math.round(written / seconds).toLocaleString("en-US")} boats/s)`,
    );
  };
  // The next chunk is generated while the database stores the previous one.
  let writing: Promise<number> | undefined;
  try {
    for (let first = 1; first <= count; first += BOATS_PER_TRANSACTION) {
      const last = Math.min(count, first + BOATS_PER_TRANSACTION - 1);
      const bundles: BoatBundle[] = [];
      for (let id = first; id <= last; id++) bundles.push(generateBoat(ctx, picker, id));
      if (writing) report(await writing);
      writing = runChunk((trx) => writeChunk(trx, bundles)).then(() => last);
      totals.boats += bundles.length;
      for (const b of bundles) {
        totals.engines += b.engines.length;
        totals.equipments += b.equipments.length;
        totals.features += b.features.length;
        totals.photos += b.photos.length;
        totals.texts += b.texts.length;
      }
    }
    if (writing) report(await writing);
  } finally {
    // When generating throws, the write in flight settles before the error goes up: nothing runs after it.
    await writing?.catch(() => {});
  }
  return totals;
}

/** Generates boats 1 to `count` with their child rows and writes them. */
export async function insertBoats(
  db: Kysely<Database>,
  ctx: GeneratorContext,
  count: number,
  log: (line: string) => void,
  bulkLoad: boolean = isPostgres(db) && count >= BULK_LOAD_FROM,
): Promise<BoatTotals> {
  if (!bulkLoad) return writeBoats((write) => db.transaction().execute(write), ctx, count, log);
  return db.transaction().execute(async (trx) => {
    const setAside = await setAsideForBulkLoad(trx);
    const totals = await writeBoats((write) => write(trx), ctx, count, log);
    const started = performance.now();
    await setAside.restore();
    log(
      `  rebuilt ${setAside.indexes} indexes and checked ${setAside.foreignKeys} foreign keys in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return totals;
  });
}
