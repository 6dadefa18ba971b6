import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decodedText, linksIn } from "../../../../../scripts/lib/mail-server.ts";
import {
  addMember,
  createBoat,
  createTeam,
  createUser,
  distinctWord,
  nextClientAddress,
} from "../../test/factories.ts";
import { getTestDb } from "../../test/harness.ts";
import { useMailedApp } from "../../test/mailed-app.ts";

const mailed = useMailedApp();
const { mailsTo } = mailed;

/** The unfolded value of a header of a raw mail. */
const header = (raw: string, name: string) =>
  new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, "im")
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]/g, " ")
    .trim();

const uniqueEmail = () => `buyer-${randomBytes(4).toString("hex")}@example.com`;

// Each message differs: the same text reaching several teams is held as mass mailing (issue 6 screening).
const validBody = (overrides: Record<string, unknown> = {}) => ({
  name: "Ana Buyer",
  email: uniqueEmail(),
  phone: "+34 612 345 678",
  message: `  Hello, is she still available?\r\nI could visit next Tuesday, ${distinctWord()}.  `,
  ...overrides,
});

const send = (
  boatId: number,
  payload: Record<string, unknown>,
  options: { ip?: string; lang?: string } = {},
) =>
  mailed.app.inject({
    method: "POST",
    url: `/api/v1/boats/${boatId}/messages`,
    payload,
    headers: { "accept-language": options.lang ?? "en-US" },
    remoteAddress: options.ip ?? nextClientAddress(),
  });

async function boatOfTeam(status: "published" | "under_offer" | "draft" | "sold" | "archived" = "published") {
  const owner = await createUser({ firstName: "Olivier", language: "fr" });
  const team = await createTeam({ ownerId: owner.id, name: `Chantier ${randomBytes(3).toString("hex")}` });
  const boat = await createBoat({
    teamId: team.id,
    status,
    title: `Sun Odyssey 440 ${randomBytes(2).toString("hex")}`,
  });
  return { owner, team, boat };
}

async function conversationsOf(boatId: number) {
  const db = await getTestDb();
  return db.selectFrom("conversations").selectAll().where("boatId", "=", boatId).orderBy("id").execute();
}

describe("POST boats/{boatId}/messages", () => {
  it("stores the conversation and its message, counts the contact, and e-mails each member in their language", async () => {
    const { owner, team, boat } = await boatOfTeam();
    const member = await createUser({ firstName: "Lucía", language: "es" });
    await addMember(team.id, member.id, "member");
    const gone = await createUser({ status: "inactive" });
    await addMember(team.id, gone.id, "member");
    const body = validBody({ locale: "it" });

    const response = await send(boat.id, body);
    expect(response.statusCode).toBe(201);
    // The toast speaks the form's language.
    expect(response.json()).toEqual({
      message: "Il tuo messaggio è stato inviato. Il venditore ti risponderà via e-mail.",
    });

    const [conversation, ...others] = await conversationsOf(boat.id);
    expect(others).toHaveLength(0);
    expect(conversation).toMatchObject({
      teamId: team.id,
      buyerName: "Ana Buyer",
      buyerEmail: body.email,
      buyerPhone: "+34 612 345 678",
      locale: "it",
      leadStatus: "new",
      screeningStatus: "clear",
      firstReplyAt: null,
    });
    expect(Boolean(conversation!.isRead)).toBe(false);
    const db = await getTestDb();
    const messages = await db
      .selectFrom("messages")
      .select(["direction", "body", "authorUserId"])
      .where("conversationId", "=", conversation!.id)
      .execute();
    expect(messages).toEqual([
      {
        direction: "inbound",
        body: expect.stringMatching(
          /^Hello, is she still available\?\nI could visit next Tuesday, [a-z]{10}\.$/,
        ),
        authorUserId: null,
      },
    ]);
    const events = await db
      .selectFrom("statisticsEvents")
      .select("kind")
      .where("boatId", "=", boat.id)
      .execute();
    expect(events).toEqual([{ kind: "contact" }]);
    const daily = await db
      .selectFrom("statisticsDaily")
      .select("contacts")
      .where("boatId", "=", boat.id)
      .execute();
    expect(daily).toEqual([{ contacts: 1 }]);

    const [toOwner] = await mailsTo(owner.email);
    expect(toOwner?.subject).toBe(`Nouveau message de Ana Buyer concernant ${boat.title}`);
    expect(header(toOwner!.raw, "reply-to")).toBe(body.email);
    expect(header(toOwner!.raw, "from")).toMatch(/^"?Ana Buyer via Keel"? </);
    const text = decodedText(toOwner!.raw);
    expect(text).toContain("Bonjour Olivier,");
    expect(text).toMatch(/Hello, is she still available\?\r?\nI could visit next Tuesday, [a-z]{10}\./);
    expect(text).toContain(`Coordonnées : ${body.email} · +34 612 345 678`);
    expect(linksIn(toOwner!.raw)).toContain(`https://keel.example/fr/dashboard/messages/${conversation!.id}`);

    const [toMember] = await mailsTo(member.email);
    expect(toMember?.subject).toBe(`Nuevo mensaje de Ana Buyer sobre ${boat.title}`);
    expect(linksIn(toMember!.raw)).toContain(
      `https://keel.example/es/dashboard/messages/${conversation!.id}`,
    );
    expect(await mailsTo(gone.email)).toHaveLength(0);
  });

  it("accepts boats under offer and a message without phone; a second message adds to the day's count", async () => {
    const { owner, boat } = await boatOfTeam("under_offer");
    const first = await send(boat.id, validBody({ phone: "" }), { lang: "fr" });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe("Votre message a été envoyé. Le vendeur vous répondra par e-mail.");
    expect((await send(boat.id, validBody({ phone: undefined }))).statusCode).toBe(201);
    const conversations = await conversationsOf(boat.id);
    expect(conversations.map((c) => c.buyerPhone)).toEqual([null, null]);
    expect(conversations.map((c) => c.locale)).toEqual(["fr", "en-US"]);
    const db = await getTestDb();
    const daily = await db
      .selectFrom("statisticsDaily")
      .select("contacts")
      .where("boatId", "=", boat.id)
      .execute();
    expect(daily).toEqual([{ contacts: 2 }]);
    const [toOwner] = await mailsTo(owner.email);
    expect(decodedText(toOwner!.raw)).not.toContain(" · ");
  });

  it("answers a filled honeypot like a success but stores and sends nothing", async () => {
    const { owner, boat } = await boatOfTeam();
    const response = await send(boat.id, validBody({ website: "https://spam.example" }));
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(
      "Your message has been sent. The seller will reply to you by e-mail.",
    );
    expect(await conversationsOf(boat.id)).toHaveLength(0);
    expect(await mailsTo(owner.email)).toHaveLength(0);
  });

  it("answers 404 for boats buyers cannot see: draft, sold, archived, of an inactive team, unknown", async () => {
    const boats = [];
    for (const status of ["draft", "sold", "archived"] as const) boats.push((await boatOfTeam(status)).boat);
    const inactiveTeam = await createTeam({ status: "inactive" });
    boats.push(await createBoat({ teamId: inactiveTeam.id }));
    for (const boat of boats) {
      const response = await send(boat.id, validBody());
      expect(response.statusCode, boat.status).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
      expect(await conversationsOf(boat.id)).toHaveLength(0);
    }
    expect((await send(2_000_000_000, validBody())).statusCode).toBe(404);
    expect((await send(0, validBody())).statusCode).toBe(400);
  });

  it("refuses invalid fields with 400 and field details, storing nothing", async () => {
    const { owner, boat } = await boatOfTeam();
    const cases: [Record<string, unknown>, string][] = [
      [{ message: "" }, "body.message"],
      [{ message: "   too short   " }, "body.message"],
      [{ message: "x".repeat(100 * 1024) }, "body.message"],
      [{ message: "Null byte \u0000 in an otherwise fine message" }, "body.message"],
      [{ email: "not-an-email" }, "body.email"],
      [{ email: "ana@example.com\r\nBcc: victim@example.com" }, "body.email"],
      [{ name: "Ana\r\nBcc: victim@example.com" }, "body.name"],
      [{ name: "Ana\nBuyer" }, "body.name"],
      [{ name: "" }, "body.name"],
      [{ name: "n".repeat(81) }, "body.name"],
      [{ phone: "+33 6 12\r\n34 56 78" }, "body.phone"],
      [{ phone: "call me maybe" }, "body.phone"],
      [{ phone: "1".repeat(31) }, "body.phone"],
      [{ locale: "de" }, "body.locale"],
    ];
    for (const [change, path] of cases) {
      const response = await send(boat.id, validBody(change));
      expect(response.statusCode, path).toBe(400);
      const error = response.json().error;
      expect(error.code).toBe("VALIDATION_FAILED");
      expect(error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const withoutMessage = validBody();
    delete (withoutMessage as Record<string, unknown>).message;
    expect((await send(boat.id, withoutMessage)).statusCode).toBe(400);
    expect(await conversationsOf(boat.id)).toHaveLength(0);
    expect(await mailsTo(owner.email)).toHaveLength(0);
  });

  it("limits each IP address to 5 messages in 10 minutes", async () => {
    const { boat } = await boatOfTeam();
    const ip = "198.51.100.7";
    for (let i = 0; i < 5; i += 1) {
      expect((await send(boat.id, validBody(), { ip })).statusCode).toBe(201);
    }
    const limited = await send(boat.id, validBody(), { ip, lang: "fr" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: "RATE_LIMITED" });
    expect(limited.json().error.message).toMatch(/^Trop de tentatives/);
    expect(await conversationsOf(boat.id)).toHaveLength(5);
    // Another address is not affected.
    expect((await send(boat.id, validBody(), { ip: "198.51.100.8" })).statusCode).toBe(201);
  });

  it("limits each sender address to 10 messages a day, whatever the IP and the case", async () => {
    const { boat } = await boatOfTeam();
    const email = uniqueEmail();
    for (let i = 0; i < 10; i += 1) {
      const response = await send(boat.id, validBody({ email: i % 2 ? email.toUpperCase() : email }));
      expect(response.statusCode).toBe(201);
    }
    const limited = await send(boat.id, validBody({ email }), { lang: "es" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({
      code: "RATE_LIMITED",
      message:
        "Hoy has enviado demasiados mensajes desde esta dirección de correo. Inténtalo de nuevo mañana.",
    });
    // One buyer writing about one boat: one conversation holding the ten messages (threading).
    const [conversation, ...others] = await conversationsOf(boat.id);
    expect(others).toEqual([]);
    const db = await getTestDb();
    const messages = await db
      .selectFrom("messages")
      .select("id")
      .where("conversationId", "=", conversation!.id)
      .execute();
    expect(messages).toHaveLength(10);
    expect((await send(boat.id, validBody())).statusCode).toBe(201);
  });
});

describe("screening at arrival (issue 6)", () => {
  it("holds a scam for the back office and tells no one, while passing an ordinary message", async () => {
    const { owner, boat } = await boatOfTeam();
    const scam = await send(
      boat.id,
      validBody({ message: "I will pay by Western Union, my agent collects the boat." }),
    );
    expect(scam.statusCode).toBe(201);
    const ordinary = await send(
      boat.id,
      validBody({ message: "Could I see the engine service history, please?" }),
    );
    expect(ordinary.statusCode).toBe(201);
    const [held, clear] = await conversationsOf(boat.id);
    expect(held).toMatchObject({ screeningStatus: "held", screeningReasons: "off_platform_payment" });
    expect(clear).toMatchObject({ screeningStatus: "clear", screeningReasons: null });
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(decodedText(mails[0]!.raw)).toContain("engine service history");
  });

  it("holds the same text sent to a third team within a day", async () => {
    const text = `Dear seller, I am very interested in your vessel ${distinctWord()}, kindly reply.`;
    const boats = [await boatOfTeam(), await boatOfTeam(), await boatOfTeam()];
    for (const { boat } of boats)
      expect((await send(boat.id, validBody({ message: text }))).statusCode).toBe(201);
    const statuses = await Promise.all(
      boats.map(async ({ boat }) => (await conversationsOf(boat.id))[0]?.screeningStatus),
    );
    expect(statuses).toEqual(["clear", "clear", "held"]);
  });

  it("refuses a blocked sender", async () => {
    const { boat } = await boatOfTeam();
    const db = await getTestDb();
    const email = uniqueEmail();
    await db
      .insertInto("blockedSenders")
      .values({ email, reason: "scam", blockedByUserId: null, createdAt: new Date().toISOString() })
      .execute();
    const response = await send(boat.id, validBody({ email: email.toUpperCase() }));
    expect(response.statusCode).toBe(403);
    expect(await conversationsOf(boat.id)).toEqual([]);
  });

  it("e-mails only the members who chose one e-mail per message", async () => {
    const { owner, team, boat } = await boatOfTeam();
    const quiet = await createUser();
    await addMember(team.id, quiet.id, "member");
    const db = await getTestDb();
    await db
      .updateTable("teamMembers")
      .set({ messageNotifications: "none" })
      .where("userId", "=", quiet.id)
      .execute();
    expect((await send(boat.id, validBody())).statusCode).toBe(201);
    expect(await mailsTo(owner.email)).toHaveLength(1);
    expect(await mailsTo(quiet.email)).toEqual([]);
  });
});
