import { describe, expect, it } from "vitest";
import { createBoat, createTeam } from "../../test/factories.ts";
import { getTestApp, getTestDb } from "../../test/harness.ts";

const list = async (query: string) =>
  (await getTestApp()).inject({ method: "GET", url: `/api/v1/boats?${query}` });

describe("GET boats", () => {
  it("lists only published boats of active teams, newest first, as cards", async () => {
    const team = await createTeam();
    const inactive = await createTeam({ status: "inactive" });
    const older = await createBoat({
      teamId: team.id,
      publishedAt: "2026-01-01T00:00:00.000Z",
      title: "Older boat",
    });
    const newer = await createBoat({
      teamId: team.id,
      publishedAt: "2026-11-01T00:00:00.000Z",
      title: "Newer boat",
      isVatIncluded: true,
    });
    const draft = await createBoat({ teamId: team.id, status: "draft" });
    const sold = await createBoat({ teamId: team.id, status: "sold" });
    const hidden = await createBoat({ teamId: inactive.id });
    const response = await list("sort=newest&page=1&pageSize=48");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const ids = body.items.map((b: { id: number }) => b.id);
    expect(ids).toContain(older.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    for (const absent of [draft, sold, hidden]) expect(ids).not.toContain(absent.id);
    const card = body.items.find((b: { id: number }) => b.id === newer.id);
    expect(card).toMatchObject({
      slug: newer.slug,
      title: "Newer boat",
      price: { amount: 18_500_000, currency: "EUR" },
      isVatIncluded: true,
      yearBuilt: 2018,
      lengthM: 12.2,
      country: "FR",
      city: "La Rochelle",
      photo: null,
    });
  });

  it("counts the total and pages through it without overlap", async () => {
    const team = await createTeam();
    for (let i = 0; i < 13; i += 1) await createBoat({ teamId: team.id });
    const first = (await list("sort=newest&page=1&pageSize=12")).json();
    const second = (await list("sort=newest&page=2&pageSize=12")).json();
    expect(first.items).toHaveLength(12);
    expect(first.total).toBeGreaterThanOrEqual(13);
    const overlap = first.items.filter((a: { id: number }) =>
      second.items.some((b: { id: number }) => b.id === a.id),
    );
    expect(overlap).toEqual([]);
  });

  it("sorts by price in both directions across currencies (normalised price)", async () => {
    const team = await createTeam();
    const cheap = await createBoat({
      teamId: team.id,
      priceAmount: 1_000_000,
      currency: "GBP",
      priceEur: 1_150_000,
    });
    const dear = await createBoat({
      teamId: team.id,
      priceAmount: 900_000_000,
      currency: "USD",
      priceEur: 830_000_000,
    });
    const asc = (await list("sort=price_asc&pageSize=48")).json().items.map((b: { id: number }) => b.id);
    const desc = (await list("sort=price_desc&pageSize=48")).json().items.map((b: { id: number }) => b.id);
    expect(asc.indexOf(cheap.id)).toBeLessThan(asc.indexOf(dear.id));
    expect(desc[0]).toBe(dear.id);
  });

  it("shows the condition label in the requested language", async () => {
    const db = await getTestDb();
    const condition = await db
      .insertInto("conditions")
      .values({
        code: `used-${Date.now()}`,
        nameEnUs: "Used",
        nameEnGb: "Used",
        nameFr: "Occasion",
        nameIt: "Usato",
        nameEs: "Usado",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const team = await createTeam();
    const boat = await createBoat({
      teamId: team.id,
      conditionId: condition.id,
      publishedAt: "2099-01-01T00:00:00.000Z",
    });
    const card = (await list("sort=newest&pageSize=12&locale=fr"))
      .json()
      .items.find((b: { id: number }) => b.id === boat.id);
    expect(card.condition).toBe("Occasion");
  });

  it("says on the card whether a boat is under offer (search results and similar boats)", async () => {
    const team = await createTeam();
    // A length no other boat of this file has: the similar boats are exactly these two.
    const published = await createBoat({
      teamId: team.id,
      lengthM: 87.3,
      publishedAt: "2099-02-01T00:00:00.000Z",
    });
    const underOffer = await createBoat({
      teamId: team.id,
      status: "under_offer",
      lengthM: 87.4,
      publishedAt: "2099-02-02T00:00:00.000Z",
    });
    const cards = (await list("sort=newest&pageSize=12")).json().items;
    const statusOf = (items: { id: number; status: string }[], id: number) =>
      items.find((card) => card.id === id)?.status;
    expect(statusOf(cards, underOffer.id)).toBe("under_offer");
    expect(statusOf(cards, published.id)).toBe("published");
    const app = await getTestApp();
    const similar = (
      await app.inject({ method: "GET", url: `/api/v1/boats/${published.slug}/similar` })
    ).json().items;
    expect(similar.map((card: { id: number }) => card.id)).toEqual([underOffer.id]);
    expect(statusOf(similar, underOffer.id)).toBe("under_offer");
  });

  it.each([
    ["an unknown sort", "sort=cheapest"],
    ["a page size not offered", "pageSize=13"],
    ["a negative page", "page=-1"],
    ["a non-numeric page", "page=abc"],
    ["an unknown locale", "locale=de"],
  ])("answers 400 to %s", async (_label, query) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("VALIDATION_FAILED");
  });
});
