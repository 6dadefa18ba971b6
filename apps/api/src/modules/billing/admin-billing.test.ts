/**
 * The back office's billing (admin only, audited): subscription panel, trials, a team's custom price, the
 * customised-plan requests (public form: e-mails, rate limits) and the past-due teams.
 */
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, createUser, login, makeAdmin, nextClientAddress } from "../../test/factories.ts";
import { getTestApp, getTestDb } from "../../test/harness.ts";
import {
  auditActions,
  freeTeam,
  outbox,
  pay,
  saveDetails,
  startCheckout,
  subscribe,
  subscriptionOf,
} from "./billing-test-kit.ts";
import { billingSweep } from "./sweep.ts";

const DAY = 86_400_000;
let app: FastifyInstance;
let admin: { authorization: string };
let adminId: number;
beforeAll(async () => {
  app = await getTestApp();
  const user = await createUser();
  await makeAdmin(user.id);
  adminId = user.id;
  admin = bearer(await login(app, user.email, user.password));
});

describe("admin: the subscription panel", () => {
  it("shows plan, status, the gateway's events and the invoices; refuses non-admins", async () => {
    const t = await freeTeam(app);
    await subscribe(app, t);
    const response = await app.inject({
      method: "GET",
      url: `/api/v1/admin/teams/${t.teamId}/billing`,
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.subscription).toMatchObject({
      status: "active",
      plan: { slug: "professional" },
      gateway: "test",
    });
    expect(body.details).toMatchObject({ legalName: "Chantier Naval du Port SARL", vatId: "FR40123456824" });
    expect(body.events.map((e: { type: string }) => e.type).sort()).toEqual([
      "checkout.session.completed",
      "customer.subscription.created",
      "invoice.paid",
    ]);
    expect(body.invoices).toHaveLength(1);
    const owner = await app.inject({
      method: "GET",
      url: `/api/v1/admin/teams/${t.teamId}/billing`,
      headers: t.headers,
    });
    expect(owner.statusCode).toBe(403);
    for (const [method, url, payload] of [
      ["POST", `/api/v1/admin/teams/${t.teamId}/trial`, { days: 14, reason: "Boat show" }],
      [
        "POST",
        `/api/v1/admin/teams/${t.teamId}/custom-plan`,
        { amount: 19_900, currency: "EUR", interval: "month", reason: "Fleet deal" },
      ],
      ["GET", "/api/v1/admin/plan-requests", undefined],
      ["GET", "/api/v1/admin/teams/past-due", undefined],
    ] as const) {
      const refused = await app.inject({ method, url, headers: t.headers, ...(payload ? { payload } : {}) });
      expect(refused.statusCode, url).toBe(403);
    }
  });
});

describe("admin: trials", () => {
  it("grants a trial of Professional (audited with its reason); the team posts, then is back on Free when it ends", async () => {
    const t = await freeTeam(app);
    const response = await app.inject({
      method: "POST",
      url: `/api/v1/admin/teams/${t.teamId}/trial`,
      headers: admin,
      payload: { days: 14, reason: "Met at the Grand Pavois" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(Date.parse(response.json().trialEnd) - Date.now()).toBeGreaterThan(13.9 * DAY);
    const view = await subscriptionOf(app, t);
    expect(view).toMatchObject({
      status: "trialing",
      plan: { slug: "professional", canPostBoats: true },
      restricted: false,
    });
    const audit = await auditActions(t.teamId);
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: "team.trial.grant",
          details: expect.objectContaining({ days: 14, reason: "Met at the Grand Pavois" }),
        }),
        expect.objectContaining({
          action: "team.plan.set",
          details: expect.objectContaining({ plan: { from: "free", to: "paid" }, source: "admin" }),
        }),
      ]),
    );
    const db = await getTestDb();
    const entry = await db
      .selectFrom("auditLog")
      .select("actorUserId")
      .where("action", "=", "team.trial.grant")
      .where("entityId", "=", String(t.teamId))
      .executeTakeFirstOrThrow();
    expect(entry.actorUserId).toBe(adminId);

    // A trial team may still check out; without paying, the trial ends.
    await billingSweep(app.ctx, new Date(Date.now() + 15 * DAY));
    expect(await subscriptionOf(app, t)).toMatchObject({
      status: "canceled",
      plan: { slug: "free", canPostBoats: false },
    });

    const bad = await app.inject({
      method: "POST",
      url: `/api/v1/admin/teams/${t.teamId}/trial`,
      headers: admin,
      payload: { days: 0, reason: "x" },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses a trial to a team that already pays", async () => {
    const t = await freeTeam(app);
    await subscribe(app, t);
    const response = await app.inject({
      method: "POST",
      url: `/api/v1/admin/teams/${t.teamId}/trial`,
      headers: admin,
      payload: { days: 7, reason: "Goodwill" },
    });
    expect(response.statusCode).toBe(409);
  });
});

describe("admin: customised plan", () => {
  it("sets the team's own price, which the team then checks out as plan `custom`", async () => {
    const t = await freeTeam(app);
    await saveDetails(app, t);
    const before = await startCheckout(app, t, { plan: "custom", interval: "year", currency: "EUR" });
    expect(before.statusCode).toBe(422);
    const set = await app.inject({
      method: "POST",
      url: `/api/v1/admin/teams/${t.teamId}/custom-plan`,
      headers: admin,
      payload: { amount: 150_000, currency: "EUR", interval: "year", reason: "40 boats, 3 marinas" },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await subscriptionOf(app, t)).customPrice).toEqual({
      amount: 150_000,
      currency: "EUR",
      interval: "year",
    });
    const wrongTerms = await startCheckout(app, t, { plan: "custom", interval: "month", currency: "EUR" });
    expect(wrongTerms.statusCode).toBe(422);
    const checkout = await startCheckout(app, t, { plan: "custom", interval: "year", currency: "EUR" });
    expect(checkout.statusCode, checkout.body).toBe(200);
    await pay(app, t, checkout.json().sessionId, "success");
    expect(await subscriptionOf(app, t)).toMatchObject({
      status: "active",
      plan: { slug: "custom", canPostBoats: true },
      amount: 150_000,
    });
    expect((await auditActions(t.teamId)).map((a) => a.action)).toContain("team.customPlan.set");
  });
});

describe("admin: past-due teams", () => {
  it("lists teams whose payment failed, with their grace end", async () => {
    const t = await freeTeam(app);
    await subscribe(app, t, { card: "renewal-fails" });
    await app.inject({
      method: "POST",
      url: `/api/v1/teams/${t.teamId}/billing/test-clock/renew`,
      headers: t.headers,
    });
    const response = await app.inject({ method: "GET", url: "/api/v1/admin/teams/past-due", headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    const row = response.json().items.find((i: { id: number }) => i.id === t.teamId);
    expect(row).toMatchObject({ planCode: "paid", restricted: false, currency: "EUR", amount: 4900 });
    expect(Date.parse(row.graceEnd) - Date.parse(row.pastDueSince)).toBe(7 * DAY);
  });
});

describe("customised-plan requests", () => {
  const request = (email: string, ip = nextClientAddress()) =>
    app.inject({
      method: "POST",
      url: "/api/v1/plan-requests",
      remoteAddress: ip,
      payload: {
        teamName: "Riviera Yachts",
        contactName: "Giulia Conti",
        email,
        phone: "+39 010 555 1234",
        country: "IT",
        fleetSize: "51-200",
        needs: "Three offices, a feed import from our CRM and a single invoice.",
        locale: "it",
      },
    });

  it("answers 202, reaches the sales mailbox and the back office, and confirms to the requester", async () => {
    const email = `giulia-${Date.now()}@riviera.example`;
    const response = await request(email);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json().message).toMatch(/^Grazie!/);
    const sales = (await outbox("planRequestSales", "sales@keel.localhost")).filter((m) =>
      m.text.includes(email),
    );
    expect(sales).toHaveLength(1);
    expect(sales[0]?.subject).toBe("[Custom plan] Riviera Yachts (IT, fleet 51-200)");
    const ack = await outbox("planRequestAck", email);
    expect(ack).toHaveLength(1);
    expect(ack[0]?.subject).toBe("Abbiamo ricevuto la tua richiesta di piano personalizzato");
    expect(ack[0]?.text).not.toContain("Riviera");
    const list = await app.inject({
      method: "GET",
      url: "/api/v1/admin/plan-requests?pageSize=100",
      headers: admin,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.find((r: { email: string }) => r.email === email)).toMatchObject({
      teamName: "Riviera Yachts",
      fleetSize: "51-200",
      locale: "it",
      userId: null,
      team: null,
    });
  });

  it("is rate limited per address and per IP address", async () => {
    const email = `flood-${Date.now()}@example.com`;
    for (let i = 0; i < 3; i++) expect((await request(email)).statusCode).toBe(202);
    const fourth = await request(email);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers["retry-after"]).toBeDefined();
    expect(await outbox("planRequestAck", email)).toHaveLength(1);
    const ip = "198.51.100.77";
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await request(`ip-${i}-${Date.now()}@example.com`, ip)).statusCode);
    expect(statuses.slice(0, 5).every((s) => s === 202)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it("refuses bad input with field errors", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/plan-requests",
      remoteAddress: nextClientAddress(),
      payload: {
        teamName: "",
        contactName: "A",
        email: "not-an-email",
        country: "XX",
        fleetSize: "12",
        needs: "short",
        locale: "de",
      },
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "body.teamName",
        "body.email",
        "body.country",
        "body.fleetSize",
        "body.needs",
        "body.locale",
      ]),
    );
  });
});
