/** Helpers for the billing API tests: a team with an owner signed in, its billing details, a paid checkout. */
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { addMember, bearer, createTeam, createUser, login, nextClientAddress } from "../../test/factories.ts";
import { getTestDb } from "../../test/harness.ts";

export interface BillingTeam {
  teamId: number;
  ownerId: number;
  token: string;
  headers: { authorization: string };
}

export async function freeTeam(app: FastifyInstance, language = "en-US"): Promise<BillingTeam> {
  const owner = await createUser({ language });
  const team = await createTeam({ ownerId: owner.id, plan: "free" });
  const token = await login(app, owner.email, owner.password);
  return { teamId: team.id, ownerId: owner.id, token, headers: bearer(token) };
}

export async function memberOf(app: FastifyInstance, teamId: number, role: "member" | "admin" = "member") {
  const user = await createUser();
  await addMember(teamId, user.id, role);
  return { user, headers: bearer(await login(app, user.email, user.password)) };
}

export const FR_DETAILS = {
  legalName: "Chantier Naval du Port SARL",
  addressLine1: "4 quai Duperré",
  city: "La Rochelle",
  postalCode: "17000",
  country: "FR",
  vatId: "FR 40 123456824",
};

export const DE_DETAILS = {
  legalName: "Yachtwerft Nord GmbH",
  addressLine1: "Hafenstraße 12",
  city: "Kiel",
  postalCode: "24103",
  country: "DE",
  vatId: "DE123456789",
};

export async function saveDetails(
  app: FastifyInstance,
  t: BillingTeam,
  details: Record<string, unknown> = FR_DETAILS,
) {
  const response = await app.inject({
    method: "PUT",
    url: `/api/v1/teams/${t.teamId}/billing/details`,
    headers: t.headers,
    payload: details,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export async function startCheckout(
  app: FastifyInstance,
  t: BillingTeam,
  body: Record<string, unknown> = { plan: "professional", interval: "month", currency: "EUR" },
) {
  return app.inject({
    method: "POST",
    url: `/api/v1/teams/${t.teamId}/billing/checkout`,
    headers: t.headers,
    payload: body,
    remoteAddress: nextClientAddress(),
  });
}

export async function pay(app: FastifyInstance, t: BillingTeam, sessionId: string, card: string) {
  return app.inject({
    method: "POST",
    url: `/api/v1/test-gateway/sessions/${sessionId}/pay`,
    headers: t.headers,
    payload: { card },
    remoteAddress: nextClientAddress(),
  });
}

/** Billing details, a checkout and a payment with `card`: the team is subscribed (test gateway). */
export async function subscribe(
  app: FastifyInstance,
  t: BillingTeam,
  options: { card?: string; interval?: string; currency?: string; details?: Record<string, unknown> } = {},
) {
  await saveDetails(app, t, options.details ?? FR_DETAILS);
  const checkout = await startCheckout(app, t, {
    plan: "professional",
    interval: options.interval ?? "month",
    currency: options.currency ?? "EUR",
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const { sessionId } = checkout.json() as { sessionId: string };
  const paid = await pay(app, t, sessionId, options.card ?? "success");
  expect(paid.statusCode, paid.body).toBe(200);
  return sessionId;
}

export async function subscriptionOf(app: FastifyInstance, t: { teamId: number; headers: object }) {
  const response = await app.inject({
    method: "GET",
    url: `/api/v1/teams/${t.teamId}/billing/subscription`,
    headers: t.headers as Record<string, string>,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export async function outbox(template: string, to?: string) {
  const db = await getTestDb();
  let query = db
    .selectFrom("mailOutbox")
    .select(["recipient", "subject", "text"])
    .where("template", "=", template);
  if (to) query = query.where("recipient", "=", to);
  return query.orderBy("id").execute();
}

export async function auditActions(teamId: number) {
  const db = await getTestDb();
  const rows = await db
    .selectFrom("auditLog")
    .select(["action", "details"])
    .where("entityType", "=", "team")
    .where("entityId", "=", String(teamId))
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ action: r.action, details: r.details ? JSON.parse(r.details) : null }));
}
