import { randomBytes } from "node:crypto";
import type { Insertable } from "kysely";
import { describe, expect, it } from "vitest";
import type { ProfessionalProfilesTable } from "../../db/schema.ts";
import { type CreateTeamOptions, createBoat, createTeam } from "../../test/factories.ts";
import { getTestApp, getTestDb } from "../../test/harness.ts";
import { medianReplyMinutes } from "./professionals.service.ts";

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A marker word in the names of one test's teams, so each test reads only the rows it made. */
const marker = () => `mk${randomBytes(4).toString("hex")}`;

async function createProfessional(
  team: CreateTeamOptions = {},
  profile: Partial<Omit<Insertable<ProfessionalProfilesTable>, "teamId">> = {},
) {
  const created = await createTeam(team);
  const db = await getTestDb();
  await db
    .insertInto("professionalProfiles")
    .values({ teamId: created.id, memberSince: "2015-04-01", spokenLanguages: "en,fr", ...profile })
    .execute();
  return created;
}

/** A conversation created `ageDays` ago, answered `replyMinutes` later (or never). */
async function conversation(teamId: number, ageDays: number, replyMinutes: number | null) {
  const db = await getTestDb();
  const created = Date.now() - ageDays * DAY;
  await db
    .insertInto("conversations")
    .values({
      teamId,
      buyerName: "Buyer",
      buyerEmail: "buyer@keel.test",
      createdAt: new Date(created).toISOString(),
      lastMessageAt: new Date(created).toISOString(),
      firstReplyAt: replyMinutes === null ? null : new Date(created + replyMinutes * MINUTE).toISOString(),
    })
    .execute();
}

async function get(url: string, headers: Record<string, string> = {}) {
  const app = await getTestApp();
  return app.inject({ method: "GET", url: `/api/v1/${url}`, headers });
}

describe("median first reply", () => {
  it("is null under three answered conversations, the middle value or the mean of the two middle ones", () => {
    expect(medianReplyMinutes([])).toBeNull();
    expect(medianReplyMinutes([MINUTE, 2 * MINUTE])).toBeNull();
    expect(medianReplyMinutes([90 * MINUTE, 5 * MINUTE, 30 * MINUTE])).toBe(30);
    expect(medianReplyMinutes([10 * MINUTE, 20 * MINUTE, 40 * MINUTE, 600 * MINUTE])).toBe(30);
    // Rounded up: a promise of "within 2 minutes" must hold.
    expect(medianReplyMinutes([61_000, 61_000, 61_000])).toBe(2);
  });
});

describe("GET professionals", () => {
  it("lists listed profiles of active teams only, verified first, with their public boat counts", async () => {
    const word = marker();
    const verified = await createProfessional(
      { name: `Zephyr Yachts ${word}`, isVerified: true, city: "Antibes", kind: "broker" },
      { memberSince: "2009-06-15", spokenLanguages: "en, fr,it", headline: "Brokers since 2009" },
    );
    const plain = await createProfessional({ name: `Albatross Boats ${word}`, country: "IT" });
    await createProfessional({ name: `Inactive ${word}`, status: "inactive" });
    await createProfessional({ name: `Unlisted ${word}` }, { isListed: false });
    await createTeam({ name: `No profile ${word}` });
    for (const status of ["published", "published", "under_offer", "draft", "sold", "archived"] as const) {
      await createBoat({ teamId: verified.id, status });
    }

    const response = await get(`professionals?q=${word}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toMatch(/^public/);
    const body = response.json();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 12 });
    expect(body.items).toEqual([
      {
        slug: verified.slug,
        name: verified.name,
        kind: "broker",
        headline: "Brokers since 2009",
        country: "FR",
        city: "Antibes",
        isVerified: true,
        memberSince: "2009-06-15",
        spokenLanguages: ["en", "fr", "it"],
        boatCount: 3,
        medianReplyMinutes: null,
        bannerUrl: null,
        logoUrl: null,
      },
      expect.objectContaining({ slug: plain.slug, isVerified: false, boatCount: 0, country: "IT" }),
    ]);
  });

  it("filters by keyword (name, city, headline), country and whole language codes", async () => {
    const word = marker();
    const french = await createProfessional(
      { name: `Voiles ${word}`, country: "FR", city: "Lorient" },
      { spokenLanguages: "fr,en", headline: "Catamaran specialists" },
    );
    const spanish = await createProfessional(
      { name: `Nautica ${word}`, country: "ES", city: "Palma" },
      { spokenLanguages: "es,ca" },
    );
    const slugs = async (query: string, q = word) => {
      const response = await get(`professionals?q=${encodeURIComponent(q)}&${query}`);
      expect(response.statusCode).toBe(200);
      return response.json().items.map((p: { slug: string }) => p.slug);
    };

    expect(await slugs("country=ES")).toEqual([spanish.slug]);
    expect(await slugs("language=CA")).toEqual([spanish.slug]);
    expect(await slugs("language=en")).toEqual([french.slug]);
    expect(await slugs("language=de")).toEqual([]);
    expect(await slugs("", `${word} CATAMARAN`)).toEqual([french.slug]);
    expect(await slugs("", `${word} lorient`)).toEqual([french.slug]);
    expect(await slugs("", `${word} lorient palma`)).toEqual([]);
    expect((await get("professionals?language=english")).statusCode).toBe(400);
    expect((await get("professionals?country=ZZ")).statusCode).toBe(400);
  });

  it("counts professionals per country under the other filters, leaving out countries without any", async () => {
    const word = marker();
    for (const [name, country, languages] of [
      ["Alpha", "FR", "fr,en"],
      ["Bravo", "FR", "fr"],
      ["Charlie", "GR", "el,en"],
    ] as const)
      await createProfessional({ name: `${name} ${word}`, country }, { spokenLanguages: languages });
    const facet = async (query: string) => {
      const response = await get(`professionals?q=${word}&${query}`);
      expect(response.statusCode).toBe(200);
      return response.json().facets.country;
    };
    expect(await facet("")).toEqual([
      { value: "FR", count: 2 },
      { value: "GR", count: 1 },
    ]);
    // The country filter does not narrow its own counts; the language filter does.
    expect(await facet("country=GR")).toEqual([
      { value: "FR", count: 2 },
      { value: "GR", count: 1 },
    ]);
    expect(await facet("language=en")).toEqual([
      { value: "FR", count: 1 },
      { value: "GR", count: 1 },
    ]);
    expect(await facet("language=el")).toEqual([{ value: "GR", count: 1 }]);
  });

  it("shows the median first reply of the last 90 days once three buyers were answered", async () => {
    const word = marker();
    const quick = await createProfessional({ name: `Quick ${word}` });
    const few = await createProfessional({ name: `Few ${word}` });
    // Counted: 10, 30, 45 and 120 minutes -> median (30 + 45) / 2 = 37.5 -> 38.
    for (const minutes of [10, 30, 45, 120]) await conversation(quick.id, 5, minutes);
    // Not counted: unanswered, and answered but older than 90 days.
    await conversation(quick.id, 3, null);
    await conversation(quick.id, 95, 2);
    await conversation(quick.id, 120, 3);
    // Two answered conversations are not a habit yet.
    await conversation(few.id, 2, 5);
    await conversation(few.id, 2, 7);
    await conversation(few.id, 100, 1);

    const items = (await get(`professionals?q=${word}`)).json().items;
    const byName = Object.fromEntries(
      items.map((p: { name: string; medianReplyMinutes: number | null }) => [p.name, p.medianReplyMinutes]),
    );
    expect(byName).toEqual({ [`Quick ${word}`]: 38, [`Few ${word}`]: null });
  });

  it("paginates", async () => {
    const word = marker();
    for (let i = 0; i < 13; i += 1)
      await createProfessional({ name: `T${String(i).padStart(2, "0")} ${word}` });
    const second = (await get(`professionals?q=${word}&page=2`)).json();
    expect(second).toMatchObject({ total: 13, page: 2 });
    expect(second.items.map((p: { name: string }) => p.name)).toEqual([`T12 ${word}`]);
  });
});

describe("GET professionals/{slug}", () => {
  it("answers the profile with contacts, description and the 12 latest public boats as cards", async () => {
    const team = await createProfessional(
      {
        name: `Riviera Brokers ${marker()}`,
        description: "Family brokerage on the Riviera.",
        website: "https://riviera.example",
        phone: "+33 4 93 00 00 00",
        email: null,
        bannerKey: "teams/banner1",
      },
      { spokenLanguages: "fr" },
    );
    const boats = [];
    for (let i = 0; i < 13; i += 1) {
      boats.push(
        await createBoat({
          teamId: team.id,
          status: i % 2 ? "under_offer" : "published",
          publishedAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
        }),
      );
    }
    await createBoat({ teamId: team.id, status: "draft" });
    await createBoat({ teamId: team.id, status: "sold" });
    for (const minutes of [5, 10, 15]) await conversation(team.id, 1, minutes);

    const response = await get(`professionals/${team.slug}`, { "accept-language": "fr" });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toMatch(/accept-language/);
    const body = response.json();
    expect(body).toMatchObject({
      slug: team.slug,
      description: "Family brokerage on the Riviera.",
      website: "https://riviera.example",
      phone: "+33 4 93 00 00 00",
      email: null,
      spokenLanguages: ["fr"],
      boatCount: 13,
      medianReplyMinutes: 10,
      bannerUrl: "/media/teams/banner1-1024.webp",
    });
    expect(body.boats.total).toBe(13);
    expect(body.boats.items).toHaveLength(12);
    // Newest first; the oldest of the 13 does not fit.
    expect(body.boats.items.map((b: { id: number }) => b.id)).toEqual(
      boats
        .slice(1)
        .reverse()
        .map((b) => b.id),
    );
    expect(body.boats.items[0]).toMatchObject({ slug: boats[12]!.slug, price: { amount: 18_500_000 } });
  });

  it("answers 404 for unlisted profiles, inactive teams, teams without a profile and unknown slugs", async () => {
    const unlisted = await createProfessional({}, { isListed: false });
    const inactive = await createProfessional({ status: "inactive" });
    const bare = await createTeam();
    for (const slug of [unlisted.slug, inactive.slug, bare.slug, "nobody-here"]) {
      const response = await get(`professionals/${slug}`);
      expect(response.statusCode, slug).toBe(404);
    }
  });
});
