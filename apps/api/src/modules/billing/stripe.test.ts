/**
 * The Stripe gateway with the real `stripe` SDK against a stand-in of Stripe's API on 127.0.0.1
 * (test/stripe-stand-in.ts), and Stripe's webhooks signed as Stripe signs them: signature refusal, events
 * stored once and applied by the job queue, replays and out-of-order delivery changing nothing, checkout with
 * automatic tax and tax id collection, proration preview, cancel and resume, the Customer Portal, hosted PDFs.
 */
import type { FastifyInstance } from "fastify";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, getTestDb } from "../../test/harness.ts";
import { type StripeEvent, type StripeStandIn, startStripeStandIn } from "../../test/stripe-stand-in.ts";
import {
  auditActions,
  DE_DETAILS,
  freeTeam,
  saveDetails,
  startCheckout,
  subscriptionOf,
} from "./billing-test-kit.ts";

const SECRET = "whsec_test_keel_billing";
let stripe: StripeStandIn;
let app: FastifyInstance;
const signer = new Stripe("sk_test_signer");

beforeAll(async () => {
  stripe = await startStripeStandIn();
  app = await buildTestApp({
    STRIPE_SECRET_KEY: "sk_test_keel",
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_URL: stripe.url,
  });
});
afterAll(() => stripe.close());

function deliver(event: StripeEvent, options: { secret?: string; signature?: string } = {}) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature ??
    signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? SECRET });
  return app.inject({
    method: "POST",
    url: "/api/v1/billing/webhooks/stripe",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    payload,
  });
}

async function deliverAll(events: StripeEvent[]) {
  for (const event of events) expect((await deliver(event)).statusCode).toBe(200);
  await app.jobs.drain();
}

async function checkout(t: Awaited<ReturnType<typeof freeTeam>>) {
  await saveDetails(app, t, DE_DETAILS);
  const response = await startCheckout(app, t, { plan: "professional", interval: "month", currency: "EUR" });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { sessionId: string; url: string };
}

describe("Stripe Checkout", () => {
  it("creates the team as a customer with its VAT id and a subscription-mode session with automatic tax and tax id collection", async () => {
    const t = await freeTeam(app);
    const { sessionId, url } = await checkout(t);
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const session = stripe.sessions.get(sessionId);
    expect(session).toMatchObject({
      mode: "subscription",
      client_reference_id: String(t.teamId),
      automatic_tax: { enabled: "true" },
      tax_id_collection: { enabled: "true" },
      metadata: { team_id: String(t.teamId), plan_code: "paid" },
      success_url: "http://localhost:3000/dashboard/checkout/success?session_id={CHECKOUT_SESSION_ID}",
    });
    expect(session?.line_items_input).toMatchObject({
      "0": {
        quantity: "1",
        price_data: {
          currency: "eur",
          unit_amount: "4900",
          tax_behavior: "exclusive",
          recurring: { interval: "month" },
        },
      },
    });
    const customer = stripe.customers.get(String(session?.customer));
    expect(customer).toMatchObject({
      name: "Yachtwerft Nord GmbH",
      address: { country: "DE", city: "Kiel" },
      metadata: { team_id: String(t.teamId) },
    });
    const create = stripe.requests.find((r) => r.path === "/v1/customers");
    expect(create?.body.tax_id_data).toEqual({ "0": { type: "eu_vat", value: "DE123456789" } });
    // The test gateway's routes do not exist with Stripe.
    const page = await app.inject({
      method: "GET",
      url: `/api/v1/test-gateway/sessions/${sessionId}`,
      headers: t.headers,
    });
    expect(page.statusCode).toBe(404);
    const renew = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${t.teamId}/billing/test-clock/renew`,
      headers: t.headers,
    });
    expect(renew.statusCode).toBe(404);
  });

  it("is paid only once the signed event was applied, never from the return URL", async () => {
    const t = await freeTeam(app);
    const { sessionId } = await checkout(t);
    const status = () =>
      app.inject({
        method: "GET",
        url: `/api/v1/teams/${t.teamId}/billing/checkout/${sessionId}`,
        headers: t.headers,
      });
    const events = stripe.completeCheckout(sessionId);
    expect((await status()).json().status).toBe("pending");
    for (const event of events) expect((await deliver(event)).statusCode).toBe(200);
    // Stored, not yet applied: the queue applies them.
    expect((await status()).json().status).toBe("pending");
    await app.jobs.drain();
    expect((await status()).json().status).toBe("paid");
    const view = await subscriptionOf(app, t);
    expect(view).toMatchObject({
      status: "active",
      gateway: "stripe",
      plan: { slug: "professional", canPostBoats: true },
      amount: 4900,
      currency: "EUR",
    });
    const invoices = (
      await app.inject({
        method: "GET",
        url: `/api/v1/teams/${t.teamId}/billing/invoices`,
        headers: t.headers,
      })
    ).json().items;
    expect(invoices).toEqual([
      expect.objectContaining({ status: "paid", subtotal: 4900, tax: 0, reverseCharge: true }),
    ]);
    // Stripe's hosted PDF.
    const pdf = await app.inject({ method: "GET", url: invoices[0].pdfUrl, headers: t.headers });
    expect(pdf.statusCode).toBe(302);
    expect(pdf.headers.location).toMatch(/^https:\/\/pay\.stripe\.test\/invoice\//);
  });
});

describe("Stripe webhooks", () => {
  it("refuses a missing, forged or stale signature and stores nothing", async () => {
    const t = await freeTeam(app);
    const { sessionId } = await checkout(t);
    const [event] = stripe.completeCheckout(sessionId);
    if (!event) throw new Error("no event");
    const db = await getTestDb();
    const forged = await deliver(event, { secret: "whsec_not_ours" });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe("VALIDATION_FAILED");
    const stale = signer.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await deliver(event, { signature: stale })).statusCode).toBe(400);
    const missing = await app.inject({
      method: "POST",
      url: "/api/v1/billing/webhooks/stripe",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(event),
    });
    expect(missing.statusCode).toBe(400);
    // A body changed after signing.
    const signature = signer.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: SECRET,
    });
    const tampered = await app.inject({
      method: "POST",
      url: "/api/v1/billing/webhooks/stripe",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      payload: JSON.stringify({ ...event, type: "customer.subscription.deleted" }),
    });
    expect(tampered.statusCode).toBe(400);
    expect(
      await db.selectFrom("billingEvents").select("id").where("id", "=", event.id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it("applies each event once: a replay is stored once and changes nothing", async () => {
    const t = await freeTeam(app);
    const { sessionId } = await checkout(t);
    const events = stripe.completeCheckout(sessionId);
    await deliverAll(events);
    await deliverAll(events);
    await deliverAll(events);
    const db = await getTestDb();
    const stored = await db
      .selectFrom("billingEvents")
      .select(["id", "status"])
      .where("teamId", "=", t.teamId)
      .execute();
    expect(stored).toHaveLength(3);
    expect(stored.every((e) => e.status === "processed")).toBe(true);
    const owner = await db
      .selectFrom("users")
      .select("email")
      .where("id", "=", t.ownerId)
      .executeTakeFirstOrThrow();
    const confirmations = await db
      .selectFrom("mailOutbox")
      .select("id")
      .where("template", "=", "billingPaymentConfirmed")
      .where("recipient", "=", owner.email)
      .execute();
    expect(confirmations).toHaveLength(1);
    const statuses = (await auditActions(t.teamId)).filter((a) => a.action === "team.subscription.status");
    expect(statuses).toHaveLength(1);
  });

  it("orders by the object's state, not by arrival: a late event about an older state changes nothing", async () => {
    const t = await freeTeam(app);
    const { sessionId } = await checkout(t);
    const created = stripe.completeCheckout(sessionId);
    const subscriptionId = String(stripe.sessions.get(sessionId)?.subscription);
    // The renewal fails, then the subscription ends; Stripe delivers the end first, the older events after.
    const failed = stripe.renew(subscriptionId, false);
    const ended = stripe.end(subscriptionId);
    await deliverAll(ended);
    await deliverAll([...failed, ...created]);
    const view = await subscriptionOf(app, t);
    expect(view).toMatchObject({ status: "canceled", plan: { slug: "free", canPostBoats: false } });
    const db = await getTestDb();
    const invoices = await db
      .selectFrom("invoices")
      .select(["status"])
      .where("teamId", "=", t.teamId)
      .orderBy("issuedAt")
      .execute();
    expect(invoices.map((i) => i.status).sort()).toEqual(["open", "paid"]);
    // A paid invoice never goes back to open when an older failure arrives late.
    const paid = [...stripe.invoices.values()].find(
      (i) => i.status === "paid" && i.customer === stripe.sessions.get(sessionId)?.customer,
    );
    expect(paid).toBeDefined();
    if (paid) {
      const stale = stripe.event("invoice.payment_failed", { ...paid, status: "open" });
      await deliverAll([stale]);
      const again = await db
        .selectFrom("invoices")
        .select("status")
        .where("id", "=", paid.id)
        .executeTakeFirstOrThrow();
      expect(again.status).toBe("paid");
    }
  });

  it("retries an event whose application failed, and applies it once Stripe answers", async () => {
    const t = await freeTeam(app);
    const { sessionId } = await checkout(t);
    const events = stripe.completeCheckout(sessionId);
    const subscriptionId = String(stripe.sessions.get(sessionId)?.subscription);
    const subscription = stripe.subscriptions.get(subscriptionId);
    // Stripe cannot find the subscription for a while: the job fails and stays to be retried.
    stripe.subscriptions.delete(subscriptionId);
    for (const event of events) expect((await deliver(event)).statusCode).toBe(200);
    await app.jobs.drain();
    const db = await getTestDb();
    const failed = await db
      .selectFrom("billingEvents")
      .select(["status", "error"])
      .where("teamId", "=", t.teamId)
      .where("type", "=", "customer.subscription.created")
      .executeTakeFirstOrThrow();
    expect(failed.status).toBe("failed");
    if (subscription) stripe.subscriptions.set(subscriptionId, subscription);
    await db
      .updateTable("jobs")
      .set({ runAt: new Date(Date.now() - 1000).toISOString() })
      .where("kind", "=", "billing.apply-event")
      .where("state", "=", "failed")
      .execute();
    await app.jobs.drain();
    const view = await subscriptionOf(app, t);
    expect(view).toMatchObject({ status: "active", plan: { slug: "professional" } });
  });
});

describe("changes on Stripe", () => {
  it("previews a proration from Stripe, changes, cancels at period end, resumes and opens the Customer Portal", async () => {
    const t = await freeTeam(app);
    const { sessionId } = await checkout(t);
    await deliverAll(stripe.completeCheckout(sessionId));
    const subscriptionId = String(stripe.sessions.get(sessionId)?.subscription);

    const preview = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${t.teamId}/billing/preview-change`,
      headers: t.headers,
      payload: { plan: "professional", interval: "year" },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ charge: 49_000, reverseCharge: true, tax: 0 });
    expect(preview.json().credit).toBeLessThan(0);
    const previewRequest = stripe.requests.find((r) => r.path === "/v1/invoices/create_preview");
    expect(previewRequest?.body).toMatchObject({
      subscription: subscriptionId,
      subscription_details: { proration_behavior: "always_invoice" },
    });

    const change = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${t.teamId}/billing/change`,
      headers: t.headers,
      payload: { plan: "professional", interval: "year" },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json()).toMatchObject({ interval: "year", amount: 49_000, status: "active" });

    const cancel = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${t.teamId}/billing/cancel`,
      headers: t.headers,
      payload: { reason: "switched_service" },
    });
    expect(cancel.json()).toMatchObject({ cancelAtPeriodEnd: true, cancelReason: "switched_service" });
    expect(stripe.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
    const resume = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${t.teamId}/billing/resume`,
      headers: t.headers,
    });
    expect(resume.json()).toMatchObject({ cancelAtPeriodEnd: false });
    expect(stripe.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(false);

    const portal = await app.inject({
      method: "POST",
      url: `/api/v1/teams/${t.teamId}/billing/portal`,
      headers: t.headers,
    });
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(stripe.requests.find((r) => r.path === "/v1/billing_portal/sessions")?.body).toMatchObject({
      return_url: "http://localhost:3000/dashboard/billing",
    });
  });
});
