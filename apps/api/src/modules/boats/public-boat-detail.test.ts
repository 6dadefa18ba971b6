import type { Kysely } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/schema.ts";
import { createBoat, createTeam } from "../../test/factories.ts";
import { getTestApp, getTestDb } from "../../test/harness.ts";
import { TEAM_COUNT_TTL_MS } from "./team-public-boat-count.ts";

const get = async (url: string) => (await getTestApp()).inject({ method: "GET", url });

let serial = 0;
/** A reference-list row with a label per locale (the French one blank, to exercise the en-US fallback). */
async function createLabelled(
  db: Kysely<Database>,
  table: "conditions" | "availabilities" | "equipmentTypes",
  name: string,
  sortOrder = 0,
) {
  const code = `${name.toLowerCase().replace(/\W+/g, "-")}-${++serial}`;
  return db
    .insertInto(table)
    .values({
      code,
      sortOrder,
      nameEnUs: name,
      nameEnGb: `${name} (UK)`,
      nameFr: "",
      nameIt: `${name} (IT)`,
      nameEs: `${name} (ES)`,
    })
    .returning(["id", "code"])
    .executeTakeFirstOrThrow();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("public boat detail: joined labels and lists", () => {
  it("labels type, condition, availability and equipment in the requested language, with the catalog brand", async () => {
    const db = await getTestDb();
    const type = await db
      .insertInto("boatTypes")
      .values({
        code: `trawler-${++serial}`,
        category: "power",
        nameEnUs: "Trawler",
        nameEnGb: "Trawler",
        nameFr: "Chalutier",
        nameIt: "Trawler",
        nameEs: "Arrastrero",
      })
      .returning(["id", "code"])
      .executeTakeFirstOrThrow();
    const condition = await createLabelled(db, "conditions", "Excellent");
    const availability = await createLabelled(db, "availabilities", "Immediately");
    const now = new Date().toISOString();
    const brand = await db
      .insertInto("brands")
      .values({ slug: `nordhavn-${++serial}`, name: "Nordhavn", createdAt: now, updatedAt: now })
      .returning(["id", "slug"])
      .executeTakeFirstOrThrow();
    const safety = await createLabelled(db, "equipmentTypes", "Safety", 2);
    const comfort = await createLabelled(db, "equipmentTypes", "Comfort", 1);
    const equipment = async (typeId: number, name: string, sortOrder: number) =>
      db
        .insertInto("equipments")
        .values({
          code: `${name.toLowerCase()}-${++serial}`,
          equipmentTypeId: typeId,
          sortOrder,
          nameEnUs: name,
          nameEnGb: name,
          nameFr: `${name} (FR)`,
          nameIt: name,
          nameEs: name,
        })
        .returning(["id", "code"])
        .executeTakeFirstOrThrow();
    const liferaft = await equipment(safety.id, "Liferaft", 1);
    const heating = await equipment(comfort.id, "Heating", 2);
    const fridge = await equipment(comfort.id, "Fridge", 1);
    const team = await createTeam();
    const boat = await createBoat({
      teamId: team.id,
      boatTypeId: type.id,
      conditionId: condition.id,
      availabilityId: availability.id,
      brandId: brand.id,
      brandName: "Nordhavn",
    });
    await db
      .insertInto("boatEquipments")
      .values([liferaft, heating, fridge].map((e) => ({ boatId: boat.id, equipmentId: e.id })))
      .execute();
    await db
      .insertInto("boatFeatures")
      .values([
        { boatId: boat.id, position: 1, label: "Second" },
        { boatId: boat.id, position: 0, label: "First" },
      ])
      .execute();

    const fr = (await get(`/api/v1/boats/${boat.slug}?locale=fr`)).json();
    expect(fr).toMatchObject({
      boatType: { code: type.code, label: "Chalutier", category: "power" },
      // A blank French label falls back to en-US.
      condition: { code: condition.code, label: "Excellent" },
      availability: { code: availability.code, label: "Immediately" },
      brand: { name: "Nordhavn", slug: brand.slug },
      features: ["First", "Second"],
      equipment: [
        {
          type: comfort.code,
          label: "Comfort",
          items: [
            { code: fridge.code, label: "Fridge (FR)" },
            { code: heating.code, label: "Heating (FR)" },
          ],
        },
        { type: safety.code, label: "Safety", items: [{ code: liferaft.code, label: "Liferaft (FR)" }] },
      ],
    });
    const gb = (await get(`/api/v1/boats/by-id/${boat.id}?locale=en-GB`)).json();
    expect(gb).toMatchObject({
      condition: { label: "Excellent (UK)" },
      availability: { label: "Immediately (UK)" },
      equipment: [{ label: "Comfort (UK)" }, { label: "Safety (UK)" }],
    });
  });

  it("answers null references and a free-text brand when the boat has no catalog entries", async () => {
    const team = await createTeam();
    const boat = await createBoat({ teamId: team.id, brandName: "Homemade" });
    const body = (await get(`/api/v1/boats/${boat.slug}`)).json();
    expect(body).toMatchObject({
      boatType: null,
      condition: null,
      availability: null,
      brand: { name: "Homemade", slug: null },
      equipment: [],
      features: [],
      photos: [],
      seller: { teamId: team.id, memberSince: null, spokenLanguages: [], publicBoats: 1 },
    });
  });
});

describe("public boat detail: the seller's public boat count", () => {
  it("is cached for a minute per team, then counted again", async () => {
    const realNow = Date.now();
    let offset = 0;
    vi.spyOn(Date, "now").mockImplementation(() => realNow + offset);
    const db = await getTestDb();
    const team = await createTeam();
    const first = await createBoat({ teamId: team.id });
    await createBoat({ teamId: team.id, status: "draft" });
    const count = async () => (await get(`/api/v1/boats/${first.slug}`)).json().seller.publicBoats;
    expect(await count()).toBe(1);

    const second = await createBoat({ teamId: team.id, status: "under_offer" });
    offset = TEAM_COUNT_TTL_MS - 1;
    // Still within the minute: the count read at first is served, also on the sibling's page.
    expect(await count()).toBe(1);
    expect((await get(`/api/v1/boats/${second.slug}`)).json().seller.publicBoats).toBe(1);

    offset = TEAM_COUNT_TTL_MS;
    expect(await count()).toBe(2);

    await db.updateTable("boats").set({ status: "sold" }).where("id", "=", second.id).execute();
    offset = 2 * TEAM_COUNT_TTL_MS;
    expect(await count()).toBe(1);
    // The boat's own state is never cached: the sold one is gone at once.
    expect((await get(`/api/v1/boats/${second.slug}`)).statusCode).toBe(410);
  });

  it("is kept per team", async () => {
    const team = await createTeam();
    const other = await createTeam();
    const boat = await createBoat({ teamId: team.id });
    const otherBoat = await createBoat({ teamId: other.id });
    await createBoat({ teamId: other.id });
    expect((await get(`/api/v1/boats/${boat.slug}`)).json().seller.publicBoats).toBe(1);
    expect((await get(`/api/v1/boats/${otherBoat.slug}`)).json().seller.publicBoats).toBe(2);
  });
});
