/**
 * GET /search/changes (docs/decisions/044-search-memory-and-page-cache.md): since a cursor, the boats and teams
 * whose pages show something new (an edited label names the boats that carry it), so that the web server's page
 * cache drops exactly those pages; everything when a new label, or one no boat carries, changed or the cursor
 * cannot be trusted.
 */

import { DatabaseSync } from "node:sqlite";
import { parseShown, SHOWS_HEADER } from "@keel/contracts/page-shows";
import { nextUtcMidnight } from "@keel/contracts/price-history";
import type { TListingsChanges } from "@keel/contracts/search";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { createBoat, createTeam } from "../../test/factories.ts";
import { getTestApp, getTestDatabaseInfo, getTestDb } from "../../test/harness.ts";

let teamId = 0;
let boatId = 0;
let otherBoatId = 0;

async function changes(since?: string): Promise<TListingsChanges> {
  const app = await getTestApp();
  const response = await app.inject({
    method: "GET",
    url: `/api/v1/search/changes${since === undefined ? "" : `?since=${encodeURIComponent(since)}`}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["cache-control"]).toBe("no-store");
  return response.json() as TListingsChanges;
}

/** A cursor with nothing after it. */
async function cursorNow(): Promise<string> {
  return (await changes()).cursor;
}

beforeAll(async () => {
  teamId = (await createTeam()).id;
  boatId = (await createBoat({ teamId, title: "Changes one" })).id;
  otherBoatId = (await createBoat({ teamId, title: "Changes two" })).id;
});

describe("the listings' changes", () => {
  it("without a cursor, count everything as changed; with one, only what changed since", async () => {
    const first = await changes();
    expect(first.all).toBe(true);
    const again = await changes(first.cursor);
    expect(again).toMatchObject({ all: false, boats: [], teams: [], version: first.version });
  });

  it("name an edited boat, not its team, whose card shows nothing of the edit", async () => {
    const since = await cursorNow();
    await (await getTestDb()).updateTable("boats").set({ city: "Sète" }).where("id", "=", boatId).execute();
    const changed = await changes(since);
    expect(changed).toMatchObject({ all: false, boats: [boatId], teams: [] });
    expect(changed.version).toBeGreaterThan((await changes()).version - 1);
    expect(await changes(changed.cursor)).toMatchObject({ boats: [], teams: [], all: false });
  });

  it("name a boat sold or published again, not its team: the seller's count of boats follows its own rule", async () => {
    const db = await getTestDb();
    let since = await cursorNow();
    await db.updateTable("boats").set({ status: "sold" }).where("id", "=", otherBoatId).execute();
    let changed = await changes(since);
    expect(changed).toMatchObject({ all: false, boats: [otherBoatId], teams: [] });
    since = changed.cursor;
    await db.updateTable("boats").set({ status: "published" }).where("id", "=", otherBoatId).execute();
    changed = await changes(since);
    expect(changed).toMatchObject({ all: false, boats: [otherBoatId], teams: [] });
  });

  it("name a team whose seller card changed, and leave its boats alone", async () => {
    const db = await getTestDb();
    let since = await cursorNow();
    await db.updateTable("teams").set({ name: "Renamed marine" }).where("id", "=", teamId).execute();
    let changed = await changes(since);
    expect(changed).toMatchObject({ all: false, boats: [], teams: [teamId] });
    // A column the card does not show: nothing to render again.
    since = changed.cursor;
    await db.updateTable("teams").set({ phone: "+33 4 00 00 00 00" }).where("id", "=", teamId).execute();
    changed = await changes(since);
    expect(changed).toMatchObject({ all: false, boats: [], teams: [] });
    since = changed.cursor;
    await db
      .insertInto("professionalProfiles")
      .values({ teamId, memberSince: "2011", spokenLanguages: "fr,en" })
      .execute();
    await db
      .updateTable("professionalProfiles")
      .set({ spokenLanguages: "fr" })
      .where("teamId", "=", teamId)
      .execute();
    changed = await changes(since);
    expect(changed).toMatchObject({ all: false, boats: [], teams: [teamId] });
  });

  it("name every boat of a team switched off or on: they leave or join every list", async () => {
    const db = await getTestDb();
    const since = await cursorNow();
    await db.updateTable("teams").set({ status: "inactive" }).where("id", "=", teamId).execute();
    await db.updateTable("teams").set({ status: "active" }).where("id", "=", teamId).execute();
    const changed = await changes(since);
    expect(changed.all).toBe(false);
    expect(changed.boats.sort()).toEqual([boatId, otherBoatId].sort());
    expect(changed.teams).toEqual([teamId]);
  });

  it("count everything as changed for a new label, or one no boat carries (only the lists' filters show it)", async () => {
    const db = await getTestDb();
    const since = await cursorNow();
    const labels = {
      nameEnUs: "Tender",
      nameEnGb: "Tender",
      nameFr: "Annexe",
      nameIt: "Tender",
      nameEs: "Auxiliar",
    };
    const type = await db
      .insertInto("boatTypes")
      .values({ code: `tender-${teamId}`, category: "power", ...labels })
      .returning("id")
      .executeTakeFirstOrThrow();
    let changed = await changes(since);
    expect(changed).toMatchObject({ all: true, boats: [], teams: [] });
    await db.updateTable("boatTypes").set({ nameFr: "Annexe rigide" }).where("id", "=", type.id).execute();
    changed = await changes(changed.cursor);
    expect(changed).toMatchObject({ all: true, boats: [], teams: [] });
    await db.deleteFrom("boatTypes").where("id", "=", type.id).execute();
    expect((await changes(changed.cursor)).all).toBe(true);
  });

  it("name the boats that carry an edited label, and only them", async () => {
    const db = await getTestDb();
    const names = (en: string) => ({ nameEnUs: en, nameEnGb: en, nameFr: en, nameIt: en, nameEs: en });
    const type = await db
      .insertInto("boatTypes")
      .values({ code: `skiff-${teamId}`, category: "power", ...names("Skiff") })
      .returning("id")
      .executeTakeFirstOrThrow();
    const equipmentType = await db
      .insertInto("equipmentTypes")
      .values({ code: `deck-${teamId}`, ...names("Deck") })
      .returning("id")
      .executeTakeFirstOrThrow();
    const equipment = await db
      .insertInto("equipments")
      .values({ code: `cleat-${teamId}`, equipmentTypeId: equipmentType.id, ...names("Cleat") })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.updateTable("boats").set({ boatTypeId: type.id }).where("id", "=", boatId).execute();
    await db
      .insertInto("boatEquipments")
      .values({ boatId: otherBoatId, equipmentId: equipment.id })
      .execute();

    let since = await cursorNow();
    await db.updateTable("boatTypes").set({ nameFr: "Esquif" }).where("id", "=", type.id).execute();
    let changed = await changes(since);
    expect(changed).toMatchObject({ all: false, boats: [boatId], teams: [] });

    since = changed.cursor;
    await db.updateTable("equipments").set({ nameFr: "Taquet" }).where("id", "=", equipment.id).execute();
    changed = await changes(since);
    expect(changed).toMatchObject({ all: false, boats: [otherBoatId], teams: [] });

    since = changed.cursor;
    await db
      .updateTable("equipmentTypes")
      .set({ nameFr: "Pont" })
      .where("id", "=", equipmentType.id)
      .execute();
    changed = await changes(since);
    expect(changed).toMatchObject({ all: false, boats: [otherBoatId], teams: [] });

    // Once no boat carries it, only the lists' filters show it: everything again.
    await db.deleteFrom("boatEquipments").where("equipmentId", "=", equipment.id).execute();
    since = await cursorNow();
    await db
      .updateTable("equipments")
      .set({ nameFr: "Taquet double" })
      .where("id", "=", equipment.id)
      .execute();
    expect((await changes(since)).all).toBe(true);
  });

  it("count everything as changed for a cursor the log cannot answer, and refuse a malformed one", async () => {
    const now = await changes();
    expect((await changes(String(now.version + 1000))).all).toBe(true);
    const app = await getTestApp();
    const response = await app.inject({ method: "GET", url: "/api/v1/search/changes?since=1;drop" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: expect.any(String) } });
  });

  it("name a boat whose change committed after the cursor was read, though numbered before it", async () => {
    const { url, engine } = await getTestDatabaseInfo();
    const late = await createBoat({ teamId, title: "Changes late" });
    let since = await cursorNow();
    // Another process's transaction, left open across a read of the log.
    let run: (text: string) => Promise<unknown>;
    let close: () => Promise<void>;
    if (engine === "postgres") {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      run = (text) => client.query(text);
      close = () => client.end();
    } else {
      const connection = new DatabaseSync(url, { timeout: 5000 });
      run = async (text) => connection.exec(text);
      close = async () => connection.close();
    }
    try {
      await run("begin");
      await run(`update boats set title = 'Changes later' where id = ${late.id}`);
      const meanwhile = await changes(since);
      expect(meanwhile.boats).not.toContain(late.id);
      since = meanwhile.cursor;
      await run("commit");
    } finally {
      await close();
    }
    expect((await changes(since)).boats).toContain(late.id);
  });
});

describe("what an answer shows", () => {
  it("is declared by the answers pages are built from", async () => {
    const app = await getTestApp();
    const boat = await (await getTestDb())
      .selectFrom("boats")
      .select("slug")
      .where("id", "=", boatId)
      .executeTakeFirstOrThrow();
    const shown = async (url: string) => {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, response.body).toBe(200);
      return parseShown((response.headers[SHOWS_HEADER] as string | undefined) ?? null);
    };
    // Boat pages and cards change with the date too (days on market, a reduction ageing out, decision 051).
    const until = nextUtcMidnight(Date.now());
    expect(await shown(`/api/v1/boats/${boat.slug}`)).toEqual({
      boats: [boatId],
      teams: [teamId],
      listings: false,
      until,
    });
    expect(await shown(`/api/v1/boats/by-id/${boatId}`)).toEqual({
      boats: [boatId],
      teams: [teamId],
      listings: false,
      until,
    });
    const similar = await app.inject({ method: "GET", url: `/api/v1/boats/${boat.slug}/similar` });
    const cards = (similar.json() as { items: { id: number }[] }).items.map((item) => item.id);
    expect(parseShown(similar.headers[SHOWS_HEADER] as string)).toEqual({
      boats: cards,
      teams: [],
      listings: false,
      until,
    });
    expect(await shown("/api/v1/boats?facets=true")).toMatchObject({ listings: true, until });
    expect(await shown("/api/v1/catalog")).toEqual({ boats: [], teams: [], listings: false });
    expect(await shown("/api/v1/site-config")).toEqual({ boats: [], teams: [], listings: false });
  });
});
