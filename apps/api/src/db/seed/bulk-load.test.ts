import { type Kysely, sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { getTestDatabaseInfo, getTestDb, testEngine } from "../../test/harness.ts";
import type { Database } from "../schema.ts";
import { isPostgres } from "./bulk-insert.ts";
import { setAsideForBulkLoad } from "./bulk-load.ts";
import { clearDatabase } from "./clear-database.ts";
import { type SeedOptions, seedDemoData } from "./seed.ts";

const NOW = new Date("2026-11-20T09:00:00Z");

let db: Kysely<Database>;
let dataDir: string;

beforeAll(async () => {
  db = await getTestDb();
  dataDir = (await getTestDatabaseInfo()).dataDir;
});

const options = (bulkLoad: boolean): SeedOptions => ({
  boats: 40,
  seed: 11,
  dataDir,
  now: NOW,
  photoPoolSize: 4,
  statisticsBoatLimit: 5,
  bulkLoad,
});

/** Every index, foreign key and trigger of the schema, as the database describes them. */
async function schemaObjects(database: Kysely<Database>): Promise<string[]> {
  if (isPostgres(database)) {
    const { rows } = await sql<{ line: string }>`
      select 'index ' || tablename || ' ' || indexname || ' ' || indexdef as line
      from pg_indexes where schemaname = current_schema()
      union all
      select 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
        || case when convalidated then '' else ' not valid' end
      from pg_constraint where connamespace = current_schema()::regnamespace
      union all
      select 'trigger ' || tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text
      from pg_trigger where not tgisinternal
      order by 1`.execute(database);
    return rows.map((r) => r.line);
  }
  const { rows } = await sql<{ line: string }>`
    select type || ' ' || tbl_name || ' ' || name || ' ' || coalesce(sql, '') as line
    from sqlite_master where type in ('index', 'trigger') order by 1`.execute(database);
  return rows.map((r) => r.line);
}

/** Engine rows without their own ids, which the database assigns. */
const withoutId = <T extends { id?: unknown }>(rows: T[]) => rows.map(({ id: _id, ...row }) => row);

/** Every boat and child row the seed writes, in a stable order. */
async function boatRows(database: Kysely<Database>) {
  return {
    boats: await database.selectFrom("boats").selectAll().orderBy("id").execute(),
    engines: withoutId(
      await database.selectFrom("boatEngines").selectAll().orderBy("boatId").orderBy("position").execute(),
    ),
    equipments: await database
      .selectFrom("boatEquipments")
      .selectAll()
      .orderBy("boatId")
      .orderBy("equipmentId")
      .execute(),
    features: await database
      .selectFrom("boatFeatures")
      .selectAll()
      .orderBy("boatId")
      .orderBy("position")
      .execute(),
    photos: await database
      .selectFrom("boatPhotos")
      .select(["boatId", "position", "storageKey", "width", "height", "caption", "createdAt"])
      .orderBy("boatId")
      .orderBy("position")
      .execute(),
    texts: await database.selectFrom("boatTexts").selectAll().orderBy("boatId").orderBy("locale").execute(),
    // Ids and times of the logs come from sequences and the clock; what they record must match.
    publications: await database
      .selectFrom("boatChanges")
      .select(["boatId", "kind", "newPriceAmount", "newCurrency"])
      .orderBy("boatId")
      .orderBy("kind")
      .execute(),
    notedBoats: (
      await database
        .selectFrom("searchChanges")
        .select("boatId")
        .distinct()
        .where("boatId", "is not", null)
        .orderBy("boatId")
        .execute()
    ).map((r) => r.boatId),
  };
}

describe("bulk loading boats", () => {
  // Two whole seeds: in the hook, whose timeout allows for a loaded machine.
  let before: { schema: string[]; rows: Awaited<ReturnType<typeof boatRows>>; boats: number };
  let after: typeof before;
  beforeAll(async () => {
    const schema = await schemaObjects(db);
    const chunked = await seedDemoData(db, options(false));
    before = { schema, rows: await boatRows(db), boats: chunked.boats };
    await clearDatabase(db);
    const bulk = await seedDemoData(db, options(true));
    after = { schema: await schemaObjects(db), rows: await boatRows(db), boats: bulk.boats };
  });

  it("writes the same boats, child rows and change notes as chunk by chunk", () => {
    expect(after.boats).toBe(before.boats);
    expect(after.rows.boats.length).toBe(40);
    expect(after.rows.equipments.length).toBeGreaterThan(40);
    expect(after.rows.publications.length).toBeGreaterThan(0);
    expect(after.rows.notedBoats.length).toBe(40);
    expect(after.rows).toEqual(before.rows);
  });

  it("leaves every index, constraint and trigger as the migrations made them", () => {
    expect(after.schema.length).toBeGreaterThan(0);
    expect(after.schema).toEqual(before.schema);
  });

  it("rolls the schema back with the load when it fails", async () => {
    const schema = await schemaObjects(db);
    await expect(
      db.transaction().execute(async (trx) => {
        const setAside = await setAsideForBulkLoad(trx);
        expect(setAside.indexes).toBeGreaterThan(0);
        expect(await schemaObjects(trx)).not.toEqual(schema);
        throw new Error("the load failed");
      }),
    ).rejects.toThrow("the load failed");
    expect(await schemaObjects(db)).toEqual(schema);
  });

  // PostgreSQL sets its foreign keys aside and checks every row when it puts them back; SQLite keeps them in
  // force throughout (its set-aside touches indexes and the trigger only), so the row is refused at once.
  it("refuses a row pointing at no boat: when the foreign keys are put back, or at once where they stay", async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        const setAside = await setAsideForBulkLoad(trx);
        expect(setAside.foreignKeys > 0).toBe(testEngine() === "postgres");
        await trx
          .insertInto("boatFeatures")
          .values({ boatId: 999_999, position: 0, label: "Nowhere" })
          .execute();
        await setAside.restore();
      }),
    ).rejects.toThrow(/foreign key/i);
  });
});
