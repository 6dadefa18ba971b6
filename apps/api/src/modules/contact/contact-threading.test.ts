import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decodedText } from "../../../../../scripts/lib/mail-server.ts";
import {
  addMember,
  bearer,
  createBoat,
  createTeam,
  createUser,
  distinctWord,
  login,
  makeAdmin,
  nextClientAddress,
} from "../../test/factories.ts";
import { getTestDb } from "../../test/harness.ts";
import { useMailedApp } from "../../test/mailed-app.ts";
import { sendDailyDigests } from "../messages/notifications.ts";

const mailed = useMailedApp();
const { mailsTo } = mailed;

const hex = () => randomBytes(4).toString("hex");
const uniqueEmail = () => `buyer-${hex()}@example.com`;

/** A buyer's message through the public form; each text differs (the same text to many teams is held). */
async function contact(boatId: number, fields: { email: string; message?: string; [k: string]: unknown }) {
  const response = await mailed.app.inject({
    method: "POST",
    url: `/api/v1/boats/${boatId}/messages`,
    payload: { name: "Ana Buyer", message: `Is she still available? Ref ${distinctWord()}.`, ...fields },
    headers: { "accept-language": "en-US" },
    remoteAddress: nextClientAddress(),
  });
  expect(response.statusCode).toBe(201);
}

async function seller() {
  const owner = await createUser({ firstName: "Olivier", language: "en-US" });
  const team = await createTeam({ ownerId: owner.id, name: `Marina ${hex()}` });
  const boat = await createBoat({ teamId: team.id, title: `Sun Odyssey ${hex()}` });
  const headers = bearer(await login(mailed.app, owner.email, owner.password));
  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", path: string, payload?: object) =>
    mailed.app.inject({
      method,
      url: `/api/v1/teams/${team.id}${path}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  return { owner, team, boat, call };
}

async function admin() {
  const user = await createUser();
  await makeAdmin(user.id);
  const headers = bearer(await login(mailed.app, user.email, user.password));
  return (method: "GET" | "POST" | "DELETE", path: string, payload?: object) =>
    mailed.app.inject({ method, url: `/api/v1/admin/${path}`, headers, ...(payload ? { payload } : {}) });
}

async function conversationsOf(boatId: number) {
  const db = await getTestDb();
  return db.selectFrom("conversations").selectAll().where("boatId", "=", boatId).orderBy("id").execute();
}

const ids = (list: { items: { id: number }[] }) => list.items.map((c) => c.id);

describe("a buyer's new request about the same boat joins their conversation", () => {
  it("threads the same address in any case: one conversation, both messages, unread, newest details first", async () => {
    const { owner, team, boat, call } = await seller();
    const quiet = await createUser();
    await addMember(team.id, quiet.id, "member");
    const daily = await createUser();
    await addMember(team.id, daily.id, "member");
    const db = await getTestDb();
    await db
      .updateTable("teamMembers")
      .set({ messageNotifications: "none" })
      .where("userId", "=", quiet.id)
      .execute();
    await db
      .updateTable("teamMembers")
      .set({ messageNotifications: "daily" })
      .where("userId", "=", daily.id)
      .execute();
    const email = uniqueEmail();

    await contact(boat.id, { email, phone: "+34 612 345 678", message: "First question about the keel." });
    const [conversation] = await conversationsOf(boat.id);
    // The team reads, replies (first reply, lead contacted), assigns, notes and archives the request.
    expect((await call("GET", `/conversations/${conversation!.id}`)).statusCode).toBe(200);
    await call("POST", `/conversations/${conversation!.id}/replies`, { body: "Yes, come and see her." });
    await call("PATCH", `/conversations/${conversation!.id}`, {
      assigneeUserId: owner.id,
      leadStatus: "qualified",
      isArchived: true,
    });
    await call("POST", `/conversations/${conversation!.id}/notes`, { body: "Serious buyer." });
    const before = (await call("GET", `/conversations/${conversation!.id}`)).json();
    // Another buyer writes meanwhile: the thread must come back above them.
    await contact(boat.id, { email: uniqueEmail(), name: "Bo Other" });

    await contact(boat.id, {
      email: email.toUpperCase(),
      name: "Ana B. Buyer",
      phone: "",
      locale: "es",
      message: "Second question: when could I visit?",
    });

    const rows = await conversationsOf(boat.id);
    expect(rows).toHaveLength(2);
    const thread = rows.find((r) => r.id === conversation!.id)!;
    expect(thread).toMatchObject({
      buyerName: "Ana B. Buyer",
      buyerEmail: email, // the form lowers addresses
      // Left out this time: the earlier phone stays.
      buyerPhone: "+34 612 345 678",
      locale: "es",
      leadStatus: "qualified",
      assigneeUserId: owner.id,
      screeningStatus: "clear",
    });
    expect(Boolean(thread.isRead)).toBe(false);
    expect(Boolean(thread.isArchived)).toBe(false);

    const inbox = (await call("GET", "/conversations")).json();
    expect(inbox.items[0]).toMatchObject({
      id: conversation!.id,
      isRead: false,
      preview: "Second question: when could I visit?",
      leadStatus: "qualified",
      notesCount: 1,
      firstReplyMinutes: before.firstReplyMinutes,
    });
    expect(inbox.unreadCount).toBe(2);
    const opened = (await call("GET", `/conversations/${conversation!.id}`)).json();
    expect(opened.messages.map((m: { direction: string; body: string }) => [m.direction, m.body])).toEqual([
      ["inbound", "First question about the keel."],
      ["outbound", "Yes, come and see her."],
      ["inbound", "Second question: when could I visit?"],
    ]);
    expect(opened.createdAt).toBe(before.createdAt);
    expect(opened.buyer).toEqual({
      name: "Ana B. Buyer",
      email,
      phone: "+34 612 345 678",
    });

    // Notified as for a new message: the owner by e-mail with the new text, the quiet member not at all,
    // the digest reader in the digest.
    const toOwner = (await mailsTo(owner.email)).filter((m) => m.subject.includes("Ana"));
    expect(toOwner).toHaveLength(2);
    expect(decodedText(toOwner[1]!.raw)).toContain("Second question: when could I visit?");
    expect(decodedText(toOwner[1]!.raw)).toContain(`/dashboard/messages/${conversation!.id}`);
    expect(await mailsTo(quiet.email)).toEqual([]);
    expect(await mailsTo(daily.email)).toEqual([]);
    await sendDailyDigests(mailed.app.ctx);
    const digest = (await mailsTo(daily.email)).at(-1);
    expect(decodedText(digest!.raw)).toContain(`Ana B. Buyer — ${boat.title}`);
  });

  it("keeps a won or lost lead as it was: the thread comes back unread, the status is the team's call", async () => {
    const { boat, call } = await seller();
    const email = uniqueEmail();
    await contact(boat.id, { email });
    const [conversation] = await conversationsOf(boat.id);
    await call("PATCH", `/conversations/${conversation!.id}`, { leadStatus: "won" });
    await contact(boat.id, { email, message: "Where do I find the owner's manual?" });
    const [thread, ...others] = await conversationsOf(boat.id);
    expect(others).toEqual([]);
    expect(thread).toMatchObject({ leadStatus: "won" });
    expect(Boolean(thread!.isRead)).toBe(false);
  });

  it("opens another conversation for another boat, another address, after a deletion or 90 quiet days", async () => {
    const { team, boat, call } = await seller();
    const otherBoat = await createBoat({ teamId: team.id, title: `Lagoon ${hex()}` });
    const email = uniqueEmail();
    await contact(boat.id, { email });
    await contact(otherBoat.id, { email });
    await contact(boat.id, { email: uniqueEmail() });
    expect(await conversationsOf(boat.id)).toHaveLength(2);
    expect(await conversationsOf(otherBoat.id)).toHaveLength(1);

    const [first] = await conversationsOf(boat.id);
    expect((await call("DELETE", `/conversations/${first!.id}`)).statusCode).toBe(200);
    await contact(boat.id, { email });
    const afterDeletion = (await conversationsOf(boat.id)).filter((c) => c.buyerEmail === email);
    expect(afterDeletion).toHaveLength(1);
    expect(afterDeletion[0]!.id).not.toBe(first!.id);

    const db = await getTestDb();
    const quiet = new Date(Date.now() - 91 * 86_400_000).toISOString();
    await db
      .updateTable("conversations")
      .set({ lastMessageAt: quiet, createdAt: quiet })
      .where("id", "=", afterDeletion[0]!.id)
      .execute();
    await contact(boat.id, { email });
    expect((await conversationsOf(boat.id)).filter((c) => c.buyerEmail === email)).toHaveLength(2);
  });
});

describe("screening of a follow-up", () => {
  it("holds a flagged follow-up out of the team's thread, lists and e-mails until the back office releases it", async () => {
    const { owner, boat, call } = await seller();
    const email = uniqueEmail();
    await contact(boat.id, { email, message: "Could I see the survey report?" });
    const [conversation] = await conversationsOf(boat.id);
    await call("GET", `/conversations/${conversation!.id}`); // read
    const scam = "I will pay by Western Union, my agent collects the boat.";
    await contact(boat.id, { email, message: scam, phone: "+44 7700 900123", name: "Someone Else" });

    const rows = await conversationsOf(boat.id);
    expect(rows).toHaveLength(1);
    // Nothing the team sees moved: still read, same details, same preview, no e-mail.
    expect(rows[0]).toMatchObject({ buyerName: "Ana Buyer", buyerPhone: null, screeningStatus: "clear" });
    expect(Boolean(rows[0]!.isRead)).toBe(true);
    const list = (await call("GET", "/conversations?view=all")).json();
    expect(list.items[0]).toMatchObject({ preview: "Could I see the survey report?", isRead: true });
    expect((await call("GET", "/conversations?view=all&q=western")).json().total).toBe(0);
    const thread = (await call("GET", `/conversations/${conversation!.id}`)).json();
    expect(thread.messages.map((m: { body: string }) => m.body)).toEqual(["Could I see the survey report?"]);
    expect(await mailsTo(owner.email)).toHaveLength(1);

    // The back office sees it waiting, with its reasons and its text.
    const asAdmin = await admin();
    const queue = (await asAdmin("GET", "messages?screening=held&pageSize=100")).json();
    const queued = queue.items.find((m: { id: number }) => m.id === conversation!.id);
    expect(queued).toMatchObject({
      screeningStatus: "held",
      screeningReasons: ["off_platform_payment"],
      preview: scam,
    });
    const clear = (await asAdmin("GET", "messages?screening=clear&pageSize=100")).json();
    expect(ids(clear)).not.toContain(conversation!.id);
    const detail = (await asAdmin("GET", `messages/${conversation!.id}`)).json();
    expect(detail).toMatchObject({ screeningStatus: "held", preview: scam });

    expect((await asAdmin("POST", `messages/${conversation!.id}/release`)).statusCode).toBe(200);
    const released = (await call("GET", "/conversations")).json();
    expect(released.items[0]).toMatchObject({ id: conversation!.id, isRead: false, preview: scam });
    const after = (await call("GET", `/conversations/${conversation!.id}`)).json();
    expect(after.messages.map((m: { body: string }) => m.body)).toEqual([
      "Could I see the survey report?",
      scam,
    ]);
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(2);
    expect(decodedText(mails[1]!.raw)).toContain("Western Union");
    expect((await asAdmin("POST", `messages/${conversation!.id}/release`)).statusCode).toBe(409);
  });

  it("lets the back office delete a held follow-up alone, or block its sender, keeping the team's thread", async () => {
    const { boat, call } = await seller();
    const email = uniqueEmail();
    await contact(boat.id, { email, message: "Is the mooring included?" });
    const [conversation] = await conversationsOf(boat.id);
    await contact(boat.id, { email, message: "Send the deposit to bit.ly/pay-now please." });
    const asAdmin = await admin();
    expect((await asAdmin("DELETE", `messages/${conversation!.id}`)).statusCode).toBe(200);
    const db = await getTestDb();
    const bodies = await db
      .selectFrom("messages")
      .select("body")
      .where("conversationId", "=", conversation!.id)
      .execute();
    expect(bodies).toEqual([{ body: "Is the mooring included?" }]);
    expect((await call("GET", `/conversations/${conversation!.id}`)).statusCode).toBe(200);

    await contact(boat.id, { email, message: "Pay me through Western Union, I send a courier." });
    const block = await asAdmin("POST", `messages/${conversation!.id}/block-sender`, { reason: "scam" });
    expect(block.statusCode).toBe(200);
    const blocked = (await asAdmin("GET", "messages?screening=blocked&pageSize=100")).json();
    expect(ids(blocked)).toContain(conversation!.id);
    const thread = (await call("GET", `/conversations/${conversation!.id}`)).json();
    expect(thread.messages).toHaveLength(1);
  });

  it("shows the back office which message of a thread is screened, and lists the thread as released afterwards", async () => {
    const { boat } = await seller();
    const email = uniqueEmail();
    await contact(boat.id, { email, message: "Is the engine serviced?" });
    const [conversation] = await conversationsOf(boat.id);
    const scam = "Overpay by cheque and wire me the difference through Western Union.";
    await contact(boat.id, { email, message: scam });
    const calm = uniqueEmail();
    await contact(boat.id, { email: calm, message: "Could I visit on Sunday?" });
    const [, untouched] = await conversationsOf(boat.id);
    const asAdmin = await admin();
    const screeningOf = async (id: number) =>
      (await asAdmin("GET", `messages/${id}`))
        .json()
        .messages.map((m: { body: string; screeningStatus: string; screeningReasons: string[] }) => [
          m.body,
          m.screeningStatus,
          m.screeningReasons,
        ]);

    // Each message says its own screening: the first request passed, the follow-up waits.
    expect(await screeningOf(conversation!.id)).toEqual([
      ["Is the engine serviced?", "clear", []],
      [scam, "held", ["off_platform_payment", "overpayment"]],
    ]);
    expect((await asAdmin("POST", `messages/${conversation!.id}/release`)).statusCode).toBe(200);
    expect(await screeningOf(conversation!.id)).toEqual([
      ["Is the engine serviced?", "clear", []],
      [scam, "released", ["off_platform_payment", "overpayment"]],
    ]);

    // Released, the thread is listed as released with the follow-up's reasons and text, not as clear.
    const listed = async (screening: string) =>
      (
        await asAdmin("GET", `messages?screening=${screening}&teamId=${untouched!.teamId}&pageSize=100`)
      ).json();
    const released = await listed("released");
    expect(ids(released)).toEqual([conversation!.id]);
    expect(released.items[0]).toMatchObject({
      screeningStatus: "released",
      screeningReasons: ["off_platform_payment", "overpayment"],
      preview: scam,
    });
    expect(ids(await listed("clear"))).toEqual([untouched!.id]);
    expect(ids(await listed("held"))).toEqual([]);
    const all = await listed("all");
    expect(all.items.map((m: { screeningStatus: string }) => m.screeningStatus)).toEqual([
      "clear",
      "released",
    ]);
    expect((await asAdmin("GET", `messages/${conversation!.id}`)).json()).toMatchObject({
      screeningStatus: "released",
      preview: scam,
    });

    // A held first request carries the conversation's screening on its message.
    const heldEmail = uniqueEmail();
    await contact(boat.id, { email: heldEmail, message: "Shortened: bit.ly/keel-deposit for the deposit." });
    const held = (await conversationsOf(boat.id)).at(-1)!;
    expect(await screeningOf(held.id)).toEqual([
      ["Shortened: bit.ly/keel-deposit for the deposit.", "held", ["shortened_link"]],
    ]);
  });

  it("never threads into a held request: a clear message after it opens a visible conversation of its own", async () => {
    const { owner, boat, call } = await seller();
    const email = uniqueEmail();
    await contact(boat.id, { email, message: "Payment by Western Union only, agent collects." });
    await contact(boat.id, { email, message: "Sorry, could I simply book a viewing?" });
    const [held, clear] = await conversationsOf(boat.id);
    expect(held).toMatchObject({ screeningStatus: "held" });
    expect(clear).toMatchObject({ screeningStatus: "clear" });
    const list = (await call("GET", "/conversations?view=all")).json();
    expect(ids(list)).toEqual([clear!.id]);
    const thread = (await call("GET", `/conversations/${clear!.id}`)).json();
    expect(thread.messages.map((m: { body: string }) => m.body)).toEqual([
      "Sorry, could I simply book a viewing?",
    ]);
    expect(await mailsTo(owner.email)).toHaveLength(1);
  });
});
