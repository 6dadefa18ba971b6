import { beforeAll, describe, expect, it } from "vitest";
import { type CapturedMail, decodedText } from "../../../../../scripts/lib/mail-server.ts";
import { nextClientAddress } from "../../test/factories.ts";
import { getTestDb } from "../../test/harness.ts";
import { useMailedApp } from "../../test/mailed-app.ts";

const mailed = useMailedApp();
beforeAll(async () => {
  const db = await getTestDb();
  await db
    .insertInto("siteConfig")
    .values({
      key: "support.email",
      value: "desk@keel.example",
      isPublic: true,
      updatedAt: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: "desk@keel.example" }))
    .execute();
});

const mails = async () => {
  await mailed.app.jobs.drain();
  return (await (await fetch(mailed.mail.httpUrl)).json()) as CapturedMail[];
};
const send = (payload: Record<string, unknown>, lang = "en-US") =>
  mailed.app.inject({
    method: "POST",
    url: "/api/v1/support/messages",
    payload,
    headers: { "accept-language": lang },
    remoteAddress: nextClientAddress(),
  });

describe("POST support/messages", () => {
  it("reaches the support desk with reply-to the sender and acknowledges in the sender's language", async () => {
    const email = `sender-${Date.now()}@example.com`;
    const response = await send(
      {
        name: "Lucía",
        email,
        topic: "billing",
        message: "¿Puedo pagar la suscripción anual por transferencia?",
      },
      "es",
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe("¡Gracias! Nuestro equipo de soporte suele responder en 48 horas.");
    const all = await mails();
    const desk = all.find((m) => m.to.includes("desk@keel.example") && m.raw.includes(email));
    expect(desk?.subject).toBe("[Support · billing] Lucía");
    expect(desk?.raw).toMatch(new RegExp(`^Reply-To: ${email}`, "im"));
    const ack = all.find((m) => m.to.includes(email));
    expect(ack?.subject).toBe("Hemos recibido tu mensaje");
    expect(decodedText(ack!.raw)).toContain("suele responder en 48 horas");
  });

  it("acknowledges without quoting the form, once a day per address", async () => {
    const victim = `victim-${Date.now()}@example.com`;
    const spam = {
      name: "Claim your prize at evil.example",
      email: victim,
      topic: "general",
      message: "Your account is suspended, log in at https://evil.example/login to keep it",
    };
    expect((await send(spam)).statusCode).toBe(201);
    expect((await send({ ...spam, message: "Second try at relaying https://evil.example" })).statusCode).toBe(
      201,
    );
    const acks = (await mails()).filter((m) => m.to.includes(victim));
    expect(acks).toHaveLength(1);
    const text = decodedText(acks[0]!.raw);
    expect(text).toContain("Hello,");
    expect(text).not.toContain("evil.example");
    expect(acks[0]!.raw).not.toContain("evil.example");
    // The desk still gets both, with the sender's words.
    const desk = (await mails()).filter((m) => m.to.includes("desk@keel.example") && m.raw.includes(victim));
    expect(desk).toHaveLength(2);
  });

  it("refuses bad input and drops honeypot submissions silently", async () => {
    expect(
      (await send({ name: "X", email: "x@example.com", topic: "nonsense", message: "Long enough message" }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await send({
          name: "X\r\nBcc: a@b.c",
          email: "x@example.com",
          topic: "general",
          message: "Long enough message",
        })
      ).statusCode,
    ).toBe(400);
    const before = (await mails()).length;
    const bot = await send({
      name: "Bot",
      email: "bot@example.com",
      topic: "general",
      message: "Buy cheap watches now",
      website: "http://spam",
    });
    expect(bot.statusCode).toBe(201);
    expect((await mails()).length).toBe(before);
  });
});
