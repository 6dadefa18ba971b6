/**
 * Gateway events, applied exactly once and in any order (docs/decisions/034-billing.md).
 *
 * Stripe's webhook and the test gateway both hand their events to `recordEvent`: the event is stored under its
 * own id (a replay is a no-op) with a job to apply it, in one transaction. The job re-reads the object the
 * event names from its gateway and applies that object's current state, then marks the event processed in the
 * same transaction: a crash retries the job, a replay finds the event done, and an old event delivered late
 * applies the newest state, which is already there. What happens once per fact (the payment confirmation, the
 * hiding of boats) hangs on a change of stored state, never on the arrival of an event.
 */
import { isLocale } from "@keel/contracts/locales";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { nowIso } from "../../db/database.ts";
import type { Database, LocalSubscriptionStatus } from "../../db/schema.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { defineJob, enqueueJob } from "../jobs/queue.ts";
import { sendTemplate } from "../mail/send.ts";
import {
  findBillingDetails,
  findManagers,
  findPlanIdByCode,
  findSubscription,
  findTeamExists,
  findTeamIdByCustomer,
  findTeamName,
  hideTeamBoats,
  insertSubscription,
  restoreTeamBoats,
  setCheckoutSessionPaid,
  setTeamSubscription,
  updateSubscription,
} from "./billing.repository.ts";
import {
  claimBillingEvent,
  findBillingEvent,
  findPendingBillingEvents,
  insertBillingEvent,
  setBillingEventFailed,
  setBillingEventIgnored,
} from "./billing-events.repository.ts";
import type { BillTo, GatewayInvoice, GatewayKind, GatewaySubscription } from "./gateway.ts";
import { gatewayFor } from "./gateways.ts";
import {
  findInvoice,
  insertInvoice,
  setInvoiceConfirmationSent,
  updateInvoice,
} from "./invoices.repository.ts";
import { formatMoney, planName } from "./money.ts";

const DAY = 86_400_000;
/** A past-due team keeps posting this long, with reminders, before it is restricted. */
export const GRACE_DAYS = 7;

export const HANDLED_EVENTS = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
] as const;

export interface IncomingEvent {
  id: string;
  source: "stripe" | "test";
  type: string;
  objectId: string | null;
  teamId: number | null;
  /** The event's own creation time. */
  created: string;
  payload: unknown;
}

/** Stores an event once and queues its application; false when the event id was already stored. */
export async function recordEvent(db: Kysely<Database>, event: IncomingEvent): Promise<boolean> {
  const now = nowIso();
  const handled = (HANDLED_EVENTS as readonly string[]).includes(event.type);
  const inserted = await insertBillingEvent(db, {
    id: event.id,
    source: event.source,
    type: event.type,
    objectId: event.objectId,
    teamId: event.teamId,
    payload: JSON.stringify(event.payload),
    status: handled ? "pending" : "ignored",
    error: null,
    createdAt: event.created,
    receivedAt: now,
    processedAt: handled ? null : now,
  });
  if (!inserted) return false;
  if (handled) await enqueueJob(db, applyBillingEvent, { eventId: event.id }, { idempotencyKey: event.id });
  return true;
}

export const applyBillingEvent = defineJob({
  kind: "billing.apply-event",
  payload: z.object({ eventId: z.string() }),
  maxAttempts: 12,
  backoffMs: 10_000,
  async run(ctx, { eventId }) {
    const event = await findBillingEvent(ctx.db, eventId);
    if (!event || event.status === "processed" || event.status === "ignored") return;
    try {
      await applyEvent(
        ctx,
        event.source as GatewayKind,
        event.type,
        event.objectId,
        event.createdAt,
        eventId,
      );
    } catch (error) {
      await setBillingEventFailed(
        ctx.db,
        eventId,
        error instanceof Error ? error.message.slice(0, 500) : String(error),
      );
      throw error;
    }
  },
});

async function applyEvent(
  ctx: AppContext,
  source: GatewayKind,
  type: string,
  objectId: string | null,
  created: string,
  eventId: string,
): Promise<void> {
  const gateway = gatewayFor(ctx, source);
  // The gateway's current object, read before the transaction (a network call on Stripe).
  let apply: (trx: Kysely<Database>) => Promise<boolean>;
  if (!objectId) apply = async () => false;
  else if (type === "checkout.session.completed") {
    const session = await gateway.retrieveCheckout(objectId);
    const subscription = session.subscriptionId
      ? await gateway.retrieveSubscription(session.subscriptionId)
      : null;
    apply = async (trx) => {
      if (subscription) await applySubscription(ctx, trx, source, subscription, created);
      if (session.status !== "complete") return false;
      await setCheckoutSessionPaid(trx, session.id, nowIso());
      return true;
    };
  } else if (type.startsWith("customer.subscription.")) {
    const subscription = await gateway.retrieveSubscription(objectId);
    apply = (trx) => applySubscription(ctx, trx, source, subscription, created);
  } else if (type.startsWith("invoice.")) {
    const invoice = await gateway.retrieveInvoice(objectId);
    apply = (trx) => applyInvoice(ctx, trx, source, invoice);
  } else apply = async () => false;

  await ctx.db.transaction().execute(async (trx) => {
    // The claim: whoever marks the event first applies it; a concurrent or later run finds it done. A crash
    // rolls the claim back with the rest.
    if (!(await claimBillingEvent(trx, eventId, nowIso()))) return;
    if (!(await apply(trx))) await setBillingEventIgnored(trx, eventId);
  });
}

/**
 * Applies a team's pending events now, in the order they were received, instead of waiting for the queue's
 * workers (the test gateway's payment page and the team's own changes answer with the new state). The queued
 * jobs then find them done.
 */
export async function applyPendingEvents(ctx: AppContext, teamId: number): Promise<void> {
  const pending = await findPendingBillingEvents(ctx.db, teamId);
  for (const e of pending) {
    await applyEvent(ctx, e.source as GatewayKind, e.type, e.objectId, e.createdAt, e.id);
  }
}

/** The team an event's object names: by its own id when that team exists, else by the gateway's customer. */
export async function teamOf(
  db: Kysely<Database>,
  teamId: number | null,
  customerId: string | null,
): Promise<number | null> {
  if (teamId !== null && (await findTeamExists(db, teamId))) return teamId;
  if (!customerId) return null;
  return findTeamIdByCustomer(db, customerId);
}

function localStatus(status: GatewaySubscription["status"]): LocalSubscriptionStatus | null {
  switch (status) {
    case "trialing":
      return "trialing";
    case "active":
      return "active";
    case "past_due":
    case "unpaid":
      return "past_due";
    case "canceled":
    case "incomplete_expired":
      return "canceled";
    default:
      // incomplete or paused: nothing was paid yet, nothing changes.
      return null;
  }
}

const HOLDS_PLAN: readonly LocalSubscriptionStatus[] = ["trialing", "active", "past_due"];

/** The team's mirror of a gateway subscription, with everything a change of status entails. */
export async function applySubscription(
  ctx: AppContext,
  db: Kysely<Database>,
  gateway: GatewayKind,
  subscription: GatewaySubscription,
  eventCreated: string,
): Promise<boolean> {
  const teamId = await teamOf(db, subscription.teamId, subscription.customerId);
  if (teamId === null) return false;
  const status = localStatus(subscription.status);
  if (status === null) return false;
  const before = await findSubscription(db, teamId);
  // A subscription the team replaced since (it re-subscribed after this one ended) changes nothing.
  if (
    before?.subscriptionId &&
    before.subscriptionId !== subscription.id &&
    HOLDS_PLAN.includes(before.status) &&
    !HOLDS_PLAN.includes(status)
  ) {
    return false;
  }
  const now = nowIso();
  const wasPastDue = before?.status === "past_due" && before.subscriptionId === subscription.id;
  const pastDueSince = status === "past_due" ? (wasPastDue ? before.pastDueSince : eventCreated) : null;
  const graceEnd =
    status === "past_due" && pastDueSince
      ? new Date(Date.parse(pastDueSince) + GRACE_DAYS * DAY).toISOString()
      : null;
  const values = {
    gateway,
    customerId: subscription.customerId,
    subscriptionId: subscription.id,
    planCode: subscription.planCode,
    status,
    interval: subscription.interval,
    currency: subscription.currency,
    amount: subscription.amount,
    currentPeriodStart: subscription.currentPeriodStart,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    cancelReason: subscription.cancelAtPeriodEnd ? (before?.cancelReason ?? null) : null,
    cancelComment: subscription.cancelAtPeriodEnd ? (before?.cancelComment ?? null) : null,
    trialEnd: subscription.trialEnd,
    pastDueSince,
    graceEnd,
    remindersSent: wasPastDue ? before.remindersSent : 0,
    updatedAt: now,
  };
  if (before) await updateSubscription(db, teamId, values);
  else await insertSubscription(db, { teamId, ...values });
  await setTeamPlan(ctx, db, teamId, {
    fromStatus: before?.status ?? "none",
    toStatus: status,
    fromPlan: before && HOLDS_PLAN.includes(before.status) ? before.planCode : "free",
    toPlan: HOLDS_PLAN.includes(status) ? subscription.planCode : "free",
    renewsAt: status === "active" || status === "trialing" ? subscription.currentPeriodEnd : null,
    actorUserId: null,
    source: gateway,
  });
  if (status === "past_due" && !wasPastDue && graceEnd) await sendPastDueNotice(ctx, db, teamId, 0, graceEnd);
  return true;
}

const TEAM_STATUS: Record<LocalSubscriptionStatus, "none" | "active" | "past_due" | "canceled"> = {
  trialing: "active",
  active: "active",
  past_due: "past_due",
  canceled: "canceled",
  none: "none",
};

/**
 * Points the team at its plan and summary status, audits every change of plan or status, hides the team's
 * public boats when its subscription ends and brings them back when it holds a plan again.
 */
export async function setTeamPlan(
  ctx: AppContext,
  db: Kysely<Database>,
  teamId: number,
  change: {
    fromStatus: LocalSubscriptionStatus;
    toStatus: LocalSubscriptionStatus;
    fromPlan: string;
    toPlan: string;
    renewsAt: string | null;
    actorUserId: number | null;
    source: string;
    reason?: string;
  },
): Promise<void> {
  const planId = await findPlanIdByCode(db, change.toPlan);
  const now = nowIso();
  await setTeamSubscription(db, teamId, {
    planId,
    subscriptionStatus: TEAM_STATUS[change.toStatus],
    subscriptionRenewsAt: change.renewsAt,
    updatedAt: now,
  });
  const audit = (action: string, details: Record<string, unknown>) =>
    recordAudit(db, {
      actorUserId: change.actorUserId,
      action,
      entityType: "team",
      entityId: teamId,
      details: { ...details, source: change.source, ...(change.reason ? { reason: change.reason } : {}) },
    });
  if (change.fromStatus !== change.toStatus) {
    await audit("team.subscription.status", { status: { from: change.fromStatus, to: change.toStatus } });
  }
  if (change.fromPlan !== change.toPlan) {
    await audit("team.plan.set", { plan: { from: change.fromPlan, to: change.toPlan } });
  }
  const held = HOLDS_PLAN.includes(change.fromStatus);
  const holds = HOLDS_PLAN.includes(change.toStatus);
  if (held && !holds) {
    await hideTeamBoats(db, teamId, now);
    await mailManagers(ctx, db, teamId, "billingSubscriptionEnded", () => ({}), "/pricing");
  }
  if (!held && holds) await restoreTeamBoats(db, teamId, now);
}

type BillingTemplate =
  | "billingPaymentConfirmed"
  | "billingPastDue"
  | "billingRestricted"
  | "billingSubscriptionEnded";

/** One e-mail per owner and admin, each in their own language, through the outbox of `db`'s transaction. */
export async function mailManagers(
  ctx: AppContext,
  db: Kysely<Database>,
  teamId: number,
  template: BillingTemplate,
  values: (locale: string) => Record<string, string>,
  actionPath: string,
  extraRecipient?: string | null,
): Promise<void> {
  const team = { name: await findTeamName(db, teamId) };
  const managers = await findManagers(db, teamId);
  const recipients = managers.map((m) => ({ email: m.email, name: m.firstName, language: m.language }));
  if (extraRecipient && !recipients.some((r) => r.email.toLowerCase() === extraRecipient.toLowerCase())) {
    recipients.push({ email: extraRecipient, name: team.name, language: managers[0]?.language ?? "en-US" });
  }
  for (const r of recipients) {
    const language = isLocale(r.language) ? r.language : "en-US";
    await sendTemplate(
      ctx,
      {
        template,
        to: r.email,
        language,
        name: r.name,
        values: { team: team.name, ...values(language) },
        actionPath,
      },
      db,
    );
  }
}

/** The past-due notices: 0 when the payment failed, then reminders, then `restricted` at the grace end. */
export async function sendPastDueNotice(
  ctx: AppContext,
  db: Kysely<Database>,
  teamId: number,
  step: number,
  graceEnd: string,
  now: Date = new Date(),
): Promise<void> {
  const daysLeft = Math.max(0, Math.ceil((Date.parse(graceEnd) - now.getTime()) / DAY));
  if (step >= REMINDER_DAYS.length) {
    await mailManagers(ctx, db, teamId, "billingRestricted", () => ({}), "/dashboard/billing");
  } else {
    await mailManagers(
      ctx,
      db,
      teamId,
      "billingPastDue",
      (locale) => ({ date: formatDate(graceEnd, locale), days: String(daysLeft) }),
      "/dashboard/billing",
    );
  }
  await updateSubscription(db, teamId, { remindersSent: step + 1 });
}

/** Days after the payment failed on which the past-due e-mail goes (the restriction notice follows at the end). */
export const REMINDER_DAYS = [0, 3, 6] as const;

export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
}

function billToJson(billTo: BillTo | null, fallback: BillTo | null): string {
  return JSON.stringify(billTo ?? fallback ?? {});
}

export async function billToOf(db: Kysely<Database>, teamId: number): Promise<BillTo | null> {
  const d = await findBillingDetails(db, teamId);
  if (!d) return null;
  return {
    legalName: d.legalName,
    addressLine1: d.addressLine1,
    addressLine2: d.addressLine2,
    city: d.city,
    postalCode: d.postalCode,
    region: d.region,
    country: d.country,
    vatId: d.vatId,
    email: d.invoiceEmail,
  };
}

/** The team's copy of a gateway invoice; the payment confirmation goes the first time it is seen paid. */
export async function applyInvoice(
  ctx: AppContext,
  db: Kysely<Database>,
  gateway: GatewayKind,
  invoice: GatewayInvoice,
): Promise<boolean> {
  const teamId = await teamOf(db, invoice.teamId, invoice.customerId);
  if (teamId === null) return false;
  const before = await findInvoice(db, invoice.id);
  const now = nowIso();
  const values = {
    teamId,
    gateway,
    number: invoice.number,
    status: invoice.status,
    currency: invoice.currency,
    subtotal: invoice.subtotal,
    tax: invoice.tax,
    total: invoice.total,
    taxRate: invoice.taxRate,
    reverseCharge: invoice.reverseCharge,
    description: invoice.description,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    hostedPdfUrl: invoice.hostedPdfUrl,
    issuedAt: invoice.created,
    updatedAt: now,
  };
  // An invoice never goes back from paid to open: a late payment_failed of a since-paid invoice changes nothing.
  if (before?.status === "paid" && invoice.status !== "paid" && invoice.status !== "void") return false;
  const billTo = before?.billTo ?? billToJson(invoice.billTo, await billToOf(db, teamId));
  if (before) await updateInvoice(db, invoice.id, { ...values, billTo });
  else await insertInvoice(db, { id: invoice.id, ...values, billTo, confirmationSent: false });
  if (invoice.status === "paid" && !(before && Boolean(before.confirmationSent))) {
    await setInvoiceConfirmationSent(db, invoice.id);
    const sub = await findSubscription(db, teamId);
    const parsed = JSON.parse(billTo) as Partial<BillTo>;
    await mailManagers(
      ctx,
      db,
      teamId,
      "billingPaymentConfirmed",
      (locale) => ({
        plan: planName(sub?.planCode ?? "paid", locale),
        amount: formatMoney(invoice.total, invoice.currency, locale),
        number: invoice.number,
        date: formatDate(invoice.periodEnd ?? sub?.currentPeriodEnd ?? invoice.created, locale),
      }),
      "/dashboard/billing",
      parsed.email ?? null,
    );
  }
  return true;
}
