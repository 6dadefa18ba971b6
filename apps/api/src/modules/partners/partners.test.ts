import { randomBytes } from "node:crypto";
import type { Insertable } from "kysely";
import { describe, expect, it } from "vitest";
import { nowIso } from "../../db/database.ts";
import type { PartnersTable } from "../../db/schema.ts";
import { getTestApp, getTestDb } from "../../test/harness.ts";

/** A marker word shared by one test's partners, so each test reads only the rows it made. */
const marker = () => `mk${randomBytes(4).toString("hex")}`;

async function createPartner(overrides: Partial<Insertable<PartnersTable>> = {}) {
  const db = await getTestDb();
  const now = nowIso();
  const slug = `partner-${randomBytes(5).toString("hex")}`;
  return db
    .insertInto("partners")
    .values({
      slug,
      name: `Partner ${slug}`,
      category: "marina",
      description: "Berths and a fuel dock.",
      website: "https://www.partner.example",
      email: "hello@partner.example",
      phone: "+33 4 94 00 00 00",
      country: "FR",
      city: "Hyères",
      createdAt: now,
      updatedAt: now,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function list(query: string) {
  const app = await getTestApp();
  return app.inject({ method: "GET", url: `/api/v1/partners?${query}` });
}

describe("GET partners", () => {
  it("lists active partners by name with category and country counts, never inactive ones", async () => {
    const word = marker();
    await createPartner({ name: `Zeta Surveys ${word}`, category: "surveyor", country: "GB", city: "Cowes" });
    await createPartner({ name: `Alpha Marina ${word}`, category: "marina", country: "FR" });
    await createPartner({ name: `Beta Marina ${word}`, category: "marina", country: "IT" });
    await createPartner({ name: `Hidden Marina ${word}`, status: "inactive" });

    const response = await list(`q=${word}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toMatch(/^public, max-age=\d+/);
    const body = response.json();
    expect(body.total).toBe(3);
    expect(body.items.map((p: { name: string }) => p.name)).toEqual([
      `Alpha Marina ${word}`,
      `Beta Marina ${word}`,
      `Zeta Surveys ${word}`,
    ]);
    expect(body.items[0]).not.toHaveProperty("email");
    expect(body.facets.category).toEqual([
      { value: "marina", count: 2 },
      { value: "surveyor", count: 1 },
    ]);
    expect(body.facets.country).toEqual([
      { value: "FR", count: 1 },
      { value: "GB", count: 1 },
      { value: "IT", count: 1 },
    ]);
  });

  it("matches every word in name, description or city, whatever the case, and takes wildcards literally", async () => {
    const word = marker();
    const inCity = await createPartner({ name: `Harbour ${word}`, city: "La Rochelle" });
    const inDescription = await createPartner({
      name: `Yard ${word}`,
      category: "shipyard",
      description: "Osmosis treatment and ROCHELLE-style refits.",
    });
    await createPartner({ name: `Other ${word}`, city: "Brest" });

    const both = (await list(`q=${encodeURIComponent(`${word.toUpperCase()} rochelle`)}`)).json();
    expect(both.items.map((p: { id: number }) => p.id).sort()).toEqual([inCity.id, inDescription.id].sort());
    const one = (await list(`q=${encodeURIComponent(`osmosis ${word}`)}`)).json();
    expect(one.items.map((p: { id: number }) => p.id)).toEqual([inDescription.id]);
    expect((await list(`q=${encodeURIComponent(`${word} %`)}`)).json().total).toBe(0);
    expect((await list(`q=${encodeURIComponent(`${word} _`)}`)).json().total).toBe(0);
  });

  it("filters by category and country, keeping each facet's counts free of its own filter", async () => {
    const word = marker();
    await createPartner({ name: `A ${word}`, category: "finance", country: "FR" });
    await createPartner({ name: `B ${word}`, category: "finance", country: "IT" });
    await createPartner({ name: `C ${word}`, category: "insurance", country: "FR" });

    const body = (await list(`q=${word}&category=finance&country=FR`)).json();
    expect(body.items.map((p: { name: string }) => p.name)).toEqual([`A ${word}`]);
    expect(body.total).toBe(1);
    // Categories counted in FR, countries counted among finance partners.
    expect(body.facets.category).toEqual([
      { value: "finance", count: 1 },
      { value: "insurance", count: 1 },
    ]);
    expect(body.facets.country).toEqual([
      { value: "FR", count: 1 },
      { value: "IT", count: 1 },
    ]);
  });

  it("paginates with a stable order and answers an empty page past the end", async () => {
    const word = marker();
    for (let i = 0; i < 14; i += 1) {
      await createPartner({ name: `P${String(i).padStart(2, "0")} ${word}`, category: "transport" });
    }
    const first = (await list(`q=${word}&pageSize=12`)).json();
    const second = (await list(`q=${word}&pageSize=12&page=2`)).json();
    expect(first).toMatchObject({ total: 14, page: 1, pageSize: 12 });
    expect(first.items).toHaveLength(12);
    expect(second.items.map((p: { name: string }) => p.name)).toEqual([`P12 ${word}`, `P13 ${word}`]);
    const past = (await list(`q=${word}&pageSize=12&page=3`)).json();
    expect(past).toMatchObject({ total: 14, items: [] });
  });

  it("refuses bad parameters with 400 and field details", async () => {
    for (const query of ["category=casino", "country=XX", "pageSize=13", "page=0", `q=${"x".repeat(101)}`]) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_FAILED");
      expect(response.json().error.details[0].path).toMatch(/^querystring\./);
    }
  });
});

describe("GET partners/{slug}", () => {
  it("answers the full partner, with its logo when it has one", async () => {
    const partner = await createPartner({ category: "legal", logoKey: "partners/abc" });
    const app = await getTestApp();
    const response = await app.inject({ method: "GET", url: `/api/v1/partners/${partner.slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toMatch(/^public/);
    expect(response.json()).toEqual({
      id: partner.id,
      slug: partner.slug,
      name: partner.name,
      category: "legal",
      description: "Berths and a fuel dock.",
      language: "en-US",
      country: "FR",
      city: "Hyères",
      logoUrl: "/media/partners/abc-320.webp",
      website: "https://www.partner.example",
      email: "hello@partner.example",
      phone: "+33 4 94 00 00 00",
    });
  });

  it("answers 404 for unknown and inactive partners, 400 for a malformed slug", async () => {
    const app = await getTestApp();
    const inactive = await createPartner({ status: "inactive" });
    for (const slug of ["no-such-partner", inactive.slug]) {
      const response = await app.inject({ method: "GET", url: `/api/v1/partners/${slug}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
    const malformed = await app.inject({ method: "GET", url: "/api/v1/partners/Bad%20Slug" });
    expect(malformed.statusCode).toBe(400);
  });
});

describe("partner descriptions in the reader's language", () => {
  it("serve the description in the requested language when the partner has it, else the original with its language", async () => {
    const word = marker();
    const partner = await createPartner({ name: `Port ${word}`, description: "Berths and a fuel dock." });
    const db = await getTestDb();
    await db
      .insertInto("partnerTexts")
      .values([
        { partnerId: partner.id, locale: "fr", description: `Places et station ${word}carburant.` },
        { partnerId: partner.id, locale: "it", description: "Posti barca e distributore." },
      ])
      .execute();
    const app = await getTestApp();
    const page = async (query: string, headers: Record<string, string> = {}) =>
      (await app.inject({ method: "GET", url: `/api/v1/partners/${partner.slug}${query}`, headers })).json();
    expect(await page("?locale=fr")).toMatchObject({
      description: `Places et station ${word}carburant.`,
      language: "fr",
    });
    expect(await page("", { "accept-language": "it-IT,it;q=0.9" })).toMatchObject({
      description: "Posti barca e distributore.",
      language: "it",
    });
    expect(await page("?locale=es")).toMatchObject({
      description: "Berths and a fuel dock.",
      language: "en-US",
    });
    const response = await app.inject({ method: "GET", url: `/api/v1/partners/${partner.slug}?locale=de` });
    expect(response.statusCode).toBe(400);

    // The directory too, and its keywords match the description in the reader's language.
    const fr = (await list(`q=${word}carburant&locale=fr`)).json();
    expect(fr.items).toMatchObject([{ id: partner.id, language: "fr" }]);
    const listed = await app.inject({ method: "GET", url: `/api/v1/partners?q=${word}&locale=it` });
    expect(listed.headers.vary).toMatch(/accept-language/i);
    expect(listed.json().items).toMatchObject([
      { id: partner.id, description: "Posti barca e distributore." },
    ]);
    expect((await list(`q=${word}carburant&locale=it`)).json().total).toBe(0);
  });
});
