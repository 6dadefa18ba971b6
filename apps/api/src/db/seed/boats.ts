/**
 * Streams generated boats into the database: each transaction generates and writes one chunk of boats
 * with all their child rows, then lets it go, so memory stays flat from 50 boats to 1,000,000.
 */
import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { type BoatBundle, type GeneratorContext, generateBoat } from "./boat-generator.ts";
import { insertRows } from "./bulk-insert.ts";
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

async function writeChunk(db: Kysely<Database>, bundles: BoatBundle[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
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
  });
}

export async function insertBoats(
  db: Kysely<Database>,
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
  for (let first = 1; first <= count; first += BOATS_PER_TRANSACTION) {
    const last = Math.min(count, first + BOATS_PER_TRANSACTION - 1);
    const bundles: BoatBundle[] = [];
    for (let id = first; id <= last; id++) bundles.push(generateBoat(ctx, picker, id));
    await writeChunk(db, bundles);
    totals.boats += bundles.length;
    for (const b of bundles) {
      totals.engines += b.engines.length;
      totals.equipments += b.equipments.length;
      totals.features += b.features.length;
      totals.photos += b.photos.length;
      totals.texts += b.texts.length;
    }
    if (count > BOATS_PER_TRANSACTION && (last % reportEvery === 0 || last === count)) {
      const seconds = (performance.now() - started) / 1000;
      log(
        `  ${last.toLocaleString("en-US")} / ${count.toLocaleString("en-US")} boats (${seconds.toFixed(1)} s)`,
      );
    }
  }
  return totals;
}
