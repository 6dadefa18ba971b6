/**
 * The search index follows the database (docs/decisions/021-search-index.md): every change committed before
 * a search shows in it, whatever wrote it, in the process and in the worker threads, and an index that fell
 * behind the change log's window reloads in full.
 */
import { DatabaseSync } from "node:sqlite";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../../db/database.ts";
import { createBoat, createTeam } from "../../test/factories.ts";
import { buildTestApp, getTestApp, getTestDatabaseInfo, getTestDb } from "../../test/harness.ts";

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

  it("warms up with whole searches, and answers afterwards as before, changes included", async () => {
    const db = await getTestDb();
    const body = async () =>
      (await app.inject({ method: "GET", url: `/api/v1/boats?q=${tag}&locale=fr` })).body;
    const before = await body();
    expect(await app.boatSearch.warm()).toBeGreaterThan(0);
    expect(await body()).toBe(before);
    await db.updateTable("boats").set({ country: "GR" }).where("id", "=", boatId).execute();
    expect(await found(app, `q=${tag}&country=GR`)).toEqual([boatId]);
    await db.updateTable("boats").set({ country: "PT" }).where("id", "=", boatId).execute();
    expect(await body()).toBe(before);
  });

  it("resolves codes and slugs and labels facets with the reference lists as committed before the search", async () => {
    // The worker holds the lists beside its index (search-labels.ts), read again whenever the log moves.
    const db = await getTestDb();
    const suffix = `${Math.random().toString(36).slice(2, 8)}`;
    const names = (name: string) => ({
      nameEnUs: name,
      nameEnGb: name,
      nameFr: `${name} fr`,
      nameIt: name,
      nameEs: name,
    });
    const type = await db
      .insertInto("boatTypes")
      .values({ code: `zt-${suffix}`, category: "sail", ...names("Junk") })
      .returning("id")
      .executeTakeFirstOrThrow();
    const now = nowIso();
    const brand = await db
      .insertInto("brands")
      .values({ slug: `zb-${suffix}`, name: "Zebra Yachts", createdAt: now, updatedAt: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const boat = await createBoat({ teamId, title: `Labels ${tag}`, boatTypeId: type.id, brandId: brand.id });
    const facetsOf = async (query: string) => {
      const response = await app.inject({
        method: "GET",
        url: `/api/v1/boats?q=labels+${tag}&locale=fr&${query}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { items, facets } = response.json() as {
        items: { id: number }[];
        facets: Record<string, { value: string; label: string; count: number }[]>;
      };
      return { ids: items.map((item) => item.id), type: facets.type, brand: facets.brand };
    };

    const before = await facetsOf(`type=zt-${suffix}&brand=zb-${suffix}`);
    expect(before).toEqual({
      ids: [boat.id],
      type: [{ value: `zt-${suffix}`, label: "Junk fr", count: 1 }],
      brand: [{ value: `zb-${suffix}`, label: "Zebra Yachts", count: 1 }],
    });

    // Renamed and recoded by another process (the back office, a script): the next search knows only the new.
    await db
      .updateTable("boatTypes")
      .set({ code: `zu-${suffix}`, ...names("Jonque") })
      .where("id", "=", type.id)
      .execute();
    await db
      .updateTable("brands")
      .set({ slug: `zc-${suffix}`, name: "Zebra Marine" })
      .where("id", "=", brand.id)
      .execute();
    expect((await facetsOf(`type=zt-${suffix}`)).ids).toEqual([]);
    expect((await facetsOf(`brand=zb-${suffix}`)).ids).toEqual([]);
    expect(await facetsOf(`type=zu-${suffix}&brand=zc-${suffix}`)).toEqual({
      ids: [boat.id],
      type: [{ value: `zu-${suffix}`, label: "Jonque fr", count: 1 }],
      brand: [{ value: `zc-${suffix}`, label: "Zebra Marine", count: 1 }],
    });

    await db.deleteFrom("boats").where("id", "=", boat.id).execute();
    await db.deleteFrom("boatTypes").where("id", "=", type.id).execute();
    await db.deleteFrom("brands").where("id", "=", brand.id).execute();
  });

  it("answers similar boats, and a 404 with the one error shape for an unknown boat", async () => {
    const twin = await createBoat({ teamId, title: `Twin ${tag}`, lengthM: 12.2 });
    const similar = await app.inject({ method: "GET", url: `/api/v1/boats/${twin.slug}/similar` });
    expect(similar.statusCode, similar.body).toBe(200);
    expect(similar.json().items.map((card: { id: number }) => card.id)).toContain(boatId);
    const unknown = await app.inject({ method: "GET", url: "/api/v1/boats/no-such-boat-here/similar" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
    await (await getTestDb()).deleteFrom("boats").where("id", "=", twin.id).execute();
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
    // 10,050 draft boats in one statement (as an import would write them), then the boat hidden: the index
    // is far more than an incremental catch-up behind.
    const now = nowIso();
    await sql`
      insert into boats (team_id, slug, reference, title, created_at, updated_at)
      select ${teamId}, 'bulk-' || i || '-' || ${tag}, 'bulk-' || i, 'Bulk', ${now}, ${now} from (
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
    await db.deleteFrom("boats").where("slug", "like", `bulk-%-${tag}`).execute();
    await db.updateTable("boats").set({ status: "published" }).where("id", "=", boatId).execute();
    expect(await found(app, `q=${tag}`)).toEqual([boatId]);
  });
});

describe("a transaction that commits after a later one", () => {
  /** A second connection with a transaction left open, as another API process would hold one. */
  async function openTransaction(): Promise<{ run(text: string): Promise<void>; close(): Promise<void> }> {
    const { url, engine } = await getTestDatabaseInfo();
    if (engine === "postgres") {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return {
        run: async (text) => {
          await client.query(text);
        },
        close: () => client.end(),
      };
    }
    const connection = new DatabaseSync(url, { timeout: 5000 });
    return {
      run: async (text) => {
        connection.exec(text);
      },
      close: async () => connection.close(),
    };
  }

  it("shows its change once it commits, even though its log entry is numbered before the other's", async () => {
    const app = await getTestApp();
    const db = await getTestDb();
    const { engine } = await getTestDatabaseInfo();
    // Found by length, not keyword: the full-text engine reads the database and would hide what the index missed.
    const slow = await createBoat({ teamId, title: `Slow ${tag}`, lengthM: 97.3 });
    const fast = await createBoat({ teamId, title: `Fast ${tag}`, lengthM: 96.1 });
    const slowOnes = "lengthMin=97.3&lengthMax=97.3";
    const fastOnes = "lengthMin=96.1&lengthMax=96.1";
    expect((await found(app, `q=${tag}&sort=newest`)).sort()).toEqual([boatId, slow.id, fast.id].sort());

    const other = await openTransaction();
    try {
      await other.run("begin");
      await other.run(`update boats set status = 'sold' where id = ${slow.id}`);
      // Not committed: buyers still see the boat.
      expect(await found(app, slowOnes)).toEqual([slow.id]);
      if (engine === "postgres") {
        // PostgreSQL lets another transaction write meanwhile: its entry, numbered after, commits first.
        await db.updateTable("boats").set({ status: "sold" }).where("id", "=", fast.id).execute();
        expect(await found(app, fastOnes)).toEqual([]);
        expect(await found(app, slowOnes)).toEqual([slow.id]);
      }
      await other.run("commit");
    } finally {
      await other.close();
    }
    expect(await found(app, slowOnes)).toEqual([]);
    await db.deleteFrom("boats").where("id", "in", [slow.id, fast.id]).execute();
  });
});
