/**
 * The payment gateway behind one interface: Stripe (stripe-gateway.ts) when STRIPE_SECRET_KEY is set, the
 * built-in test gateway (test-gateway.ts) otherwise. Both speak the same objects and raise the same events
 * (checkout.session.completed, customer.subscription.created/updated/deleted, invoice.paid,
 * invoice.payment_failed), which events.ts applies. Events are applied by re-reading the object they name from
 * the gateway, so a replayed or late event applies the object's current state and changes nothing.
 */
import type { BillingCurrency, BillingInterval } from "@keel/contracts/billing";
import type { AppContext } from "../../context.ts";

export type GatewayKind = "test" | "stripe";
export type PaidPlanCode = "paid" | "custom";

export interface Price {
  planCode: PaidPlanCode;
  interval: BillingInterval;
  currency: BillingCurrency;
  /** Minor units, excluding VAT. */
  amount: number;
}

export interface BillTo {
  legalName: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  postalCode: string;
  region: string | null;
  country: string;
  vatId: string | null;
  email: string | null;
}

export interface GatewaySubscription {
  id: string;
  customerId: string;
  /** From the subscription's metadata; null when the gateway does not know it (then found by customer). */
  teamId: number | null;
  status:
    | "trialing"
    | "active"
    | "past_due"
    | "unpaid"
    | "canceled"
    | "incomplete"
    | "incomplete_expired"
    | "paused";
  planCode: PaidPlanCode;
  interval: BillingInterval;
  currency: BillingCurrency;
  amount: number;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  trialEnd: string | null;
}

export interface GatewayInvoice {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  teamId: number | null;
  number: string;
  status: "draft" | "open" | "paid" | "void" | "uncollectible";
  currency: BillingCurrency;
  subtotal: number;
  tax: number;
  total: number;
  taxRate: number;
  reverseCharge: boolean;
  description: string;
  periodStart: string | null;
  periodEnd: string | null;
  created: string;
  /** Stripe's hosted PDF; null on the test gateway, whose PDFs the product renders. */
  hostedPdfUrl: string | null;
  billTo: BillTo | null;
}

export interface GatewayCheckout {
  id: string;
  status: "open" | "complete" | "expired";
  subscriptionId: string | null;
  customerId: string | null;
  teamId: number | null;
}

export interface ChangeQuote {
  credit: number;
  charge: number;
  subtotal: number;
  tax: number;
  dueNow: number;
  carriedCredit: number;
  taxRate: number;
  reverseCharge: boolean;
  nextRenewalAt: string;
}

export interface CheckoutInput {
  teamId: number;
  teamName: string;
  customerId: string | null;
  billTo: BillTo;
  price: Price;
  successUrl: string;
  cancelUrl: string;
  /** The person paying, for the test gateway's page and Stripe's receipts. */
  email: string;
}

export interface BillingGateway {
  kind: GatewayKind;
  createCheckout(
    input: CheckoutInput,
  ): Promise<{ id: string; url: string; customerId: string; expiresAt: string }>;
  retrieveCheckout(id: string): Promise<GatewayCheckout>;
  retrieveSubscription(id: string): Promise<GatewaySubscription>;
  retrieveInvoice(id: string): Promise<GatewayInvoice>;
  previewChange(subscriptionId: string, price: Price, billTo: BillTo | null): Promise<ChangeQuote>;
  changeSubscription(subscriptionId: string, price: Price, billTo: BillTo | null): Promise<void>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
  /** Keeps the gateway's customer (name, address, tax id) in line with the team's billing details. */
  syncCustomer(customerId: string, teamId: number, billTo: BillTo): Promise<void>;
}

export type GatewayFactory = (ctx: AppContext, kind: GatewayKind) => BillingGateway;

/** The gateway the configuration selects: Stripe with a secret key, the test gateway without. */
export function configuredGateway(ctx: AppContext): GatewayKind {
  return ctx.config.stripeSecretKey ? "stripe" : "test";
}

export const MONTH_MS = 30 * 86_400_000;

/** The end of a billing period that starts at `start`: same day next month or next year (clamped to month end). */
export function addInterval(start: Date, interval: BillingInterval): Date {
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  if (interval === "month") end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
