/**
 * The built-in test gateway, active when no Stripe key is set, so the whole money loop works offline. It keeps
 * its customers, checkout sessions, subscriptions and invoices in `test_gateway_objects` (as Stripe keeps
 * them on its side), charges one of three test cards (success, declined, a card that fails at renewal), applies
 * Keel's VAT rules (tax.ts) and raises Stripe's events through `recordEvent`, so events.ts applies them exactly
 * as it applies Stripe's.
 */
import { randomBytes } from "node:crypto";
import type { TestCard } from "@keel/contracts/billing";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.ts";
import { nowIso } from "../../db/database.ts";
import type { Database, TestGatewayObjectsTable } from "../../db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { recordEvent } from "./events.ts";
import {
  addInterval,
  type BillingGateway,
  type BillTo,
  type ChangeQuote,
  type CheckoutInput,
  type GatewayCheckout,
  type GatewayInvoice,
  type GatewaySubscription,
  type Price,
} from "./gateway.ts";
import { taxOn, taxTreatment } from "./tax.ts";
import {
  countTestObjects,
  findTeamTestObjectData,
  findTestObjectData,
  upsertTestObject,
} from "./test-gateway.repository.ts";

interface TestCustomer {
  id: string;
  teamId: number;
  card: TestCard;
  /** Minor units owed to the customer (unused time of a downgrade), taken off the next invoices. */
  credit: number;
}

export interface TestCheckoutSession {
  id: string;
  teamId: number;
  customerId: string;
  price: Price;
  subtotal: number;
  tax: number;
  taxRate: number;
  reverseCharge: boolean;
  total: number;
  status: "open" | "complete" | "expired";
  subscriptionId: string | null;
  successUrl: string;
  cancelUrl: string;
  expiresAt: string;
  billTo: BillTo;
}

type TestSubscription = GatewaySubscription;

const CHECKOUT_MINUTES = 60;

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

export class TestGateway implements BillingGateway {
  readonly kind = "test" as const;
  private readonly ctx: AppContext;
  constructor(ctx: AppContext) {
    this.ctx = ctx;
  }

  // ---- storage ----

  private async read<T>(db: Kysely<Database>, id: string, type: string): Promise<T | null> {
    const data = await findTestObjectData(db, id, type as TestGatewayObjectsTable["type"]);
    return data !== null ? (JSON.parse(data) as T) : null;
  }

  private async write<T extends { id: string; teamId: number | null }>(
    db: Kysely<Database>,
    type: "customer" | "checkout_session" | "subscription" | "invoice",
    object: T,
  ): Promise<void> {
    const data = JSON.stringify(object);
    const updatedAt = nowIso();
    await upsertTestObject(db, { id: object.id, type, teamId: object.teamId, data, updatedAt });
  }

  private async must<T>(db: Kysely<Database>, id: string, type: string): Promise<T> {
    const object = await this.read<T>(db, id, type);
    if (!object) throw notFound();
    return object;
  }

  private async emit(
    db: Kysely<Database>,
    type: string,
    object: { id: string; teamId: number | null },
    created: Date,
  ): Promise<void> {
    await recordEvent(db, {
      id: newId("evt"),
      source: "test",
      type,
      objectId: object.id,
      teamId: object.teamId,
      created: created.toISOString(),
      payload: { type, data: { object } },
    });
  }

  private async nextInvoiceNumber(db: Kysely<Database>, now: Date): Promise<string> {
    const count = await countTestObjects(db, "invoice");
    return `TEST-${now.getUTCFullYear()}-${String(count + 1).padStart(5, "0")}`;
  }

  private quote(price: Price, billTo: BillTo | null, credit = 0) {
    const treatment = taxTreatment(billTo?.country ?? "FR", billTo?.vatId ?? null);
    const subtotal = Math.max(0, price.amount - credit);
    const tax = taxOn(subtotal, treatment.rate);
    return {
      subtotal,
      tax,
      total: subtotal + tax,
      taxRate: treatment.rate,
      reverseCharge: treatment.reverseCharge,
    };
  }

  private async invoice(
    db: Kysely<Database>,
    input: {
      customer: TestCustomer;
      subscription: TestSubscription;
      amounts: { subtotal: number; tax: number; total: number; taxRate: number; reverseCharge: boolean };
      description: string;
      status: GatewayInvoice["status"];
      periodStart: string;
      periodEnd: string;
      now: Date;
      billTo: BillTo | null;
    },
  ): Promise<GatewayInvoice> {
    const invoice: GatewayInvoice = {
      id: newId("in"),
      customerId: input.customer.id,
      subscriptionId: input.subscription.id,
      teamId: input.customer.teamId,
      number: await this.nextInvoiceNumber(db, input.now),
      status: input.status,
      currency: input.subscription.currency,
      ...input.amounts,
      description: input.description,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      created: input.now.toISOString(),
      hostedPdfUrl: null,
      billTo: input.billTo,
    };
    await this.write(db, "invoice", invoice);
    return invoice;
  }

  // ---- the gateway interface ----

  async createCheckout(input: CheckoutInput) {
    const db = this.ctx.db;
    const now = new Date();
    let customer = input.customerId ? await this.read<TestCustomer>(db, input.customerId, "customer") : null;
    if (!customer) {
      customer = { id: newId("cus"), teamId: input.teamId, card: "success", credit: 0 };
      await this.write(db, "customer", customer);
    }
    const amounts = this.quote(input.price, input.billTo);
    const session: TestCheckoutSession = {
      id: newId("cs"),
      teamId: input.teamId,
      customerId: customer.id,
      price: input.price,
      ...amounts,
      status: "open",
      subscriptionId: null,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      expiresAt: new Date(now.getTime() + CHECKOUT_MINUTES * 60_000).toISOString(),
      billTo: input.billTo,
    };
    await this.write(db, "checkout_session", session);
    const url = `${this.ctx.config.publicAppUrl}/dashboard/checkout/test-payment?session=${session.id}`;
    return { id: session.id, url, customerId: customer.id, expiresAt: session.expiresAt };
  }

  async session(id: string): Promise<TestCheckoutSession | null> {
    return this.read<TestCheckoutSession>(this.ctx.db, id, "checkout_session");
  }

  async retrieveCheckout(id: string): Promise<GatewayCheckout> {
    const s = await this.must<TestCheckoutSession>(this.ctx.db, id, "checkout_session");
    return {
      id: s.id,
      status: s.status,
      subscriptionId: s.subscriptionId,
      customerId: s.customerId,
      teamId: s.teamId,
    };
  }

  async retrieveSubscription(id: string): Promise<GatewaySubscription> {
    return this.must<TestSubscription>(this.ctx.db, id, "subscription");
  }

  async retrieveInvoice(id: string): Promise<GatewayInvoice> {
    return this.must<GatewayInvoice>(this.ctx.db, id, "invoice");
  }

  async previewChange(subscriptionId: string, price: Price, billTo: BillTo | null): Promise<ChangeQuote> {
    const sub = await this.retrieveSubscription(subscriptionId);
    return this.changeQuote(sub, price, billTo, new Date());
  }

  /** Unused time of the current period credited; the new price charged for the rest of it (a new interval starts now). */
  private changeQuote(sub: TestSubscription, price: Price, billTo: BillTo | null, now: Date): ChangeQuote {
    const start = Date.parse(sub.currentPeriodStart);
    const end = Date.parse(sub.currentPeriodEnd);
    const unused = Math.min(1, Math.max(0, (end - now.getTime()) / Math.max(1, end - start)));
    const credit = -Math.round(sub.amount * unused);
    const sameInterval = price.interval === sub.interval;
    const charge = sameInterval ? Math.round(price.amount * unused) : price.amount;
    const net = charge + credit;
    const treatment = taxTreatment(billTo?.country ?? "FR", billTo?.vatId ?? null);
    const subtotal = Math.max(0, net);
    const tax = taxOn(subtotal, treatment.rate);
    return {
      credit,
      charge,
      subtotal,
      tax,
      dueNow: subtotal + tax,
      carriedCredit: Math.max(0, -net),
      taxRate: treatment.rate,
      reverseCharge: treatment.reverseCharge,
      nextRenewalAt: sameInterval ? sub.currentPeriodEnd : addInterval(now, price.interval).toISOString(),
    };
  }

  async changeSubscription(subscriptionId: string, price: Price, billTo: BillTo | null): Promise<void> {
    const now = new Date();
    await this.ctx.db.transaction().execute(async (trx) => {
      const sub = await this.must<TestSubscription>(trx, subscriptionId, "subscription");
      const customer = await this.must<TestCustomer>(trx, sub.customerId, "customer");
      const quote = this.changeQuote(sub, price, billTo, now);
      if (quote.dueNow > 0 && customer.card === "declined") throw paymentDeclined();
      const sameInterval = price.interval === sub.interval;
      const updated: TestSubscription = {
        ...sub,
        planCode: price.planCode,
        interval: price.interval,
        currency: price.currency,
        amount: price.amount,
        cancelAtPeriodEnd: false,
        ...(sameInterval
          ? {}
          : { currentPeriodStart: now.toISOString(), currentPeriodEnd: quote.nextRenewalAt }),
      };
      await this.write(trx, "subscription", updated);
      await this.write(trx, "customer", { ...customer, credit: customer.credit + quote.carriedCredit });
      await this.emit(trx, "customer.subscription.updated", updated, now);
      if (quote.subtotal > 0) {
        const invoice = await this.invoice(trx, {
          customer,
          subscription: updated,
          amounts: {
            subtotal: quote.subtotal,
            tax: quote.tax,
            total: quote.dueNow,
            taxRate: quote.taxRate,
            reverseCharge: quote.reverseCharge,
          },
          description: `proration:${price.planCode}:${price.interval}`,
          status: "paid",
          periodStart: now.toISOString(),
          periodEnd: updated.currentPeriodEnd,
          now,
          billTo,
        });
        await this.emit(trx, "invoice.paid", invoice, now);
      }
    });
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void> {
    const now = new Date();
    await this.ctx.db.transaction().execute(async (trx) => {
      const sub = await this.must<TestSubscription>(trx, subscriptionId, "subscription");
      const updated = { ...sub, cancelAtPeriodEnd: cancel };
      await this.write(trx, "subscription", updated);
      await this.emit(trx, "customer.subscription.updated", updated, now);
    });
  }

  async portalUrl(): Promise<string> {
    return `${this.ctx.config.publicAppUrl}/dashboard/billing/test-card`;
  }

  async syncCustomer(): Promise<void> {
    // The test gateway reads the billing details when it invoices: nothing to copy.
  }

  // ---- what only the test gateway does: the test payment page, the test card, the test clock ----

  /** Pays a checkout session with a test card: a declined card changes nothing. */
  async pay(sessionId: string, card: TestCard): Promise<TestCheckoutSession> {
    const now = new Date();
    return this.ctx.db.transaction().execute(async (trx) => {
      const session = await this.must<TestCheckoutSession>(trx, sessionId, "checkout_session");
      if (session.status !== "open" || Date.parse(session.expiresAt) <= now.getTime()) {
        throw new AppError("CONFLICT", "error.checkoutClosed");
      }
      if (card === "declined") throw paymentDeclined();
      const customer = await this.must<TestCustomer>(trx, session.customerId, "customer");
      const updatedCustomer = { ...customer, card };
      await this.write(trx, "customer", updatedCustomer);
      const subscription: TestSubscription = {
        id: newId("sub"),
        customerId: customer.id,
        teamId: session.teamId,
        status: "active",
        planCode: session.price.planCode,
        interval: session.price.interval,
        currency: session.price.currency,
        amount: session.price.amount,
        currentPeriodStart: now.toISOString(),
        currentPeriodEnd: addInterval(now, session.price.interval).toISOString(),
        cancelAtPeriodEnd: false,
        trialEnd: null,
      };
      await this.write(trx, "subscription", subscription);
      const invoice = await this.invoice(trx, {
        customer,
        subscription,
        amounts: {
          subtotal: session.subtotal,
          tax: session.tax,
          total: session.total,
          taxRate: session.taxRate,
          reverseCharge: session.reverseCharge,
        },
        description: `subscription:${session.price.planCode}:${session.price.interval}`,
        status: "paid",
        periodStart: subscription.currentPeriodStart,
        periodEnd: subscription.currentPeriodEnd,
        now,
        billTo: session.billTo,
      });
      const completed: TestCheckoutSession = {
        ...session,
        status: "complete",
        subscriptionId: subscription.id,
      };
      await this.write(trx, "checkout_session", completed);
      await this.emit(trx, "checkout.session.completed", completed, now);
      await this.emit(trx, "customer.subscription.created", subscription, now);
      await this.emit(trx, "invoice.paid", invoice, now);
      return completed;
    });
  }

  /** Where the test payment page sends the browser once paid (the checkout's success URL for this session). */
  successUrl(session: TestCheckoutSession): string {
    return session.successUrl.replace("{CHECKOUT_SESSION_ID}", session.id);
  }

  async card(customerId: string): Promise<TestCard> {
    return (await this.must<TestCustomer>(this.ctx.db, customerId, "customer")).card;
  }

  /** Changes the card renewals charge; a past-due subscription's open invoice is paid at once with a good card. */
  async setCard(customerId: string, subscriptionId: string | null, card: TestCard): Promise<void> {
    const now = new Date();
    await this.ctx.db.transaction().execute(async (trx) => {
      const customer = await this.must<TestCustomer>(trx, customerId, "customer");
      const updated = { ...customer, card };
      await this.write(trx, "customer", updated);
      if (!subscriptionId) return;
      const sub = await this.must<TestSubscription>(trx, subscriptionId, "subscription");
      if (sub.status === "past_due" && card === "success") await this.settleOpen(trx, sub, updated, now);
    });
  }

  /** Charges a past-due subscription's open invoices to the customer's card again. */
  private async settleOpen(
    trx: Kysely<Database>,
    sub: TestSubscription,
    customer: TestCustomer,
    now: Date,
  ): Promise<void> {
    const rows = await findTeamTestObjectData(trx, customer.teamId, "invoice");
    const open = rows
      .map((data) => JSON.parse(data) as GatewayInvoice)
      .filter((invoice) => invoice.subscriptionId === sub.id && invoice.status === "open");
    const pays = customer.card === "success";
    for (const invoice of open) {
      if (!pays) {
        await this.emit(trx, "invoice.payment_failed", invoice, now);
        continue;
      }
      const paid = { ...invoice, status: "paid" as const };
      await this.write(trx, "invoice", paid);
      await this.emit(trx, "invoice.paid", paid, now);
    }
    if (!pays) return;
    const active = { ...sub, status: "active" as const };
    await this.write(trx, "subscription", active);
    await this.emit(trx, "customer.subscription.updated", active, now);
  }

  /**
   * The test clock: ends the current period now. A subscription set to cancel ends; otherwise the next period is
   * invoiced and charged to the customer's test card, which pays (success) or fails (renewal-fails, declined:
   * the subscription is past due).
   */
  async renew(subscriptionId: string, billTo: BillTo | null, now = new Date()): Promise<void> {
    await this.ctx.db.transaction().execute(async (trx) => {
      const sub = await this.must<TestSubscription>(trx, subscriptionId, "subscription");
      if (sub.status === "canceled") return;
      if (sub.cancelAtPeriodEnd) {
        const ended = { ...sub, status: "canceled" as const, currentPeriodEnd: now.toISOString() };
        await this.write(trx, "subscription", ended);
        await this.emit(trx, "customer.subscription.deleted", ended, now);
        return;
      }
      const customer = await this.must<TestCustomer>(trx, sub.customerId, "customer");
      // Past due: the open invoice is charged again, the period stays.
      if (sub.status === "past_due") {
        await this.settleOpen(trx, sub, customer, now);
        return;
      }
      const start = now.toISOString();
      const end = addInterval(now, sub.interval).toISOString();
      const amounts = this.quote(
        { planCode: sub.planCode, interval: sub.interval, currency: sub.currency, amount: sub.amount },
        billTo,
        customer.credit,
      );
      const pays = customer.card === "success";
      const used = Math.min(customer.credit, sub.amount);
      await this.write(trx, "customer", { ...customer, credit: customer.credit - used });
      const invoice = await this.invoice(trx, {
        customer,
        subscription: sub,
        amounts,
        description: `renewal:${sub.planCode}:${sub.interval}`,
        status: pays ? "paid" : "open",
        periodStart: start,
        periodEnd: end,
        now,
        billTo,
      });
      const updated: TestSubscription = {
        ...sub,
        status: pays ? "active" : "past_due",
        currentPeriodStart: start,
        currentPeriodEnd: end,
      };
      await this.write(trx, "subscription", updated);
      await this.emit(trx, pays ? "invoice.paid" : "invoice.payment_failed", invoice, now);
      await this.emit(trx, "customer.subscription.updated", updated, now);
    });
  }

  /** Ends a subscription at once (a past-due one the customer gave up on). */
  async cancelNow(subscriptionId: string): Promise<void> {
    const now = new Date();
    await this.ctx.db.transaction().execute(async (trx) => {
      const sub = await this.must<TestSubscription>(trx, subscriptionId, "subscription");
      const ended = { ...sub, status: "canceled" as const };
      await this.write(trx, "subscription", ended);
      await this.emit(trx, "customer.subscription.deleted", ended, now);
    });
  }
}

export function paymentDeclined(): AppError {
  return new AppError("PAYMENT_DECLINED", "error.paymentDeclined");
}
