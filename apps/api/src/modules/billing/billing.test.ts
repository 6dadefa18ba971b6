/**
 * Billing on the built-in test gateway, through the API: plans, billing details and VAT ids, who may buy,
 * checkout and payment (declined, success), the subscription's state machine (active, past due with its grace
 * period and reminders, restricted, cancelled at period end, resumed, ended, re-subscribed), proration,
 * invoices and their PDF, and that a member of another team gets 404 on every billing route.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { createBoat, nextClientAddress } from "../../test/factories.ts";
import { getTestApp, getTestDb } from "../../test/harness.ts";
import {
  auditActions,
  DE_DETAILS,
  FR_DETAILS,
  freeTeam,
  memberOf,
  outbox,
  pay,
  saveDetails,
  startCheckout,
  subscribe,
  subscriptionOf,
} from "./billing-test-kit.ts";
import { recordEvent } from "./events.ts";
import { formatMoney } from "./money.ts";
import { billingSweep } from "./sweep.ts";

const DAY = 86_400_000;
let app: FastifyInstance;
beforeAll(async () => {
  app = await getTestApp();
});

const canPost = async (t: { teamId: number; headers: object }) => {
  const response = await app.inject({
    method: "GET",
    url: `/api/v1/teams/${t.teamId}`,
    headers: t.headers as Record<string, string>,
  });
  return (response.json() as { plan: { canPostBoats: boolean } }).plan.canPostBoats;
};

describe("GET /plans", () => {
  it("lists Free, Professional with a price per currency and interval (a year cheaper than 12 months), and Custom on quote", async () => {
    const response = await app.inject({ method: "GET", url: "/api/v1/plans" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pricesExcludeTax).toBe(true);
    expect(body.items.map((p: { slug: string }) => p.slug)).toEqual(["free", "professional", "custom"]);
    const pro = body.items[1];
    expect(pro.canPostBoats).toBe(true);
    expect(pro.features).toEqual(
      expect.arrayContaining(["unlimited_boats", "audience_10k", "priority_support", "verified_badge"]),
    );
    expect(pro.prices).toHaveLength(6);
    for (const currency of ["EUR", "GBP", "USD"]) {
      const month = pro.prices.find(
        (p: { currency: string; interval: string }) => p.currency === currency && p.interval === "month",
      );
      const year = pro.prices.find(
        (p: { currency: string; interval: string }) => p.currency === currency && p.interval === "year",
      );
      expect(month.amount % 100).toBe(0);
      expect(year.amount).toBeLessThan(12 * month.amount);
    }
    expect(body.items[2]).toMatchObject({ slug: "custom", quoted: true, prices: [] });
    expect(body.items[0]).toMatchObject({ slug: "free", canPostBoats: false, quoted: false });
  });
});

describe("billing details and VAT ids", () => {
  it("stores a VAT id in its canonical spelling and refuses a malformed one as a field error, per country", async () => {
    const t = await freeTeam(app);
    const saved = await saveDetails(app, t, { ...FR_DETAILS, vatId: "fr 40-123.456.824" });
    expect(saved).toMatchObject({ vatId: "FR40123456824", complete: true, canManage: true });
    expect(saved.message).toBe("Billing details saved.");

    const cases: [string, string, boolean][] = [
      ["FR", "FR123", false],
      ["DE", "DE12345678", false],
      ["DE", "123456789", true],
      ["NL", "NL123456789B01", true],
      ["NL", "NL123456789", false],
      ["GB", "GB 123 4567 89", true],
      ["GB", "GB12345", false],
      ["GR", "EL123456789", true],
      ["US", "12-3456789", true],
      ["US", "1234", false],
      ["IT", "IT1234567890", false],
    ];
    for (const [country, vatId, ok] of cases) {
      const response = await app.inject({
        method: "PUT",
        url: `/api/v1/teams/${t.teamId}/billing/details`,
        headers: { ...t.headers, "accept-language": "fr" },
        payload: { ...DE_DETAILS, country, vatId },
      });
      expect(response.statusCode, `${country} ${vatId}`).toBe(ok ? 200 : 400);
      if (!ok) {
        expect(response.json().error).toMatchObject({
          code: "VALIDATION_FAILED",
          message: "Certains champs ne sont pas valides. Vérifiez-les puis réessayez.",
          details: [{ path: "body.vatId", code: "vat_id_invalid" }],
        });
      }
    }
    // A US company may leave it empty.
    const us = await saveDetails(app, t, { ...DE_DETAILS, country: "US", region: "FL", vatId: "" });
    expect(us.vatId).toBeNull();
  });

  it("lets members read the details but not change them", async () => {
    const t = await freeTeam(app);
    const member = await memberOf(app, t.teamId);
    const read = await app.inject({
      method: "GET",
      url: `/api/v1/teams/${t.teamId}/billing/details`,
      headers: member.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ complete: false, canManage: false, country: "FR" });
    const write = await app.inject({
      method: "PUT",
      url: `/api/v1/teams/${t.teamId}/billing/details`,
      headers: member.headers,
      payload: FR_DETAILS,
    });
    expect(write.statusCode).toBe(403);
  });
});

describe("who may buy", () => {
  it("lets owners and admins buy; members get 403 and see who can", async () => {
    const t = await freeTeam(app);
    await saveDetails(app, t);
    const member = await memberOf(app, t.teamId, "member");
    const admin = await memberOf(app, t.teamId, "admin");
    const view = await subscriptionOf(app, { teamId: t.teamId, headers: member.headers });
    expect(view).toMatchObject({
      canManage: false,
      status: "none",
      plan: { slug: "free", canPostBoats: false },
      gateway: "test",
    });
    expect(view.managers.map((m: { email: string }) => m.email)).toContain(admin.user.email);
    expect(view.managers).toHaveLength(2);
    for (const [method, path, payload] of [
      ["POST", "checkout", { plan: "professional", interval: "month", currency: "EUR" }],
      ["POST", "preview-change", { plan: "professional", interval: "year" }],
      ["POST", "change", { plan: "professional", interval: "year" }],
      ["POST", "cancel", { reason: "too_expensive" }],
      ["POST", "resume", undefined],
      ["POST", "portal", undefined],
      ["POST", "test-clock/renew", undefined],
    ] as const) {
      const response = await app.inject({
        method,
        url: `/api/v1/teams/${t.teamId}/billing/${path}`,
        headers: member.headers,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, path).toBe(403);
    }
    const byAdmin = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${t.teamId}/billing/checkout`,
      headers: admin.headers,
      payload: { plan: "professional", interval: "year", currency: "GBP" },
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().url).toMatch(/\/dashboard\/checkout\/test-payment\?session=cs_test_/);
  });

  it("asks for billing details before the checkout", async () => {
    const t = await freeTeam(app);
    const response = await startCheckout(app, t);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe("UNPROCESSABLE");
  });

  it("answers 404 to a member of another team on every billing route", async () => {
    const t = await freeTeam(app);
    await subscribe(app, t);
    const db = await getTestDb();
    const invoice = await db
      .selectFrom("invoices")
      .select("id")
      .where("teamId", "=", t.teamId)
      .executeTakeFirstOrThrow();
    const session = await db
      .selectFrom("checkoutSessions")
      .select("id")
      .where("teamId", "=", t.teamId)
      .executeTakeFirstOrThrow();
    const stranger = await freeTeam(app);
    const routes: [string, string, unknown?][] = [
      ["GET", "subscription"],
      ["GET", "details"],
      ["PUT", "details", FR_DETAILS],
      ["POST", "checkout", { plan: "professional", interval: "month", currency: "EUR" }],
      ["GET", `checkout/${session.id}`],
      ["POST", "preview-change", { plan: "professional", interval: "year" }],
      ["POST", "change", { plan: "professional", interval: "year" }],
      ["POST", "cancel", { reason: "other" }],
      ["POST", "resume"],
      ["POST", "portal"],
      ["GET", "invoices"],
      ["GET", `invoices/${invoice.id}/pdf`],
      ["GET", "test-card"],
      ["PUT", "test-card", { card: "declined" }],
      ["POST", "test-clock/renew"],
    ];
    for (const [method, path, payload] of routes) {
      const response = await app.inject({
        method: method as "GET",
        url: `/api/v1/teams/${t.teamId}/billing/${path}`,
        headers: stranger.headers,
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    for (const [method, path] of [
      ["GET", `/api/v1/test-gateway/sessions/${session.id}`],
      ["POST", `/api/v1/test-gateway/sessions/${session.id}/pay`],
    ] as const) {
      const response = await app.inject({
        method,
        url: path,
        headers: stranger.headers,
        ...(method === "POST" ? { payload: { card: "success" } } : {}),
      });
      expect(response.statusCode, path).toBe(404);
    }
    // The other team's invoice is not reachable under the stranger's own team either.
    const own = await app.inject({
      method: "GET",
      url: `/api/v1/teams/${stranger.teamId}/billing/invoices/${invoice.id}/pdf`,
      headers: stranger.headers,
    });
    expect(own.statusCode).toBe(404);
  });
});

describe("checkout on the test gateway", () => {
  it("refuses a declined card with PAYMENT_DECLINED and changes nothing; pays with the success card once the event is applied", async () => {
    const t = await freeTeam(app, "fr");
    await saveDetails(app, t);
    const checkout = await startCheckout(app, t, {
      plan: "professional",
      interval: "month",
      currency: "EUR",
    });
    const { sessionId } = checkout.json();
    const page = await app.inject({
      method: "GET",
      url: `/api/v1/test-gateway/sessions/${sessionId}`,
      headers: t.headers,
    });
    expect(page.json()).toMatchObject({
      status: "pending",
      plan: "professional",
      currency: "EUR",
      subtotal: 4900,
      tax: 980,
      taxRate: 20,
      total: 5880,
      reverseCharge: false,
    });

    const declined = await app.inject({
      method: "POST",
      url: `/api/v1/test-gateway/sessions/${sessionId}/pay`,
      headers: { ...t.headers, "accept-language": "fr" },
      payload: { card: "declined" },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toMatchObject({
      code: "PAYMENT_DECLINED",
      message: expect.stringContaining("refusée"),
    });
    const status = await app.inject({
      method: "GET",
      url: `/api/v1/teams/${t.teamId}/billing/checkout/${sessionId}`,
      headers: t.headers,
    });
    expect(status.json().status).toBe("pending");
    expect(await subscriptionOf(app, t)).toMatchObject({ status: "none", plan: { slug: "free" } });
    expect(await canPost(t)).toBe(false);

    const paid = await pay(app, t, sessionId, "success");
    expect(paid.statusCode).toBe(200);
    expect(paid.json().redirectUrl).toBe(
      `http://localhost:3000/fr/dashboard/checkout/success?session_id=${sessionId}`.replace("/fr/", "/"),
    );
    const after = await app.inject({
      method: "GET",
      url: `/api/v1/teams/${t.teamId}/billing/checkout/${sessionId}`,
      headers: t.headers,
    });
    expect(after.json()).toEqual({ sessionId, status: "paid", plan: "professional" });
    const view = await subscriptionOf(app, t);
    expect(view).toMatchObject({
      status: "active",
      plan: { slug: "professional", canPostBoats: true },
      interval: "month",
      currency: "EUR",
      amount: 4900,
      cancelAtPeriodEnd: false,
      restricted: false,
    });
    expect(await canPost(t)).toBe(true);
    const again = await pay(app, t, sessionId, "success");
    expect(again.statusCode).toBe(409);

    const invoices = (
      await app.inject({
        method: "GET",
        url: `/api/v1/teams/${t.teamId}/billing/invoices`,
        headers: t.headers,
      })
    ).json().items;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      status: "paid",
      subtotal: 4900,
      tax: 980,
      total: 5880,
      taxRate: 20,
      reverseCharge: false,
    });
    const mails = await outbox("billingPaymentConfirmed");
    const mine = mails.filter((m) => m.subject.includes(`Team `) && m.text.includes("58,80"));
    expect(mine.length).toBeGreaterThanOrEqual(1);
    expect(mine.at(-1)?.subject).toMatch(/^Paiement confirmé : formule Professionnel pour /);
    const actions = (await auditActions(t.teamId)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["team.subscription.status", "team.plan.set"]));
    // A second checkout while subscribed is refused: changes go through the change route.
    expect((await startCheckout(app, t)).statusCode).toBe(409);
  });

  it("sends the payment confirmation once however often the events are replayed", async () => {
    const t = await freeTeam(app);
    await subscribe(app, t);
    const db = await getTestDb();
    const events = await db.selectFrom("billingEvents").selectAll().where("teamId", "=", t.teamId).execute();
    expect(events.map((e) => e.type).sort()).toEqual([
      "checkout.session.completed",
      "customer.subscription.created",
      "invoice.paid",
    ]);
    expect(events.every((e) => e.status === "processed")).toBe(true);
    const owner = await db
      .selectFrom("users")
      .select("email")
      .where("id", "=", t.ownerId)
      .executeTakeFirstOrThrow();
    const before = (await outbox("billingPaymentConfirmed", owner.email)).length;
    for (const e of events) {
      // The same event delivered again is stored once.
      expect(
        await recordEvent(db, {
          id: e.id,
          source: "test",
          type: e.type,
          objectId: e.objectId,
          teamId: e.teamId,
          created: e.createdAt,
          payload: {},
        }),
      ).toBe(false);
    }
    // And a job run again finds it done.
    await db
      .updateTable("billingEvents")
      .set({ status: "pending" })
      .where("teamId", "=", t.teamId)
      .where("type", "=", "invoice.paid")
      .execute();
    await app.jobs.drain();
    const { applyPendingEvents } = await import("./events.ts");
    await applyPendingEvents(app.ctx, t.teamId);
    expect((await outbox("billingPaymentConfirmed", owner.email)).length).toBe(before);
    expect(before).toBe(1);
  });
});

describe("what the subscription page shows", () => {
  it("the plan, its price, the renewal date a month on, and the team's usage: boats online and members", async () => {
    const t = await freeTeam(app);
    await memberOf(app, t.teamId, "admin");
    await memberOf(app, t.teamId, "member");
    await createBoat({ teamId: t.teamId, status: "published" });
    await createBoat({ teamId: t.teamId, status: "under_offer" });
    await createBoat({ teamId: t.teamId, status: "draft" });
    await createBoat({ teamId: t.teamId, status: "sold" });
    const before = await subscriptionOf(app, t);
    expect(before).toMatchObject({ status: "none", currentPeriodEnd: null, interval: null, amount: null });
    expect(before.usage).toEqual({ publishedBoats: 2, members: 3 });

    const paidAt = Date.now();
    await subscribe(app, t, { currency: "GBP" });
    await createBoat({ teamId: t.teamId, status: "published" });
    const view = await subscriptionOf(app, t);
    expect(view).toMatchObject({
      status: "active",
      plan: { slug: "professional" },
      interval: "month",
      currency: "GBP",
      amount: 4200,
      cancelAtPeriodEnd: false,
      trialEnd: null,
      graceEnd: null,
      usage: { publishedBoats: 3, members: 3 },
    });
    const renewal = new Date(view.currentPeriodEnd);
    const expected = new Date(paidAt);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(Math.abs(renewal.getTime() - expected.getTime())).toBeLessThan(DAY);
  });
});

describe("the payment confirmation e-mail", () => {
  // Every language the product speaks, with the plan's name, the amount and the invoice in the reader's own
  // words; en-GB differs from en-US in one sentence ("on your billing page").
  const expected = {
    "en-US": {
      subject: "Payment confirmed: Professional plan for ",
      words: ["Your payment was successful", "is in your billing page"],
    },
    "en-GB": {
      subject: "Payment confirmed: Professional plan for ",
      words: ["Your payment was successful", "is on your billing page"],
    },
    fr: {
      subject: "Paiement confirmé : formule Professionnel pour ",
      words: ["Votre paiement a bien été effectué", "Merci !"],
    },
    it: {
      subject: "Pagamento confermato: piano Professional per ",
      words: ["Il pagamento è andato a buon fine", "Grazie!"],
    },
    es: {
      subject: "Pago confirmado: plan Profesional para ",
      words: ["Tu pago se ha realizado correctamente", "¡Gracias!"],
    },
  } as const;
  for (const [locale, mail] of Object.entries(expected)) {
    it(`is written in ${locale} to an owner who reads ${locale}`, async () => {
      const t = await freeTeam(app, locale);
      await subscribe(app, t);
      const db = await getTestDb();
      const owner = await db
        .selectFrom("users")
        .select("email")
        .where("id", "=", t.ownerId)
        .executeTakeFirstOrThrow();
      const team = await db
        .selectFrom("teams")
        .select("name")
        .where("id", "=", t.teamId)
        .executeTakeFirstOrThrow();
      const invoice = await db
        .selectFrom("invoices")
        .select("number")
        .where("teamId", "=", t.teamId)
        .executeTakeFirstOrThrow();
      const sent = await outbox("billingPaymentConfirmed", owner.email);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.subject).toBe(`${mail.subject}${team.name}`);
      const text = sent[0]?.text ?? "";
      for (const words of mail.words) expect(text).toContain(words);
      // 49 € and 20 % French VAT, as the reader writes amounts.
      expect(text).toContain(formatMoney(5880, "EUR", locale));
      expect(text).toContain(invoice.number);
      expect(text).not.toMatch(/\{\w+\}/);
    });
  }
});

describe("the subscription's state machine", () => {
  it("past due on a failed renewal, posting through 7 days of grace with reminders, then restricted; a good card makes it active again", async () => {
    const t = await freeTeam(app);
    await subscribe(app, t, { card: "renewal-fails" });
    const renewed = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${t.teamId}/billing/test-clock/renew`,
      headers: t.headers,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const pastDue = renewed.json();
    expect(pastDue).toMatchObject({ status: "past_due", restricted: false, plan: { canPostBoats: true } });
    expect(Date.parse(pastDue.graceEnd) - Date.now()).toBeGreaterThan(6.9 * DAY);
    expect(Date.parse(pastDue.graceEnd) - Date.now()).toBeLessThanOrEqual(7 * DAY);
    expect(await canPost(t)).toBe(true);
    const db = await getTestDb();
    const owner = await db
      .selectFrom("users")
      .select("email")
      .where("id", "=", t.ownerId)
      .executeTakeFirstOrThrow();
    expect(await outbox("billingPastDue", owner.email)).toHaveLength(1);
    const invoices = (
      await app.inject({
        method: "GET",
        url: `/api/v1/teams/${t.teamId}/billing/invoices`,
        headers: t.headers,
      })
    ).json().items;
    expect(invoices.map((i: { status: string }) => i.status)).toEqual(["open", "paid"]);

    // Reminders on day 3 and day 6, one each however often the sweep runs; the restriction at the end.
    await billingSweep(app.ctx, new Date(Date.now() + 1 * DAY));
    expect(await outbox("billingPastDue", owner.email)).toHaveLength(1);
    await billingSweep(app.ctx, new Date(Date.now() + 3.1 * DAY));
    await billingSweep(app.ctx, new Date(Date.now() + 3.2 * DAY));
    expect(await outbox("billingPastDue", owner.email)).toHaveLength(2);
    await billingSweep(app.ctx, new Date(Date.now() + 6.1 * DAY));
    expect(await outbox("billingPastDue", owner.email)).toHaveLength(3);
    await billingSweep(app.ctx, new Date(Date.now() + 7.1 * DAY));
    await billingSweep(app.ctx, new Date(Date.now() + 7.2 * DAY));
    expect(await outbox("billingRestricted", owner.email)).toHaveLength(1);

    // Past the grace end: restricted.
    await db
      .updateTable("subscriptions")
      .set({ graceEnd: new Date(Date.now() - 1000).toISOString() })
      .where("teamId", "=", t.teamId)
      .execute();
    expect(await canPost(t)).toBe(false);
    expect(await subscriptionOf(app, t)).toMatchObject({ status: "past_due", restricted: true });
    const boat = await createBoat({ teamId: t.teamId, status: "draft" });
    const publish = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${t.teamId}/boats/${boat.id}/actions`,
      headers: t.headers,
      payload: { action: "publish" },
      remoteAddress: nextClientAddress(),
    });
    expect(publish.statusCode).toBe(403);
    expect(publish.json().error.code).toBe("PLAN_RESTRICTED");

    // The portal on the test gateway is the product's test card page; a good card pays the open invoice.
    const portal = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${t.teamId}/billing/portal`,
      headers: t.headers,
    });
    expect(portal.json().url).toBe("http://localhost:3000/dashboard/billing/test-card");
    const card = await app.inject({
      method: "PUT",
      url: `/api/v1/teams/${t.teamId}/billing/test-card`,
      headers: t.headers,
      payload: { card: "success" },
    });
    expect(card.statusCode).toBe(200);
    expect(await subscriptionOf(app, t)).toMatchObject({
      status: "active",
      restricted: false,
      graceEnd: null,
    });
    expect(await canPost(t)).toBe(true);
    const settled = (
      await app.inject({
        method: "GET",
        url: `/api/v1/teams/${t.teamId}/billing/invoices`,
        headers: t.headers,
      })
    ).json().items;
    expect(settled.map((i: { status: string }) => i.status)).toEqual(["paid", "paid"]);
    const statuses = (await auditActions(t.teamId))
      .filter((a) => a.action === "team.subscription.status")
      .map((a) => `${a.details.status.from}>${a.details.status.to}`);
    expect(statuses).toEqual(["none>active", "active>past_due", "past_due>active"]);
  });

  it("cancels at period end with a reason, resumes, then ends: boats hidden, back on re-subscription", async () => {
    const t = await freeTeam(app);
    await subscribe(app, t);
    const published = await createBoat({ teamId: t.teamId, status: "published" });
    const underOffer = await createBoat({ teamId: t.teamId, status: "under_offer" });
    const sold = await createBoat({ teamId: t.teamId, status: "sold" });

    const cancel = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${t.teamId}/billing/cancel`,
      headers: t.headers,
      payload: { reason: "too_expensive", comment: "Quiet season" },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: true,
      cancelReason: "too_expensive",
    });
    expect(cancel.json().message).toMatch(/^Your subscription will end on /);
    expect(
      (
        await app.inject({
          method: "POST",
          url: `/api/v1/teams/${t.teamId}/billing/cancel`,
          headers: t.headers,
          payload: { reason: "other" },
        })
      ).statusCode,
    ).toBe(409);
    const bad = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${t.teamId}/billing/cancel`,
      headers: t.headers,
      payload: { reason: "because" },
    });
    expect(bad.statusCode).toBe(400);

    const resume = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${t.teamId}/billing/resume`,
      headers: t.headers,
    });
    expect(resume.json()).toMatchObject({ status: "active", cancelAtPeriodEnd: false, cancelReason: null });
    expect(
      (
        await app.inject({
          method: "POST",
          url: `/api/v1/teams/${t.teamId}/billing/resume`,
          headers: t.headers,
        })
      ).statusCode,
    ).toBe(409);

    await app.inject({
      method: "POST",
      url: `/api/v1/teams/${t.teamId}/billing/cancel`,
      headers: t.headers,
      payload: { reason: "not_selling" },
    });
    const ended = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${t.teamId}/billing/test-clock/renew`,
      headers: t.headers,
    });
    expect(ended.json()).toMatchObject({
      status: "canceled",
      plan: { slug: "free", canPostBoats: false },
      restricted: true,
    });
    const db = await getTestDb();
    const boats = async () =>
      Object.fromEntries(
        (
          await db
            .selectFrom("boats")
            .select(["id", "status", "billingHiddenStatus"])
            .where("teamId", "=", t.teamId)
            .execute()
        ).map((b) => [b.id, [b.status, b.billingHiddenStatus]]),
      );
    expect(await boats()).toEqual({
      [published.id]: ["draft", "published"],
      [underOffer.id]: ["draft", "under_offer"],
      [sold.id]: ["sold", null],
    });
    const publicPage = await app.inject({ method: "GET", url: `/api/v1/boats/${published.slug}` });
    expect([404, 410]).toContain(publicPage.statusCode);
    const owner = await db
      .selectFrom("users")
      .select("email")
      .where("id", "=", t.ownerId)
      .executeTakeFirstOrThrow();
    expect(await outbox("billingSubscriptionEnded", owner.email)).toHaveLength(1);

    // Subscribing again brings them back as they were.
    const checkout = await startCheckout(app, t, { plan: "professional", interval: "year", currency: "EUR" });
    expect(checkout.statusCode, checkout.body).toBe(200);
    await pay(app, t, checkout.json().sessionId, "success");
    expect(await boats()).toEqual({
      [published.id]: ["published", null],
      [underOffer.id]: ["under_offer", null],
      [sold.id]: ["sold", null],
    });
    expect(await subscriptionOf(app, t)).toMatchObject({
      status: "active",
      interval: "year",
      amount: 49_000,
    });
  });

  it("previews a change with proration, then applies it and invoices the difference", async () => {
    const t = await freeTeam(app);
    await subscribe(app, t, { details: DE_DETAILS });
    const preview = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${t.teamId}/billing/preview-change`,
      headers: t.headers,
      payload: { plan: "professional", interval: "year" },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json();
    expect(p.current).toEqual({ currency: "EUR", interval: "month", amount: 4900 });
    expect(p.next).toEqual({ currency: "EUR", interval: "year", amount: 49_000 });
    expect(p.charge).toBe(49_000);
    expect(p.credit).toBeLessThan(0);
    expect(p.credit).toBeGreaterThanOrEqual(-4900);
    expect(p.subtotal).toBe(p.charge + p.credit);
    // A German business with a VAT id: reverse charge, no VAT.
    expect(p).toMatchObject({
      tax: 0,
      taxRate: 0,
      reverseCharge: true,
      dueNow: p.subtotal,
      carriedCredit: 0,
    });
    expect(Date.parse(p.nextRenewalAt) - Date.now()).toBeGreaterThan(364 * DAY);

    const same = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${t.teamId}/billing/preview-change`,
      headers: t.headers,
      payload: { plan: "professional", interval: "month" },
    });
    expect(same.statusCode).toBe(409);
    const custom = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${t.teamId}/billing/preview-change`,
      headers: t.headers,
      payload: { plan: "custom", interval: "month" },
    });
    expect(custom.statusCode).toBe(422);

    const change = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${t.teamId}/billing/change`,
      headers: t.headers,
      payload: { plan: "professional", interval: "year" },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json()).toMatchObject({ status: "active", interval: "year", amount: 49_000 });
    const invoices = (
      await app.inject({
        method: "GET",
        url: `/api/v1/teams/${t.teamId}/billing/invoices`,
        headers: t.headers,
      })
    ).json().items;
    expect(invoices).toHaveLength(2);
    expect(invoices[0]).toMatchObject({ subtotal: p.subtotal, tax: 0, reverseCharge: true });
  });

  it("renders an invoice PDF with the team's VAT id and the reverse-charge mention", async () => {
    const t = await freeTeam(app);
    await subscribe(app, t, { details: DE_DETAILS });
    const [invoice] = (
      await app.inject({
        method: "GET",
        url: `/api/v1/teams/${t.teamId}/billing/invoices`,
        headers: t.headers,
      })
    ).json().items;
    const member = await memberOf(app, t.teamId);
    const response = await app.inject({
      method: "GET",
      url: invoice.pdfUrl,
      headers: { ...member.headers, "accept-language": "fr" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.subarray(-6).toString("latin1")).toContain("%%EOF");
    const dir = mkdtempSync(join(tmpdir(), "invoice-"));
    const file = join(dir, "invoice.pdf");
    writeFileSync(file, pdf);
    const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8");
    expect(text).toContain("DE123456789");
    expect(text).toContain("Yachtwerft Nord GmbH");
    expect(text).toContain("Autoliquidation");
    expect(text).toContain(invoice.number);
    expect(text).toMatch(/49,00\s*€/);
  });
});
