/**
 * Plans, a team's subscription and billing details, checkout, changes, cancellation and invoices
 * (docs/decisions/034-billing.md). The gateway (gateway.ts) takes the money; what the team may do follows the
 * subscription mirrored by events.ts.
 */
import {
  BILLING_CURRENCIES,
  BILLING_INTERVALS,
  type BillingCurrency,
  type BillingInterval,
  type CancelReason,
  type CheckoutStatus,
  type PaidPlanSlug,
  PLAN_SLUG_BY_CODE,
  type PlanFeature,
  type TBillingDetails,
  type TBillingDetailsUpdate,
  type TChangePreview,
  type TCheckoutStatus,
  type TestCard,
  type TInvoice,
  type TPlan,
  type TPlanPrice,
  type TSubscription,
  type ZBillingDetailsUpdate,
} from "@keel/contracts/billing";
import type { Locale } from "@keel/contracts/locales";
import type { PlanCode } from "@keel/contracts/teams";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.ts";
import { nowIso } from "../../db/database.ts";
import type { Database, TeamRole } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { appLink } from "../mail/links.ts";
import { findMembership } from "../teams/teams.repository.ts";
import {
  countPublicBoats,
  countTeamMembers,
  findBillingDetails,
  findCheckoutSession,
  findManagers,
  findPlanPrice,
  findPlanPrices,
  findPublicPlans,
  findSubscription,
  findTeamCountryAndName,
  findTeamName,
  findTeamPlanStatus,
  findTeamSummary,
  findUserEmail,
  insertCheckoutSession,
  insertSubscription,
  updateSubscription,
  upsertBillingDetails,
} from "./billing.repository.ts";
import { applyPendingEvents, applySubscription, billToOf } from "./events.ts";
import {
  type BillingGateway,
  type BillTo,
  configuredGateway,
  type PaidPlanCode,
  type Price,
} from "./gateway.ts";
import { gatewayFor, testGateway } from "./gateways.ts";
import { findTeamInvoice, findTeamInvoices } from "./invoices.repository.ts";
import { effectiveStatus, postingAllowed } from "./premium.ts";

const FEATURES: Record<PlanCode, PlanFeature[]> = {
  free: ["profile_listing", "team_members"],
  paid: [
    "profile_listing",
    "team_members",
    "post_boats",
    "unlimited_boats",
    "audience_10k",
    "priority_support",
    "verified_badge",
  ],
  custom: [
    "profile_listing",
    "team_members",
    "post_boats",
    "unlimited_boats",
    "audience_10k",
    "priority_support",
    "verified_badge",
    "custom_terms",
    "account_manager",
  ],
};

const isCurrency = (v: string | null): v is BillingCurrency =>
  (BILLING_CURRENCIES as readonly string[]).includes(v ?? "");
const isInterval = (v: string | null): v is BillingInterval =>
  (BILLING_INTERVALS as readonly string[]).includes(v ?? "");

/** The public plans with every price, as `/pricing` shows them. */
export async function listPlans(db: Kysely<Database>): Promise<TPlan[]> {
  const plans = await findPublicPlans(db);
  const prices = await findPlanPrices(db);
  return plans
    .filter((p): p is typeof p & { code: PlanCode } => p.code in PLAN_SLUG_BY_CODE)
    .map((p) => ({
      slug: PLAN_SLUG_BY_CODE[p.code],
      code: p.code,
      canPostBoats: Boolean(p.canPostBoats),
      maxBoats: p.maxBoats,
      features: FEATURES[p.code],
      prices:
        p.code === "free"
          ? BILLING_CURRENCIES.flatMap((currency) =>
              BILLING_INTERVALS.map((interval) => ({ currency, interval, amount: 0 })),
            )
          : prices
              .filter((price) => price.planId === p.id)
              .map((price) => ({
                currency: price.currency,
                interval: price.interval,
                amount: Number(price.amount),
              })),
      quoted: p.code === "custom",
    }));
}

const subscriptionRow = findSubscription;

function customPriceOf(row: Awaited<ReturnType<typeof subscriptionRow>>): TPlanPrice | null {
  if (!row || row.customAmount === null || !isCurrency(row.customCurrency) || !isInterval(row.customInterval))
    return null;
  return { amount: Number(row.customAmount), currency: row.customCurrency, interval: row.customInterval };
}

export async function subscriptionView(
  ctx: AppContext,
  teamId: number,
  role: TeamRole | null,
): Promise<TSubscription> {
  const db = ctx.db;
  const team = await findTeamPlanStatus(db, teamId);
  if (!team) throw notFound();
  const row = await subscriptionRow(db, teamId);
  const planCode = (team.planCode in PLAN_SLUG_BY_CODE ? team.planCode : "free") as PlanCode;
  const status = effectiveStatus(team.subscriptionStatus, row?.status);
  const allowed = postingAllowed({
    planCode,
    canPostBoats: Boolean(team.canPostBoats),
    teamStatus: team.subscriptionStatus,
    graceEnd: row?.status === "past_due" ? row.graceEnd : null,
  });
  const [published, members, managers] = await Promise.all([
    countPublicBoats(db, teamId),
    countTeamMembers(db, teamId),
    findManagers(db, teamId),
  ]);
  return {
    plan: { slug: PLAN_SLUG_BY_CODE[planCode], code: planCode, canPostBoats: allowed },
    status,
    interval: isInterval(row?.interval ?? null) ? (row?.interval ?? null) : null,
    currency: isCurrency(row?.currency ?? null) ? (row?.currency ?? null) : null,
    amount: row?.amount === null || row?.amount === undefined ? null : Number(row.amount),
    currentPeriodEnd: row?.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: Boolean(row?.cancelAtPeriodEnd),
    cancelReason: (row?.cancelReason as CancelReason | null) ?? null,
    trialEnd: row?.trialEnd ?? null,
    graceEnd: status === "past_due" ? (row?.graceEnd ?? null) : null,
    restricted: !allowed,
    usage: { publishedBoats: published, members },
    canManage: role === "owner" || role === "admin",
    managers: managers.map((m) => ({ name: `${m.firstName} ${m.lastName}`.trim(), email: m.email })),
    gateway: configuredGateway(ctx),
    customPrice: customPriceOf(row),
  };
}

// ---- billing details ----

export async function getBillingDetails(
  db: Kysely<Database>,
  teamId: number,
  role: TeamRole,
): Promise<TBillingDetails> {
  const row = await findBillingDetails(db, teamId);
  const team = await findTeamCountryAndName(db, teamId);
  if (!team) throw notFound();
  return {
    legalName: row?.legalName ?? null,
    addressLine1: row?.addressLine1 ?? null,
    addressLine2: row?.addressLine2 ?? null,
    city: row?.city ?? null,
    postalCode: row?.postalCode ?? null,
    region: row?.region ?? null,
    country: row?.country ?? team.country,
    vatId: row?.vatId ?? null,
    invoiceEmail: row?.invoiceEmail ?? null,
    complete: row !== undefined,
    canManage: role === "owner" || role === "admin",
  };
}

export async function saveBillingDetails(
  ctx: AppContext,
  teamId: number,
  input: ReturnType<typeof ZBillingDetailsUpdate.parse>,
): Promise<void> {
  const values = { ...input, updatedAt: nowIso() };
  await upsertBillingDetails(ctx.db, teamId, values);
  const row = await subscriptionRow(ctx.db, teamId);
  if (row?.customerId && row.gateway === "stripe" && configuredGateway(ctx) === "stripe") {
    const billTo = await billToOf(ctx.db, teamId);
    if (billTo) await gatewayFor(ctx, "stripe").syncCustomer(row.customerId, teamId, billTo);
  }
}
export type { TBillingDetailsUpdate };

// ---- checkout ----

const HOLDS: readonly string[] = ["active", "trialing", "past_due"];

/** The price a team pays for a plan: Professional from the price list, Custom from the back office's quote. */
async function priceFor(
  db: Kysely<Database>,
  teamId: number,
  slug: PaidPlanSlug,
  interval: BillingInterval,
  currency: BillingCurrency,
): Promise<Price> {
  if (slug === "custom") {
    const custom = customPriceOf(await subscriptionRow(db, teamId));
    if (!custom) throw new AppError("UNPROCESSABLE", "error.customPlanNotSet");
    if (custom.currency !== currency || custom.interval !== interval) {
      throw new AppError("UNPROCESSABLE", "error.customPriceTerms", {
        values: { currency: custom.currency, interval: custom.interval },
      });
    }
    return { planCode: "custom", ...custom };
  }
  const price = await findPlanPrice(db, "paid", currency, interval);
  if (!price) throw notFound();
  return { planCode: "paid", interval, currency, amount: Number(price.amount) };
}

async function requireBillTo(db: Kysely<Database>, teamId: number): Promise<BillTo> {
  const billTo = await billToOf(db, teamId);
  if (!billTo) {
    throw new AppError("UNPROCESSABLE", "error.billingDetailsMissing", {
      details: [{ path: "billingDetails", code: "required", message: "billing details are required" }],
    });
  }
  return billTo;
}

export async function startCheckout(
  ctx: AppContext,
  teamId: number,
  userId: number,
  input: { plan: PaidPlanSlug; interval: BillingInterval; currency: BillingCurrency },
  locale: Locale,
): Promise<{ sessionId: string; url: string }> {
  const db = ctx.db;
  const user = { userId, email: await findUserEmail(db, userId) };
  const row = await subscriptionRow(db, teamId);
  if (row?.subscriptionId && HOLDS.includes(row.status))
    throw new AppError("CONFLICT", "error.alreadySubscribed");
  const price = await priceFor(db, teamId, input.plan, input.interval, input.currency);
  const billTo = await requireBillTo(db, teamId);
  const team = { name: await findTeamName(db, teamId) };
  const kind = configuredGateway(ctx);
  const gateway = gatewayFor(ctx, kind);
  const link = (path: string) => appLink(ctx.config.publicAppUrl, locale, path);
  const created = await gateway.createCheckout({
    teamId,
    teamName: team.name,
    customerId: row?.gateway === kind ? row.customerId : null,
    billTo,
    price,
    successUrl: link("/dashboard/checkout/success?session_id={CHECKOUT_SESSION_ID}"),
    cancelUrl: link(`/dashboard/checkout/${input.plan}?canceled=1`),
    email: user.email,
  });
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await insertCheckoutSession(trx, {
      id: created.id,
      teamId,
      gateway: kind,
      planCode: price.planCode,
      interval: price.interval,
      currency: price.currency,
      amount: price.amount,
      url: created.url,
      createdBy: user.userId,
      createdAt: now,
      expiresAt: created.expiresAt,
    });
    // The customer is the team's from now on: events naming it find the team even before the subscription.
    if (row) {
      await updateSubscription(trx, teamId, {
        customerId: created.customerId,
        ...(row.gateway === "none" ? {} : { gateway: kind }),
        updatedAt: now,
      });
    } else {
      await insertSubscription(trx, {
        teamId,
        gateway: kind,
        customerId: created.customerId,
        planCode: "free",
        status: "none",
        cancelAtPeriodEnd: false,
        updatedAt: now,
      });
    }
  });
  return { sessionId: created.id, url: created.url };
}

export async function checkoutStatus(
  db: Kysely<Database>,
  teamId: number,
  sessionId: string,
): Promise<TCheckoutStatus> {
  const row = await findCheckoutSession(db, teamId, sessionId);
  if (!row) throw notFound();
  let status: CheckoutStatus = row.status;
  if (status === "pending" && Date.parse(row.expiresAt) <= Date.now()) status = "expired";
  return { sessionId: row.id, status, plan: PLAN_SLUG_BY_CODE[row.planCode as PaidPlanCode] as PaidPlanSlug };
}

// ---- changes of a running subscription ----

async function runningSubscription(ctx: AppContext, teamId: number) {
  const row = await subscriptionRow(ctx.db, teamId);
  if (!row?.subscriptionId || row.gateway === "none" || !HOLDS.includes(row.status)) {
    throw new AppError("CONFLICT", "error.noSubscription");
  }
  if (row.gateway !== configuredGateway(ctx)) throw new AppError("CONFLICT", "error.gatewayChanged");
  return { row, subscriptionId: row.subscriptionId, gateway: gatewayFor(ctx, row.gateway) };
}

async function changePrice(
  ctx: AppContext,
  teamId: number,
  input: { plan: PaidPlanSlug; interval: BillingInterval },
) {
  const { row, subscriptionId, gateway } = await runningSubscription(ctx, teamId);
  if (row.status === "past_due") throw new AppError("CONFLICT", "error.subscriptionPastDue");
  const currency = isCurrency(row.currency) ? row.currency : "EUR";
  const price = await priceFor(ctx.db, teamId, input.plan, input.interval, currency);
  if (price.currency !== currency) throw new AppError("UNPROCESSABLE", "error.currencyChange");
  if (
    price.planCode === row.planCode &&
    price.interval === row.interval &&
    price.amount === Number(row.amount)
  ) {
    throw new AppError("CONFLICT", "error.samePlan");
  }
  return { row, subscriptionId, gateway, price, billTo: await billToOf(ctx.db, teamId) };
}

export async function previewChange(
  ctx: AppContext,
  teamId: number,
  input: { plan: PaidPlanSlug; interval: BillingInterval },
): Promise<TChangePreview> {
  const { row, subscriptionId, gateway, price, billTo } = await changePrice(ctx, teamId, input);
  const quote = await gateway.previewChange(subscriptionId, price, billTo);
  return {
    currency: price.currency,
    current: {
      currency: price.currency,
      interval: isInterval(row.interval) ? row.interval : "month",
      amount: Number(row.amount ?? 0),
    },
    next: { currency: price.currency, interval: price.interval, amount: price.amount },
    ...quote,
  };
}

/** After a change the gateway answered: the team's mirror follows now, the events' jobs find it done. */
async function syncNow(ctx: AppContext, gateway: BillingGateway, teamId: number, subscriptionId: string) {
  if (gateway.kind === "test") {
    await applyPendingEvents(ctx, teamId);
    return;
  }
  const subscription = await gateway.retrieveSubscription(subscriptionId);
  await ctx.db
    .transaction()
    .execute((trx) => applySubscription(ctx, trx, gateway.kind, subscription, nowIso()));
}

export async function changeSubscription(
  ctx: AppContext,
  teamId: number,
  input: { plan: PaidPlanSlug; interval: BillingInterval },
): Promise<void> {
  const { subscriptionId, gateway, price, billTo } = await changePrice(ctx, teamId, input);
  await gateway.changeSubscription(subscriptionId, price, billTo);
  await syncNow(ctx, gateway, teamId, subscriptionId);
}

export async function cancelSubscription(
  ctx: AppContext,
  teamId: number,
  input: { reason: CancelReason; comment?: string | undefined },
): Promise<void> {
  const { row, subscriptionId, gateway } = await runningSubscription(ctx, teamId);
  if (row.cancelAtPeriodEnd) throw new AppError("CONFLICT", "error.alreadyCanceling");
  await gateway.setCancelAtPeriodEnd(subscriptionId, true);
  await updateSubscription(ctx.db, teamId, {
    cancelReason: input.reason,
    cancelComment: input.comment?.trim() || null,
  });
  await syncNow(ctx, gateway, teamId, subscriptionId);
}

export async function resumeSubscription(ctx: AppContext, teamId: number): Promise<void> {
  const { row, subscriptionId, gateway } = await runningSubscription(ctx, teamId);
  if (!row.cancelAtPeriodEnd) throw new AppError("CONFLICT", "error.notCanceling");
  await gateway.setCancelAtPeriodEnd(subscriptionId, false);
  await syncNow(ctx, gateway, teamId, subscriptionId);
}

export async function portalUrl(ctx: AppContext, teamId: number, locale: Locale): Promise<string> {
  const row = await subscriptionRow(ctx.db, teamId);
  const kind = configuredGateway(ctx);
  if (!row?.customerId || row.gateway !== kind) throw new AppError("CONFLICT", "error.noSubscription");
  return gatewayFor(ctx, kind).portalUrl(
    row.customerId,
    appLink(ctx.config.publicAppUrl, locale, "/dashboard/billing"),
  );
}

// ---- the test gateway's own controls ----

/** The user's role in the team, null when not a member. */
export async function memberRole(
  db: Kysely<Database>,
  teamId: number,
  userId: number,
): Promise<TeamRole | null> {
  return (await findMembership(db, teamId, userId))?.role ?? null;
}

/** The team's id and name, as the test payment page shows them. */
export async function teamSummary(
  db: Kysely<Database>,
  teamId: number,
): Promise<{ id: number; name: string }> {
  return findTeamSummary(db, teamId);
}

async function testCustomer(ctx: AppContext, teamId: number) {
  if (configuredGateway(ctx) !== "test") throw notFound();
  const row = await subscriptionRow(ctx.db, teamId);
  if (!row?.customerId || row.gateway !== "test") throw new AppError("CONFLICT", "error.noSubscription");
  return row;
}

export async function getTestCard(ctx: AppContext, teamId: number): Promise<TestCard> {
  const row = await testCustomer(ctx, teamId);
  return testGateway(ctx).card(row.customerId ?? "");
}

export async function setTestCard(ctx: AppContext, teamId: number, card: TestCard): Promise<void> {
  const row = await testCustomer(ctx, teamId);
  await testGateway(ctx).setCard(row.customerId ?? "", row.subscriptionId, card);
  await applyPendingEvents(ctx, teamId);
}

export async function renewNow(ctx: AppContext, teamId: number): Promise<void> {
  const row = await testCustomer(ctx, teamId);
  if (!row.subscriptionId || !HOLDS.includes(row.status))
    throw new AppError("CONFLICT", "error.noSubscription");
  await testGateway(ctx).renew(row.subscriptionId, await billToOf(ctx.db, teamId));
  await applyPendingEvents(ctx, teamId);
}

export async function payTestSession(
  ctx: AppContext,
  teamId: number,
  sessionId: string,
  card: TestCard,
): Promise<string> {
  const gateway = testGateway(ctx);
  const session = await gateway.pay(sessionId, card);
  await applyPendingEvents(ctx, teamId);
  return gateway.successUrl(session);
}

// ---- invoices ----

export function invoicePath(teamId: number, invoiceId: string): string {
  return `/api/v1/teams/${teamId}/billing/invoices/${encodeURIComponent(invoiceId)}/pdf`;
}

export async function listInvoices(db: Kysely<Database>, teamId: number): Promise<TInvoice[]> {
  const rows = await findTeamInvoices(db, teamId);
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    status: r.status,
    currency: r.currency,
    subtotal: Number(r.subtotal),
    tax: Number(r.tax),
    total: Number(r.total),
    taxRate: Number(r.taxRate),
    reverseCharge: Boolean(r.reverseCharge),
    periodStart: r.periodStart,
    periodEnd: r.periodEnd,
    issuedAt: r.issuedAt,
    pdfUrl: invoicePath(teamId, r.id),
  }));
}

/** One of the team's invoices, as stored (404 when it is not the team's). */
export async function getInvoice(db: Kysely<Database>, teamId: number, invoiceId: string) {
  const invoice = await findTeamInvoice(db, teamId, invoiceId);
  if (!invoice) throw notFound();
  return invoice;
}
