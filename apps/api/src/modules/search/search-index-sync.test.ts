/**
 * The search index follows the database (docs/decisions/021-search-index.md): every change committed before
 * a search shows in it, whatever wrote it, in the process and in the worker threads, and an index that fell
 * behind the change log's window reloads in full.
 */
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../db/database.ts";
import { createBoat, createTeam } from "../../test/factories.ts";
import { buildTestApp, getTestApp, getTestDb } from "../../test/harness.ts";

let tag = "";
let teamId = 0;
let boatId = 0;

async function found(app: FastifyInstance, query: string): Promise<number[]> {
  const response = await app.inject({
    method: "GET",
    url: `/api/v1/boats?pageSize=48&facets=false&${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: { id: number }[] }).items.map((item) => item.id);
}

beforeAll(async () => {
  tag = `zs${Math.random().toString(36).slice(2, 8)}`;
  teamId = (await createTeam()).id;
  boatId = (await createBoat({ teamId, title: `Sync ${tag}`, country: "PT" })).id;
});

describe.each([
  ["in the API process", () => getTestApp()],
  ["in two worker threads", () => buildTestApp({ SEARCH_WORKERS: "2" })],
])("the search index %s", (_, appOf) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appOf();
  });

  it("shows status, team and listing changes at the next search", async () => {
    const db = await getTestDb();
    expect(await found(app, `q=${tag}`)).toEqual([boatId]);

    await db.updateTable("boats").set({ status: "sold" }).where("id", "=", boatId).execute();
    expect(await found(app, `q=${tag}`)).toEqual([]);
    await db.updateTable("boats").set({ status: "published" }).where("id", "=", boatId).execute();
    expect(await found(app, `q=${tag}`)).toEqual([boatId]);

    await db.updateTable("teams").set({ status: "inactive" }).where("id", "=", teamId).execute();
    expect(await found(app, `q=${tag}`)).toEqual([]);
    await db.updateTable("teams").set({ status: "active" }).where("id", "=", teamId).execute();
    expect(await found(app, `q=${tag}`)).toEqual([boatId]);

    // A field the index keeps, and a title the full-text engine reads: cached keyword sets are dropped.
    await db.updateTable("boats").set({ country: "GR" }).where("id", "=", boatId).execute();
    expect(await found(app, `q=${tag}&country=PT`)).toEqual([]);
    expect(await found(app, `q=${tag}&country=GR`)).toEqual([boatId]);
    await db
      .updateTable("boats")
      .set({ title: `Renamed ${tag}x` })
      .where("id", "=", boatId)
      .execute();
    expect(await found(app, `q=renamed ${tag}x`)).toEqual([boatId]);
    await db
      .updateTable("boats")
      .set({ title: `Sync ${tag}`, country: "PT" })
      .where("id", "=", boatId)
      .execute();
  });

  it("shows new and deleted boats, and equipment changes", async () => {
    const db = await getTestDb();
    const added = await createBoat({ teamId, title: `Sync ${tag} added`, country: "PT" });
    expect((await found(app, `q=${tag}`)).sort()).toEqual([boatId, added.id].sort());

    const labels = {
      nameEnUs: "Radar",
      nameEnGb: "Radar",
      nameFr: "Radar",
      nameIt: "Radar",
      nameEs: "Radar",
    };
    const equipmentTypeId = (
      await db
        .insertInto("equipmentTypes")
        .values({ code: `nav-${added.id}-${tag}`, ...labels })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    const equipment = await db
      .insertInto("equipments")
      .values({ code: `radar-${added.id}-${tag}`, equipmentTypeId, ...labels })
      .returning(["id", "code"])
      .executeTakeFirstOrThrow();
    expect(await found(app, `q=${tag}&equipment=${equipment.code}`)).toEqual([]);
    await db.insertInto("boatEquipments").values({ boatId: added.id, equipmentId: equipment.id }).execute();
    expect(await found(app, `q=${tag}&equipment=${equipment.code}`)).toEqual([added.id]);

    await db.deleteFrom("boatEquipments").where("boatId", "=", added.id).execute();
    await db.deleteFrom("boats").where("id", "=", added.id).execute();
    expect(await found(app, `q=${tag}`)).toEqual([boatId]);
  });
});

describe("the change log", () => {
  it("keeps its last 10,000 entries, and an index further behind reloads in full", async () => {
    const app = await getTestApp();
    const db = await getTestDb();
    expect(await found(app, `q=${tag}`)).toEqual([boatId]);
    // 10,050 changes in one statement, the last one hiding the boat: far beyond an incremental catch-up.
    await sql`
      insert into search_changes (team_id)
      select 0 from (
        with recursive n(i) as (select 1 union all select i + 1 from n where i < 10050) select i from n
      ) as numbers`.execute(db);
    await db
      .updateTable("boats")
      .set({ status: "draft", updatedAt: nowIso() })
      .where("id", "=", boatId)
      .execute();
    const { entries } = await db
      .selectFrom("searchChanges")
      .select((eb) => eb.fn.countAll<number>().as("entries"))
      .executeTakeFirstOrThrow();
    expect(Number(entries)).toBeLessThanOrEqual(10_000);
    expect(await found(app, `q=${tag}`)).toEqual([]);
    await db.updateTable("boats").set({ status: "published" }).where("id", "=", boatId).execute();
    expect(await found(app, `q=${tag}`)).toEqual([boatId]);
  });
});
