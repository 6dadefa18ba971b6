import { randomBytes } from "node:crypto";
import { SAVED_SEARCHES_MAX } from "@keel/contracts/saved-search-codes";
import { describe, expect, it } from "vitest";
import { decodedText, linksIn } from "../../../../../scripts/lib/mail-server.ts";
import { bearer, createBoat, createTeam, createUser, login } from "../../test/factories.ts";
import { getTestDb } from "../../test/harness.ts";
import { useMailedApp } from "../../test/mailed-app.ts";
import { matchNewChanges, sendDueDigests } from "./alerts.service.ts";

const kit = useMailedApp();

/** A word no other test's boat has, for keyword searches that only this test's boats match. */
const tag = () => `zq${randomBytes(4).toString("hex").replace(/\d/g, "x")}`;

async function buyer(language = "en-US") {
  const user = await createUser({ language });
  return { user, headers: bearer(await login(kit.app, user.email, user.password)) };
}

async function seller() {
  const owner = await createUser();
  return createTeam({ ownerId: owner.id });
}

function save(headers: Record<string, string>, payload: Record<string, unknown>) {
  return kit.app.inject({ method: "POST", url: "/api/v1/saved-searches", headers, payload });
}

async function list(headers: Record<string, string>) {
  const response = await kit.app.inject({ method: "GET", url: "/api/v1/saved-searches", headers });
  expect(response.statusCode).toBe(200);
  return response.json<{
    items: { id: number; name: string; query: string; newSinceVisit: number; frequency: string }[];
  }>().items;
}

async function changesOf(boatId: number) {
  const db = await getTestDb();
  return db
    .selectFrom("boatChanges")
    .select(["kind", "oldPriceAmount", "oldCurrency", "newPriceAmount", "newCurrency", "createdAt"])
    .where("boatId", "=", boatId)
    .orderBy("id")
    .execute();
}

async function setBoat(
  id: number,
  values: {
    status?: "draft" | "published" | "under_offer" | "sold" | "archived";
    priceAmount?: number;
    priceEur?: number;
    currency?: string;
  },
) {
  const db = await getTestDb();
  await db.updateTable("boats").set(values).where("id", "=", id).execute();
}

describe("the listings change log", () => {
  it("records publications, every price change and status changes, not drafts or other edits", async () => {
    const team = await seller();
    const draft = await createBoat({ teamId: team.id, status: "draft" });
    expect(await changesOf(draft.id)).toEqual([]);

    await setBoat(draft.id, { status: "published" });
    await setBoat(draft.id, { priceAmount: 17_000_000, priceEur: 17_000_000 });
    const db = await getTestDb();
    await db.updateTable("boats").set({ title: "Renamed" }).where("id", "=", draft.id).execute();
    await setBoat(draft.id, { status: "under_offer" });
    await setBoat(draft.id, { status: "sold" });
    await setBoat(draft.id, { status: "archived" });
    const changes = await changesOf(draft.id);
    expect(changes.map((c) => c.kind)).toEqual(["published", "price", "under_offer", "sold"]);
    expect(changes[1]).toMatchObject({
      oldPriceAmount: 18_500_000,
      oldCurrency: "EUR",
      newPriceAmount: 17_000_000,
      newCurrency: "EUR",
    });
    expect(Date.parse(changes[0]!.createdAt)).not.toBeNaN();

    const listed = await createBoat({ teamId: team.id });
    await setBoat(listed.id, { status: "draft" });
    expect((await changesOf(listed.id)).map((c) => c.kind)).toEqual(["published", "withdrawn"]);
  });
});

describe("saved searches", () => {
  it("stores the search's filters and sort in one spelling, without paging", async () => {
    const { headers } = await buyer();
    const response = await save(headers, {
      name: "  Sailboats under 200k  ",
      query: "?sort=price_asc&page=3&priceMax=200000&currency=EUR&type=sailboat,catamaran&q=&pageSize=48",
      frequency: "weekly",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: "Sailboats under 200k",
      query: "type=sailboat,catamaran&priceMax=200000&currency=EUR&sort=price_asc",
      frequency: "weekly",
      newSinceVisit: 0,
      message: "Search saved.",
    });
    expect((await list(headers)).map((s) => s.name)).toEqual(["Sailboats under 200k"]);
  });

  it("refuses unknown filters and invalid values, and stores nothing", async () => {
    const { headers } = await buyer();
    const unknown = await save(
      { ...headers, "accept-language": "fr" },
      { name: "Colour", query: "type=sailboat&colour=red" },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      code: "VALIDATION_FAILED",
      details: [{ path: "body.query.colour", code: "unknown_filter" }],
    });
    expect(unknown.json().error.message).toContain("filtres");

    const invalid = await save(headers, { name: "Bad", query: "priceMin=500&priceMax=100&sort=cheapest" });
    expect(invalid.statusCode).toBe(400);
    const paths = invalid.json().error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(["body.query.sort"]));

    const twice = await save(headers, { name: "Twice", query: "brand=a&brand=b" });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.details[0].code).toBe("repeated_filter");

    for (const payload of [
      { name: "", query: "" },
      { name: "x".repeat(81), query: "" },
      { name: "Ok", query: "", frequency: "hourly" },
      { name: "Ok", query: "", extra: true },
      { query: "" },
    ]) {
      expect((await save(headers, payload)).statusCode).toBe(400);
    }
    expect(await list(headers)).toEqual([]);
  });

  it("is for signed-in users only, and each user reaches only their own", async () => {
    const anonymous = await kit.app.inject({ method: "GET", url: "/api/v1/saved-searches" });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (
        await kit.app.inject({
          method: "POST",
          url: "/api/v1/saved-searches",
          payload: { name: "a", query: "" },
        })
      ).statusCode,
    ).toBe(401);

    const owner = await buyer();
    const other = await buyer();
    const { id } = (await save(owner.headers, { name: "Mine", query: "q=mine" })).json<{ id: number }>();
    expect(await list(other.headers)).toEqual([]);
    for (const [method, url, payload] of [
      ["PATCH", `/api/v1/saved-searches/${id}`, { name: "Stolen" }],
      ["POST", `/api/v1/saved-searches/${id}/visit`, undefined],
      ["DELETE", `/api/v1/saved-searches/${id}`, undefined],
    ] as const) {
      const response = await kit.app.inject({
        method,
        url,
        headers: other.headers,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await list(owner.headers)).map((s) => s.name)).toEqual(["Mine"]);
    expect(
      (
        await kit.app.inject({
          method: "PATCH",
          url: "/api/v1/saved-searches/abc",
          headers: owner.headers,
          payload: { name: "x" },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await kit.app.inject({
          method: "PATCH",
          url: `/api/v1/saved-searches/${id}`,
          headers: owner.headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
  });

  it("renames, changes the frequency, deletes", async () => {
    const { headers } = await buyer();
    const { id } = (await save(headers, { name: "First", query: "q=first" })).json<{ id: number }>();
    const renamed = await kit.app.inject({
      method: "PATCH",
      url: `/api/v1/saved-searches/${id}`,
      headers,
      payload: { name: "Second", frequency: "instant" },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "Second", frequency: "instant", query: "q=first" });
    const deleted = await kit.app.inject({ method: "DELETE", url: `/api/v1/saved-searches/${id}`, headers });
    expect(deleted.statusCode).toBe(200);
    expect(await list(headers)).toEqual([]);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} per user`, async () => {
    const { user, headers } = await buyer();
    const db = await getTestDb();
    const now = new Date().toISOString();
    await db
      .insertInto("savedSearches")
      .values(
        Array.from({ length: SAVED_SEARCHES_MAX }, (_, i) => ({
          userId: user.id,
          name: `S${i}`,
          query: "",
          filters: "{}",
          frequency: "none" as const,
          unsubscribeToken: randomBytes(24).toString("base64url"),
          lastVisitedAt: now,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    const response = await save(headers, { name: "One too many", query: "" });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toContain(String(SAVED_SEARCHES_MAX));
  });

  it("counts the matching boats published since the last visit, public ones only", async () => {
    const word = tag();
    const team = await seller();
    const { headers } = await buyer();
    const { id } = (
      await save(headers, { name: "Tagged sailboats", query: `q=${word}&priceMax=200000&currency=EUR` })
    ).json<{ id: number }>();
    // The boats below are published in the same millisecond as the save on a fast run, and a boat published at
    // the very moment of the last visit is not new; the visit goes a second back so the count does not race.
    const db = await getTestDb();
    const aSecondAgo = new Date(Date.now() - 1000).toISOString();
    await db
      .updateTable("savedSearches")
      .set({ lastVisitedAt: aSecondAgo, createdAt: aSecondAgo })
      .where("id", "=", id)
      .execute();
    await createBoat({
      teamId: team.id,
      title: `Sloop ${word}`,
      priceAmount: 15_000_000,
      priceEur: 15_000_000,
    });
    await createBoat({
      teamId: team.id,
      title: `Yacht ${word}`,
      priceAmount: 90_000_000,
      priceEur: 90_000_000,
    });
    const hidden = await createBoat({
      teamId: team.id,
      title: `Cutter ${word}`,
      priceAmount: 10_000_000,
      priceEur: 10_000_000,
    });
    await createBoat({
      teamId: team.id,
      title: "Unrelated sloop",
      priceAmount: 10_000_000,
      priceEur: 10_000_000,
    });
    await setBoat(hidden.id, { status: "draft" });
    expect((await list(headers)).find((s) => s.id === id)?.newSinceVisit).toBe(1);

    const visited = await kit.app.inject({
      method: "POST",
      url: `/api/v1/saved-searches/${id}/visit`,
      headers,
    });
    expect(visited.json()).toMatchObject({ newSinceVisit: 0 });
    expect((await list(headers)).find((s) => s.id === id)?.newSinceVisit).toBe(0);
  });
});

describe("alerts", () => {
  it("e-mails an instant search its new matches and price drops, with a link to the search and one-click unsubscribe", async () => {
    const word = tag();
    const team = await seller();
    const before = await createBoat({
      teamId: team.id,
      title: `Ketch ${word}`,
      priceAmount: 20_000_000,
      priceEur: 20_000_000,
    });
    const { user, headers } = await buyer("it");
    const { id } = (await save(headers, { name: "Ketch", query: `q=${word}`, frequency: "instant" })).json<{
      id: number;
    }>();

    // Before the search existed: not news. After: a new boat, a price drop, a price rise, a non-match.
    await matchNewChanges(kit.app.ctx);
    const fresh = await createBoat({
      teamId: team.id,
      title: `Yawl ${word}`,
      priceAmount: 12_000_000,
      priceEur: 12_000_000,
    });
    await setBoat(before.id, { priceAmount: 18_000_000, priceEur: 18_000_000 });
    await createBoat({ teamId: team.id, title: "Another yawl" });
    const rising = await createBoat({ teamId: team.id, title: `Rising ${word}`, status: "draft" });
    await matchNewChanges(kit.app.ctx);
    await setBoat(rising.id, { priceAmount: 30_000_000 });

    expect(await matchNewChanges(kit.app.ctx)).toBe(0);
    const mails = await kit.mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe("1 nuova barca, 1 prezzo ridotto per «Ketch»");
    const text = decodedText(mail.raw);
    expect(text).toContain(`Nuovo: Yawl ${word}`);
    expect(text).toContain(`Prezzo ridotto del 10%: Ketch ${word}`);
    expect(text).not.toContain("Another yawl");
    const links = linksIn(mail.raw);
    expect(links).toContain(`https://keel.example/it/boats?q=${word}`);
    expect(links).toContain(`https://keel.example/it/boats/${fresh.slug}`);
    expect(mail.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    const unsubscribe = links.find((link) => link.includes("/api/v1/saved-searches/unsubscribe/"))!;
    expect(mail.raw.replace(/\r\n\s+/g, " ")).toContain(`List-Unsubscribe: <${unsubscribe}>`);

    // Nothing is sent twice.
    await matchNewChanges(kit.app.ctx);
    expect(await kit.mailsTo(user.email)).toHaveLength(1);

    const path = new URL(unsubscribe).pathname;
    const page = await kit.app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Ketch");
    expect((await list(headers)).find((s) => s.id === id)?.frequency).toBe("instant");
    const oneClick = await kit.app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await list(headers)).find((s) => s.id === id)?.frequency).toBe("none");

    await createBoat({ teamId: team.id, title: `Schooner ${word}` });
    await matchNewChanges(kit.app.ctx);
    expect(await kit.mailsTo(user.email)).toHaveLength(1);
    const unknown = await kit.app.inject({
      method: "POST",
      url: "/api/v1/saved-searches/unsubscribe/not-a-real-token-at-all",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe("NOT_FOUND");
  });

  it("gathers a daily search's alerts into one digest a day, leaving out boats gone meanwhile", async () => {
    const word = tag();
    const team = await seller();
    const { user, headers } = await buyer();
    await save(headers, { name: "Daily", query: `q=${word}`, frequency: "daily" });
    const kept = await createBoat({ teamId: team.id, title: `Dinghy ${word}` });
    const gone = await createBoat({ teamId: team.id, title: `Gone ${word}` });
    await matchNewChanges(kit.app.ctx);
    await kit.app.jobs.drain();
    expect(await kit.mailsTo(user.email)).toHaveLength(0);

    await setBoat(gone.id, { status: "sold" });
    const now = new Date();
    expect(await sendDueDigests(kit.app.ctx, now)).toBeGreaterThanOrEqual(1);
    const mails = await kit.mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("1 new boat for “Daily”");
    const text = decodedText(mails[0]!.raw);
    expect(text).toContain(kept.title);
    expect(text).not.toContain(gone.title);

    // The next boat waits for the next day.
    await createBoat({ teamId: team.id, title: `Skiff ${word}` });
    await matchNewChanges(kit.app.ctx);
    await sendDueDigests(kit.app.ctx, new Date(now.getTime() + 3_600_000));
    expect(await kit.mailsTo(user.email)).toHaveLength(1);
    await sendDueDigests(kit.app.ctx, new Date(now.getTime() + 24 * 3_600_000));
    const later = await kit.mailsTo(user.email);
    expect(later).toHaveLength(2);
    expect(decodedText(later[1]!.raw)).toContain(`Skiff ${word}`);
  });

  it("sends nothing for searches turned off or owners deactivated", async () => {
    const word = tag();
    const team = await seller();
    const off = await buyer();
    const inactive = await buyer();
    await save(off.headers, { name: "Off", query: `q=${word}`, frequency: "none" });
    await save(inactive.headers, { name: "Inactive", query: `q=${word}`, frequency: "instant" });
    const db = await getTestDb();
    await db.updateTable("users").set({ status: "inactive" }).where("id", "=", inactive.user.id).execute();
    await createBoat({ teamId: team.id, title: `Cat ${word}` });
    await matchNewChanges(kit.app.ctx);
    expect(await kit.mailsTo(off.user.email)).toHaveLength(0);
    expect(await kit.mailsTo(inactive.user.email)).toHaveLength(0);
  });
});
