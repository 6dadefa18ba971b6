import { describe, expect, it } from "vitest";
import { decodedText } from "../../../../../scripts/lib/mail-server.ts";
import {
  addMember,
  bearer,
  createBoat,
  createTeam,
  createUser,
  login,
  makeAdmin,
} from "../../test/factories.ts";
import { getTestDb } from "../../test/harness.ts";
import { useMailedApp } from "../../test/mailed-app.ts";
import { sendDailyDigests } from "./notifications.ts";

const mailed = useMailedApp();
const { mailsTo } = mailed;

async function request(
  teamId: number,
  o: {
    buyerEmail?: string;
    body?: string;
    screening?: "clear" | "held";
    at?: string;
    boatId?: number | null;
  } = {},
) {
  const db = await getTestDb();
  const at = o.at ?? new Date().toISOString();
  const { id } = await db
    .insertInto("conversations")
    .values({
      teamId,
      boatId: o.boatId ?? null,
      buyerName: "Pat Buyer",
      buyerEmail: o.buyerEmail ?? `buyer-${Math.random().toString(36).slice(2)}@example.com`,
      locale: "fr",
      screeningStatus: o.screening ?? "clear",
      lastMessageAt: at,
      createdAt: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("messages")
    .values({
      conversationId: id,
      direction: "inbound",
      body: o.body ?? "Is it still available?",
      createdAt: at,
    })
    .execute();
  return id;
}

async function team() {
  const owner = await createUser({ email: `owner-${Math.random().toString(36).slice(2)}@keel.test` });
  const t = await createTeam({ ownerId: owner.id, name: "Harbour Brokers", email: "sales@harbour.example" });
  const member = await createUser();
  await addMember(t.id, member.id, "member");
  const as = {
    owner: bearer(await login(mailed.app, owner.email, owner.password)),
    member: bearer(await login(mailed.app, member.email, member.password)),
  };
  const call = (
    method: "GET" | "POST" | "PATCH" | "DELETE" | "PUT",
    path: string,
    headers: Record<string, string>,
    payload?: object,
  ) =>
    mailed.app.inject({
      method,
      url: `/api/v1/teams/${t.id}${path}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  return { t, owner, member, as, call };
}

describe("the team inbox", () => {
  it("shows a team only its own conversations, also when ids are guessed", async () => {
    const mine = await team();
    const other = await team();
    const theirs = await request(other.t.id);
    const ours = await request(mine.t.id);
    const list = (await mine.call("GET", "/conversations", mine.as.owner)).json();
    expect(list.items.map((c: { id: number }) => c.id)).toEqual([ours]);
    expect((await mine.call("GET", `/conversations/${theirs}`, mine.as.owner)).statusCode).toBe(404);
    expect(
      (await mine.call("POST", `/conversations/${theirs}/replies`, mine.as.owner, { body: "Hello" }))
        .statusCode,
    ).toBe(404);
    expect(
      (await mine.call("PATCH", `/conversations/${theirs}`, mine.as.owner, { isArchived: true })).statusCode,
    ).toBe(404);
    const crossTeam = await mailed.app.inject({
      method: "GET",
      url: `/api/v1/teams/${other.t.id}/conversations/${theirs}`,
      headers: mine.as.owner,
    });
    expect(crossTeam.statusCode).toBe(404);
  });

  it("counts unread, marks read on opening, filters unread and archived", async () => {
    const { call, as, t } = await team();
    const first = await request(t.id, { at: "2026-11-01T10:00:00.000Z" });
    const second = await request(t.id, { at: "2026-11-02T10:00:00.000Z" });
    expect((await call("GET", "/conversations/summary", as.member)).json()).toEqual({ unreadCount: 2 });
    await call("GET", `/conversations/${first}`, as.member);
    expect(
      (await call("GET", "/conversations?view=unread", as.member))
        .json()
        .items.map((c: { id: number }) => c.id),
    ).toEqual([second]);
    await call("PATCH", `/conversations/${second}`, as.member, { isArchived: true });
    expect(
      (await call("GET", "/conversations", as.member)).json().items.map((c: { id: number }) => c.id),
    ).toEqual([first]);
    expect(
      (await call("GET", "/conversations?view=archived", as.member))
        .json()
        .items.map((c: { id: number }) => c.id),
    ).toEqual([second]);
  });

  it("hides held requests from the team until the back office releases them, then notifies", async () => {
    const { call, as, t, owner } = await team();
    const held = await request(t.id, { screening: "held", body: "Pay by Western Union please" });
    expect((await call("GET", "/conversations?view=all", as.owner)).json().total).toBe(0);
    expect((await call("GET", `/conversations/${held}`, as.owner)).statusCode).toBe(404);
    const admin = await createUser();
    await makeAdmin(admin.id);
    const adminHeaders = bearer(await login(mailed.app, admin.email, admin.password));
    const queue = (
      await mailed.app.inject({
        method: "GET",
        url: "/api/v1/admin/messages?screening=held&pageSize=100",
        headers: adminHeaders,
      })
    ).json();
    expect(queue.items.map((m: { id: number }) => m.id)).toContain(held);
    expect(
      (
        await mailed.app.inject({
          method: "POST",
          url: `/api/v1/admin/messages/${held}/release`,
          headers: adminHeaders,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call("GET", "/conversations", as.owner)).json().items.map((c: { id: number }) => c.id),
    ).toEqual([held]);
    expect((await mailsTo(owner.email)).length).toBe(1);
    expect(
      (
        await mailed.app.inject({
          method: "POST",
          url: `/api/v1/admin/messages/${held}/release`,
          headers: adminHeaders,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await mailed.app.inject({
          method: "POST",
          url: `/api/v1/admin/messages/${held}/release`,
          headers: as.owner,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("the boat filter", () => {
  it("lists each boat the team's visible conversations are about, once, with counts, by title, however many boats", async () => {
    const { call, as, t } = await team();
    const other = await team();
    const boats = [];
    // More boats than a page of the team's boats (48): the filter must reach the last one by title.
    for (let i = 1; i <= 60; i += 1)
      boats.push(await createBoat({ teamId: t.id, title: `Fleet ${String(i).padStart(3, "0")}` }));
    const last = boats.at(-1)!;
    const first = boats[0]!;
    await request(t.id, { boatId: last.id });
    await request(t.id, { boatId: last.id });
    await request(t.id, { boatId: first.id });
    await request(t.id, { boatId: boats[10]!.id, screening: "held" });
    await request(t.id, { boatId: null });
    await request(other.t.id, { boatId: (await createBoat({ teamId: other.t.id, title: "Theirs" })).id });
    const response = await call("GET", "/conversations/boats", as.member);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [
        { id: first.id, title: "Fleet 001", conversations: 1 },
        { id: last.id, title: "Fleet 060", conversations: 2 },
      ],
    });
    const filtered = (await call("GET", `/conversations?boatId=${last.id}`, as.member)).json();
    expect(filtered.total).toBe(2);
    const outsider = await other.call("GET", "/conversations/boats", other.as.owner);
    expect(outsider.json().items.map((b: { title: string }) => b.title)).toEqual(["Theirs"]);
    const crossTeam = await mailed.app.inject({
      method: "GET",
      url: `/api/v1/teams/${t.id}/conversations/boats`,
      headers: other.as.owner,
    });
    expect(crossTeam.statusCode).toBe(404);
  });
});

describe("replies", () => {
  it("refuse a member the request is not assigned to, then go out by e-mail once assigned", async () => {
    const { call, as, t, member } = await team();
    const buyer = `reply-${Math.random().toString(36).slice(2)}@example.com`;
    const id = await request(t.id, { buyerEmail: buyer });
    const refused = await call("POST", `/conversations/${id}/replies`, as.member, { body: "Yes, it is!" });
    expect(refused.statusCode).toBe(403);
    expect(
      (await call("PATCH", `/conversations/${id}`, as.owner, { assigneeUserId: member.id })).statusCode,
    ).toBe(200);
    const sent = await call("POST", `/conversations/${id}/replies`, as.member, {
      body: "Oui, il est toujours disponible.\nVisite possible samedi.",
    });
    expect(sent.statusCode).toBe(201);
    const [email] = await mailsTo(buyer);
    expect(email?.subject).toBe("Harbour Brokers a répondu au sujet de Harbour Brokers");
    expect(email?.raw).toMatch(/^Reply-To: sales@harbour\.example/im);
    expect(decodedText(email!.raw)).toContain("Visite possible samedi.");
    const detail = (await call("GET", `/conversations/${id}`, as.member)).json();
    expect(detail).toMatchObject({ leadStatus: "contacted", canReply: true });
    expect(detail.firstReplyMinutes).toBeGreaterThanOrEqual(0);
    expect(detail.messages.map((m: { direction: string }) => m.direction)).toEqual(["inbound", "outbound"]);
  });

  it.each([
    ["an empty reply", { body: "   " }],
    ["a 100 KB reply", { body: "x".repeat(100_000) }],
    ["no body", {}],
  ])("refuse %s cleanly", async (_label, payload) => {
    const { call, as, t } = await team();
    const id = await request(t.id);
    const response = await call("POST", `/conversations/${id}/replies`, as.owner, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("VALIDATION_FAILED");
    expect((await call("GET", `/conversations/${id}`, as.owner)).json().messages).toHaveLength(1);
  });
});

describe("requests (leads)", () => {
  it("let admins set status and assignee (members of the team only), members add notes", async () => {
    const { call, as, t } = await team();
    const id = await request(t.id);
    expect(
      (await call("PATCH", `/conversations/${id}`, as.member, { leadStatus: "qualified" })).statusCode,
    ).toBe(403);
    const stranger = await createUser();
    const bad = await call("PATCH", `/conversations/${id}`, as.owner, { assigneeUserId: stranger.id });
    expect(bad.json().error.details[0].code).toBe("not_a_member");
    expect((await call("PATCH", `/conversations/${id}`, as.owner, { leadStatus: "won" })).statusCode).toBe(
      200,
    );
    expect(
      (await call("POST", `/conversations/${id}/notes`, as.member, { body: "Called back, visit booked." }))
        .statusCode,
    ).toBe(201);
    const list = (await call("GET", "/conversations?leadStatus=won", as.member)).json();
    expect(list.items).toEqual([expect.objectContaining({ id, leadStatus: "won", notesCount: 1 })]);
  });

  it("compute the median first-reply time from three replied requests", async () => {
    const { t, call, as } = await team();
    const db = await getTestDb();
    const base = Date.now() - 5 * 86_400_000;
    for (const minutes of [30, 90, 600]) {
      const created = new Date(base).toISOString();
      const id = await request(t.id, { at: created });
      await db
        .updateTable("conversations")
        .set({ firstReplyAt: new Date(base + minutes * 60_000).toISOString() })
        .where("id", "=", id)
        .execute();
    }
    expect((await call("GET", "/conversations", as.owner)).json().medianFirstReplyMinutes).toBe(90);
  });

  it("export as CSV with formula cells neutralised", async () => {
    const { call, as, t } = await team();
    const db = await getTestDb();
    const id = await request(t.id);
    await db
      .updateTable("conversations")
      .set({ buyerName: '=HYPERLINK("http://evil")' })
      .where("id", "=", id)
      .execute();
    const response = await call("GET", "/conversations/export.csv?view=all", as.member);
    expect(response.headers["content-type"]).toContain("text/csv");
    const lines = response.body
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "id,created_at,buyer_name,buyer_email,boat,lead_status,assignee,first_reply_minutes,last_message_at,read,archived",
    );
    expect(lines[1]).toContain(`${id},`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it("only admins delete a conversation", async () => {
    const { call, as, t } = await team();
    const id = await request(t.id);
    expect((await call("DELETE", `/conversations/${id}`, as.member)).statusCode).toBe(403);
    expect((await call("DELETE", `/conversations/${id}`, as.owner)).statusCode).toBe(200);
    expect((await call("GET", `/conversations/${id}`, as.owner)).statusCode).toBe(404);
  });
});

describe("notification choices", () => {
  it("send a daily digest to members who chose it, once a day", async () => {
    const { call, as, t, member } = await team();
    expect(
      (await call("PUT", "/notifications", as.member, { messageNotifications: "daily" })).statusCode,
    ).toBe(200);
    expect((await call("GET", "/notifications", as.member)).json()).toEqual({
      messageNotifications: "daily",
    });
    expect(
      (await call("PUT", "/notifications", as.member, { messageNotifications: "hourly" })).statusCode,
    ).toBe(400);
    const boat = await createBoat({ teamId: t.id, title: "Digest Cruiser" });
    await request(t.id, { boatId: boat.id });
    const sent = await sendDailyDigests(mailed.app.ctx);
    expect(sent).toBeGreaterThanOrEqual(1);
    const digest = (await mailsTo(member.email)).at(-1);
    expect(decodedText(digest!.raw)).toContain("Pat Buyer — Digest Cruiser");
    const before = (await mailsTo(member.email)).length;
    await sendDailyDigests(mailed.app.ctx);
    expect((await mailsTo(member.email)).length).toBe(before);
  });
});
