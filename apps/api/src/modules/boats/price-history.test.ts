/**
 * Price history, days on market and "price reduced" (docs/decisions/051-price-history.md), through the public
 * API: the detail view, the cards, the search's `reduced` filter and sort, and saved searches. Prices change
 * through the boats table, as every writer does, so the change log's triggers record them; the log's times are
 * then moved back to stage a history spread over days.
 */
import { randomBytes } from "node:crypto";
import { DAY_MS, nextUtcMidnight, PRICE_HISTORY_MAX } from "@keel/contracts/price-history";
import type { TBoatMarket } from "@keel/contracts/public-boat";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, createBoat, createTeam, createUser, login } from "../../test/factories.ts";
import { getTestApp, getTestDb } from "../../test/harness.ts";

let teamId = 0;
const tag = () => `zr${randomBytes(4).toString("hex").replace(/\d/g, "y")}`;
const daysAgo = (days: number, hours = 0) =>
  new Date(Date.now() - days * DAY_MS - hours * 3_600_000).toISOString();

beforeAll(async () => {
  const owner = await createUser();
  teamId = (await createTeam({ ownerId: owner.id })).id;
});

/** A public boat first listed `days` ago at `amount` EUR (minor units), its title holding `word`. */
async function listed(word: string, amount: number, days: number) {
  const boat = await createBoat({
    teamId,
    title: `Price history ${word}`,
    priceAmount: amount,
    priceEur: amount,
  });
  await moveLastChange(boat.id, "published", daysAgo(days));
  return boat;
}

/** Moves the boat's latest change of a kind to `at`. */
async function moveLastChange(boatId: number, kind: "published" | "price" | "withdrawn", at: string) {
  const db = await getTestDb();
  const last = await db
    .selectFrom("boatChanges")
    .select((eb) => eb.fn.max("id").as("id"))
    .where("boatId", "=", boatId)
    .where("kind", "=", kind)
    .executeTakeFirstOrThrow();
  await db.updateTable("boatChanges").set({ createdAt: at }).where("id", "=", Number(last.id)).execute();
}

/** A price change made `days` ago (the search index learns of it as of any boat change). */
async function reprice(boatId: number, amount: number, days: number, currency = "EUR") {
  const db = await getTestDb();
  await db
    .updateTable("boats")
    .set({ priceAmount: amount, currency, priceEur: amount })
    .where("id", "=", boatId)
    .execute();
  await moveLastChange(boatId, "price", daysAgo(days));
  // The index reads a boat again when the boat changes: a touch after the log was staged.
  await db
    .updateTable("boats")
    .set({ updatedAt: new Date().toISOString() })
    .where("id", "=", boatId)
    .execute();
}

async function setStatus(boatId: number, status: "draft" | "published" | "sold") {
  const db = await getTestDb();
  await db
    .updateTable("boats")
    .set({ status, ...(status === "published" ? { publishedAt: new Date().toISOString() } : {}) })
    .where("id", "=", boatId)
    .execute();
}

async function market(slug: string) {
  const app = await getTestApp();
  const response = await app.inject({ method: "GET", url: `/api/v1/boats/${slug}?view=detail&locale=fr` });
  expect(response.statusCode, response.body).toBe(200);
  return { market: response.json<{ market: TBoatMarket }>().market, headers: response.headers };
}

async function search(query: string) {
  const app = await getTestApp();
  const response = await app.inject({ method: "GET", url: `/api/v1/boats?pageSize=48&${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return {
    body: response.json<{
      items: { id: number; priceReduction: { percent: number; at: string } | null }[];
      total: number;
    }>(),
    headers: response.headers,
  };
}

describe("a public boat's price history and days on market", () => {
  it("lists the price it was listed at and every change since, with the change in percent, oldest first", async () => {
    const boat = await listed(tag(), 20_000_000, 40);
    await reprice(boat.id, 18_000_000, 35);
    await reprice(boat.id, 19_000_000, 10);
    const { market: m, headers } = await market(boat.slug);
    expect(m.daysOnMarket).toBe(40);
    expect(m.priceHistory.map((p) => [p.kind, p.price.amount, p.changePercent])).toEqual([
      ["listed", 20_000_000, null],
      ["change", 18_000_000, -10],
      ["change", 19_000_000, 5.6],
    ]);
    // The latest change is a rise: no reduction, though the price is below the one first asked.
    expect(m.reduction).toBeNull();
    // The page holds until 00:00 UTC, when its days on market move.
    expect(headers["x-keel-shows"]).toContain(`until=${nextUtcMidnight(Date.now())}`);
  });

  it("says price reduced, from the highest price of the 30 days before the drop, in the same currency", async () => {
    const boat = await listed(tag(), 30_000_000, 90);
    await reprice(boat.id, 32_000_000, 60);
    await reprice(boat.id, 28_000_000, 20);
    await reprice(boat.id, 24_000_000, 2);
    const { market: m } = await market(boat.slug);
    // 28,000,000 twenty days ago was within 30 days of the last drop; 32,000,000 (60 days ago) was asked
    // until that drop, 18 days before the latest: successive cuts add up.
    expect(m.reduction).toMatchObject({
      percent: 25,
      from: { amount: 32_000_000, currency: "EUR" },
      to: { amount: 24_000_000, currency: "EUR" },
    });
    expect(Date.parse(m.reduction!.at)).toBeGreaterThan(Date.now() - 3 * DAY_MS);
  });

  it("is not reduced by a currency switch, nor once the drop is older than 30 days", async () => {
    const switched = await listed(tag(), 10_000_000, 20);
    await reprice(switched.id, 8_500_000, 1, "GBP");
    const switchedMarket = (await market(switched.slug)).market;
    expect(switchedMarket.reduction).toBeNull();
    expect(switchedMarket.priceHistory.at(-1)).toMatchObject({
      price: { amount: 8_500_000, currency: "GBP" },
      changePercent: null,
    });

    const aged = await listed(tag(), 10_000_000, 80);
    await reprice(aged.id, 9_000_000, 32);
    expect((await market(aged.slug)).market.reduction).toBeNull();
    const recent = await listed(tag(), 10_000_000, 80);
    await reprice(recent.id, 9_000_000, 29);
    expect((await market(recent.slug)).market.reduction).toMatchObject({ percent: 10 });
  });

  it("counts days from the first publication and drops made while withdrawn, not a draft's prices", async () => {
    const db = await getTestDb();
    const boat = await createBoat({
      teamId,
      status: "draft",
      title: `Price history ${tag()}`,
      priceAmount: 50_000_000,
      priceEur: 50_000_000,
    });
    await reprice(boat.id, 45_000_000, 70); // a draft's price: never asked of buyers
    await setStatus(boat.id, "published");
    await moveLastChange(boat.id, "published", daysAgo(60));
    await setStatus(boat.id, "draft");
    await moveLastChange(boat.id, "withdrawn", daysAgo(30));
    await reprice(boat.id, 40_000_000, 5);
    await setStatus(boat.id, "published");
    const { market: m } = await market(boat.slug);
    // Publishing again does not start the count again.
    expect(m.daysOnMarket).toBe(60);
    expect(Date.parse(m.firstPublishedAt)).toBeLessThan(Date.now() - 59 * DAY_MS);
    expect(m.priceHistory.map((p) => [p.kind, p.price.amount])).toEqual([
      ["listed", 45_000_000],
      ["change", 40_000_000],
    ]);
    expect(m.reduction).toMatchObject({ percent: 11.1, from: { amount: 45_000_000 } });
    const stored = await db
      .selectFrom("boatChanges")
      .select("kind")
      .where("boatId", "=", boat.id)
      .orderBy("id")
      .execute();
    expect(stored.map((row) => row.kind)).toEqual(["price", "published", "withdrawn", "price", "published"]);
  });

  it(`lists the newest ${PRICE_HISTORY_MAX} changes at most`, async () => {
    const boat = await listed(tag(), 10_000_000, 100);
    for (let i = 1; i <= PRICE_HISTORY_MAX + 5; i += 1) await reprice(boat.id, 10_000_000 + i * 1000, 99 - i);
    const { market: m } = await market(boat.slug);
    expect(m.priceHistory).toHaveLength(PRICE_HISTORY_MAX);
    expect(m.priceHistory.every((p) => p.kind === "change")).toBe(true);
    expect(m.priceHistory[0]!.price.amount).toBe(10_000_000 + 6 * 1000);
    expect(m.priceHistory.at(-1)!.price.amount).toBe(10_000_000 + (PRICE_HISTORY_MAX + 5) * 1000);
  });

  it("shows nothing of a boat buyers may not see, and no amounts for a price on request", async () => {
    const app = await getTestApp();
    const draft = await createBoat({ teamId, status: "draft" });
    await reprice(draft.id, 1_000_000, 1);
    expect((await app.inject({ method: "GET", url: `/api/v1/boats/${draft.slug}` })).statusCode).toBe(404);
    const sold = await listed(tag(), 10_000_000, 10);
    await reprice(sold.id, 9_000_000, 1);
    await setStatus(sold.id, "sold");
    const gone = await app.inject({ method: "GET", url: `/api/v1/boats/${sold.slug}` });
    expect(gone.statusCode).toBe(410);
    expect(gone.body).not.toContain("priceHistory");

    const hidden = await listed(tag(), 10_000_000, 10);
    await reprice(hidden.id, 9_000_000, 1);
    const db = await getTestDb();
    await db.updateTable("boats").set({ isPriceOnRequest: true }).where("id", "=", hidden.id).execute();
    const { market: m } = await market(hidden.slug);
    expect(m.priceHistory).toEqual([]);
    expect(m.reduction).toBeNull();
    const word = hidden.title.split(" ").at(-1)!;
    expect((await search(`q=${word}`)).body.items[0]!.priceReduction).toBeNull();
  });
});

describe("price reduced in the search", () => {
  it("filters and sorts by the same rule, shows the badge on cards, and follows a new drop at once", async () => {
    const word = tag();
    const cut = await listed(word, 10_000_000, 50); // reduced 10 % three days ago
    await reprice(cut.id, 9_000_000, 3);
    const latest = await listed(word, 20_000_000, 50); // reduced 5 % yesterday
    await reprice(latest.id, 19_000_000, 1);
    const rose = await listed(word, 10_000_000, 50); // a rise
    await reprice(rose.id, 11_000_000, 1);
    const old = await listed(word, 10_000_000, 90); // a drop too old to count
    await reprice(old.id, 8_000_000, 40);
    const plain = await listed(word, 10_000_000, 5);
    // The test database is shared by the files of a worker: only this test's boats are looked at here (the
    // keyword search itself is tested in the search module).
    const ours = new Set([cut.id, latest.id, rose.id, old.id, plain.id]);
    const idsOf = (body: { items: { id: number }[] }) =>
      body.items.map((b) => b.id).filter((id) => ours.has(id));

    const reduced = await search(`q=${word}&reduced=true`);
    expect(idsOf(reduced.body)).toEqual([latest.id, cut.id]);
    expect(reduced.body.items[0]!.priceReduction).toMatchObject({ percent: 5 });
    expect(reduced.headers["x-keel-shows"]).toBe(`listings;until=${nextUtcMidnight(Date.now())}`);

    const sorted = await search(`q=${word}&sort=reduced`);
    expect(idsOf(sorted.body).slice(0, 2)).toEqual([latest.id, cut.id]);
    expect(idsOf(sorted.body).sort()).toEqual([cut.id, latest.id, rose.id, old.id, plain.id].sort());
    const badges = new Map(
      sorted.body.items.filter((b) => ours.has(b.id)).map((b) => [b.id, b.priceReduction !== null]),
    );
    expect([...badges].filter(([, badge]) => badge).map(([id]) => id)).toEqual([latest.id, cut.id]);

    // The index follows a price change committed before a search, and so do the cards' badges, which come
    // from the drops it holds.
    const badgeOf = (body: typeof sorted.body, id: number) =>
      body.items.find((b) => b.id === id)?.priceReduction ?? null;
    await reprice(plain.id, 9_500_000, 0);
    const afterDrop = (await search(`q=${word}&reduced=true`)).body;
    expect(idsOf(afterDrop)).toEqual([plain.id, latest.id, cut.id]);
    expect(badgeOf(afterDrop, plain.id)).toMatchObject({ percent: 5 });
    await reprice(latest.id, 19_500_000, 0);
    expect(idsOf((await search(`q=${word}&reduced=true`)).body)).toEqual([plain.id, cut.id]);
    const afterRise = (await search(`q=${word}`)).body;
    expect(badgeOf(afterRise, latest.id)).toBeNull();
    expect(badgeOf(afterRise, cut.id)).toMatchObject({ percent: 10 });
  });

  it("refuses another spelling of the filter and the sort", async () => {
    const app = await getTestApp();
    for (const query of ["reduced=yes", "reduced=false", "sort=reduction"]) {
      const response = await app.inject({ method: "GET", url: `/api/v1/boats?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it("keeps the filter and the sort in a saved search, and refuses them misspelt", async () => {
    const app = await getTestApp();
    const user = await createUser();
    const headers = bearer(await login(app, user.email, user.password));
    const saved = await app.inject({
      method: "POST",
      url: "/api/v1/saved-searches",
      headers,
      payload: { name: "Reduced sailboats", query: "sort=reduced&reduced=true&country=FR" },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json<{ query: string }>().query).toBe("country=FR&reduced=true&sort=reduced");
    const db = await getTestDb();
    const row = await db
      .selectFrom("savedSearches")
      .select("filters")
      .where("id", "=", saved.json<{ id: number }>().id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.filters)).toMatchObject({ reduced: true, countries: ["FR"] });
    const refused = await app.inject({
      method: "POST",
      url: "/api/v1/saved-searches",
      headers,
      payload: { name: "Misspelt", query: "reduced=1" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { details: [{ path: "body.query.reduced" }] } });
  });
});
