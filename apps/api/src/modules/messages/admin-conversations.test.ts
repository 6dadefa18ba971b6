import { describe, expect, it } from "vitest";
import { addMember, createBoat, createTeam, createUser } from "../../test/factories.ts";
import { getTestDb } from "../../test/harness.ts";
import { adminCall, signedIn, signedInAdmin } from "../admin/admin-test-kit.ts";

const unique = () => Math.random().toString(36).slice(2, 10);

/** A conversation of `teamId` with a first request, a team reply, a held follow-up and an internal note. */
async function conversation(
  teamId: number,
  o: {
    buyerName?: string;
    at?: string;
    boatId?: number | null;
    leadStatus?: string;
    screening?: string;
  } = {},
) {
  const db = await getTestDb();
  const at = o.at ?? new Date().toISOString();
  const author = await createUser({ firstName: "Rita", lastName: "Replier" });
  await addMember(teamId, author.id, "member");
  const { id } = await db
    .insertInto("conversations")
    .values({
      teamId,
      boatId: o.boatId ?? null,
      buyerName: o.buyerName ?? `Buyer ${unique()}`,
      buyerEmail: `buyer-${unique()}@example.com`,
      buyerPhone: "+33 6 12 34 56 78",
      locale: "fr",
      leadStatus: o.leadStatus ?? "new",
      screeningStatus: o.screening ?? "clear",
      lastMessageAt: at,
      createdAt: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("messages")
    .values([
      {
        conversationId: id,
        direction: "inbound",
        body: "Is it still available?",
        authorUserId: null,
        screeningStatus: "clear",
        screeningReasons: null,
        createdAt: at,
      },
      {
        conversationId: id,
        direction: "outbound",
        body: "Yes, come and see it.",
        authorUserId: author.id,
        screeningStatus: "clear",
        screeningReasons: null,
        createdAt: at,
      },
      {
        conversationId: id,
        direction: "inbound",
        body: "Pay by wire to this account",
        authorUserId: null,
        screeningStatus: "held",
        screeningReasons: "payment",
        createdAt: at,
      },
    ])
    .execute();
  await db
    .insertInto("conversationNotes")
    .values({ conversationId: id, authorUserId: author.id, body: "Serious buyer", createdAt: at })
    .execute();
  return id;
}

async function auditEntries(conversationId: number) {
  const db = await getTestDb();
  return db
    .selectFrom("auditLog")
    .select(["actorUserId", "action", "entityType", "entityId", "details"])
    .where("entityType", "=", "conversation")
    .where("entityId", "=", String(conversationId))
    .execute();
}

describe("GET admin/conversations (every conversation, read-only)", () => {
  it("lists conversations of every team, whatever their screening, most recently active first, with filters", async () => {
    const admin = await signedInAdmin();
    const owner = await createUser();
    const harbour = await createTeam({ ownerId: owner.id, name: `Harbour ${unique()}` });
    const marina = await createTeam({ ownerId: owner.id, name: `Marina ${unique()}` });
    const boat = await createBoat({ teamId: marina.id, title: `Riva Aquariva ${unique()}` });
    const older = await conversation(harbour.id, { at: "2026-03-01T10:00:00.000Z", leadStatus: "won" });
    const held = await conversation(marina.id, {
      at: "2026-03-05T10:00:00.000Z",
      screening: "held",
      boatId: boat.id,
      buyerName: `Zoé ${unique()}`,
    });

    const both = await adminCall(admin, "GET", `conversations?pageSize=100&from=2026-03-01&to=2026-03-05`);
    expect(both.statusCode).toBe(200);
    expect(both.headers["cache-control"]).toBe("no-store");
    const ids = both.json().items.map((c: { id: number }) => c.id);
    expect(ids.indexOf(held)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(held)).toBeLessThan(ids.indexOf(older));
    expect(both.json().items.find((c: { id: number }) => c.id === held)).toMatchObject({
      team: { id: marina.id, name: marina.name },
      boat: { id: boat.id, title: boat.title },
      screeningStatus: "held",
      leadStatus: "new",
      messageCount: 3,
      isArchived: false,
    });

    const ofHarbour = (await adminCall(admin, "GET", `conversations?teamId=${harbour.id}`)).json();
    expect(ofHarbour.items.map((c: { id: number }) => c.id)).toEqual([older]);
    expect(ofHarbour.total).toBe(1);
    const won = (await adminCall(admin, "GET", `conversations?leadStatus=won&teamId=${harbour.id}`)).json();
    expect(won.items.map((c: { id: number }) => c.id)).toEqual([older]);
    const lost = (await adminCall(admin, "GET", `conversations?leadStatus=lost&teamId=${harbour.id}`)).json();
    expect(lost.total).toBe(0);
    const byBoat = (
      await adminCall(admin, "GET", `conversations?q=${encodeURIComponent(boat.title)}`)
    ).json();
    expect(byBoat.items.map((c: { id: number }) => c.id)).toEqual([held]);
    const byDay = (await adminCall(admin, "GET", `conversations?teamId=${marina.id}&to=2026-03-04`)).json();
    expect(byDay.total).toBe(0);
  });

  it("refuses bad filters with the one error shape", async () => {
    const admin = await signedInAdmin();
    for (const query of ["leadStatus=maybe", "from=yesterday", "pageSize=7", "teamId=abc"]) {
      const response = await adminCall(admin, "GET", `conversations?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code, query).toBe("VALIDATION_FAILED");
    }
  });
});

describe("GET admin/conversations/:id", () => {
  it("shows the whole thread (held messages and notes too) and writes an audit entry at every opening", async () => {
    const admin = await signedInAdmin();
    const owner = await createUser();
    const team = await createTeam({ ownerId: owner.id, name: `Harbour ${unique()}` });
    const id = await conversation(team.id, { leadStatus: "qualified" });
    expect(await auditEntries(id)).toEqual([]);

    const response = await adminCall(admin, "GET", `conversations/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const thread = response.json();
    expect(thread).toMatchObject({
      id,
      team: { id: team.id },
      leadStatus: "qualified",
      locale: "fr",
      buyer: { phone: "+33 6 12 34 56 78" },
      messageCount: 3,
    });
    expect(
      thread.messages.map((m: { direction: string; screeningStatus: string }) => m.screeningStatus),
    ).toEqual(["clear", "clear", "held"]);
    expect(thread.messages[1]).toMatchObject({ direction: "outbound", author: { name: "Rita Replier" } });
    expect(thread.notes).toEqual([expect.objectContaining({ body: "Serious buyer" })]);

    await adminCall(admin, "GET", `conversations/${id}`);
    const entries = await auditEntries(id);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ actorUserId: admin.user.id, action: "conversation.view" });
    expect(JSON.parse(entries[0]!.details!)).toEqual({ teamId: team.id });
    // Read-only: opening changes nothing the team sees.
    const db = await getTestDb();
    const row = await db
      .selectFrom("conversations")
      .select(["isRead", "leadStatus"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(Boolean(row.isRead)).toBe(false);
  });

  it("answers 404 for an unknown conversation, and audits nothing", async () => {
    const admin = await signedInAdmin();
    const response = await adminCall(admin, "GET", "conversations/999999999");
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("NOT_FOUND");
    expect(await auditEntries(999999999)).toEqual([]);
  });

  it("refuses members of the team, other signed-in users and guests, and audits nothing", async () => {
    const owner = await signedIn();
    const team = await createTeam({ ownerId: owner.user.id });
    const id = await conversation(team.id);
    const stranger = await signedIn();
    for (const who of [owner, stranger]) {
      expect((await adminCall(who, "GET", `conversations/${id}`)).statusCode).toBe(403);
      expect((await adminCall(who, "GET", "conversations")).statusCode).toBe(403);
    }
    expect((await adminCall(null, "GET", `conversations/${id}`)).statusCode).toBe(401);
    expect((await adminCall(null, "GET", "conversations")).statusCode).toBe(401);
    expect(await auditEntries(id)).toEqual([]);
  });
});

describe("GET admin/messages/:id (the moderation detail, audited like the conversations' reading)", () => {
  it("writes conversation.view for each reading, in the moderator's name, and changes nothing else", async () => {
    const admin = await signedInAdmin();
    const owner = await signedIn();
    const team = await createTeam({ ownerId: owner.user.id });
    const id = await conversation(team.id);

    const first = await adminCall(admin, "GET", `messages/${id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id, team: { id: team.id }, screeningStatus: "held" });
    expect(await auditEntries(id)).toHaveLength(1);

    await adminCall(admin, "GET", `messages/${id}`);
    const entries = await auditEntries(id);
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry).toMatchObject({ actorUserId: admin.user.id, action: "conversation.view" });
      expect(JSON.parse(entry.details!)).toEqual({ teamId: team.id, via: "moderation" });
    }
    const db = await getTestDb();
    const row = await db
      .selectFrom("conversations")
      .select(["isRead", "screeningStatus"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(Boolean(row.isRead)).toBe(false);
    expect(row.screeningStatus).toBe("clear");
  });

  it("does not audit the list, an unknown request or a refused reader", async () => {
    const admin = await signedInAdmin();
    const owner = await signedIn();
    const team = await createTeam({ ownerId: owner.user.id });
    const id = await conversation(team.id);
    expect((await adminCall(admin, "GET", `messages?teamId=${team.id}`)).statusCode).toBe(200);
    const unknown = await adminCall(admin, "GET", "messages/999999999");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe("NOT_FOUND");
    expect(await auditEntries(999999999)).toEqual([]);
    expect((await adminCall(owner, "GET", `messages/${id}`)).statusCode).toBe(403);
    expect((await adminCall(null, "GET", `messages/${id}`)).statusCode).toBe(401);
    expect(await auditEntries(id)).toEqual([]);
  });
});
