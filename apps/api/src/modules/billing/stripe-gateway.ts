/**
 * The Stripe gateway, through the official SDK: the team is a Stripe customer (name, address and VAT id kept in
 * line with its billing details), Checkout runs in subscription mode with automatic tax and tax id collection,
 * plan changes prorate and are invoiced at once, the Customer Portal changes cards and cancels. Prices are
 * passed as `price_data` from Keel's own `plan_prices`, so the product's table stays the one source of prices.
 */

import type { BillingCurrency, BillingInterval } from "@keel/contracts/billing";
import { isEuCountry } from "@keel/contracts/billing";
import type { default as Stripe, Stripe as StripeTypes } from "stripe";
import type { AppContext } from "../../context.ts";
import type {
  BillingGateway,
  BillTo,
  ChangeQuote,
  CheckoutInput,
  GatewayCheckout,
  GatewayInvoice,
  GatewaySubscription,
  PaidPlanCode,
  Price,
} from "./gateway.ts";

const iso = (seconds: number | null | undefined): string | null =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000).toISOString();

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === "string" ? value : value.id;

/**
 * A Stripe client for the configuration (STRIPE_API_URL points it at a stand-in server in tests). The SDK is
 * loaded on first use: processes on the test gateway never pay for it.
 */
export async function stripeClient(ctx: AppContext): Promise<Stripe> {
  const base = ctx.config.stripeApiUrl ? new URL(ctx.config.stripeApiUrl) : null;
  const { default: StripeSdk } = await import("stripe");
  return new StripeSdk(ctx.config.stripeSecretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

function taxIdType(country: string): StripeTypes.CustomerCreateParams.TaxIdDatum.Type | null {
  if (isEuCountry(country)) return "eu_vat";
  if (country === "GB") return "gb_vat";
  if (country === "US") return "us_ein";
  return null;
}

function address(billTo: BillTo) {
  return {
    line1: billTo.addressLine1,
    line2: billTo.addressLine2 ?? "",
    city: billTo.city,
    postal_code: billTo.postalCode,
    state: billTo.region ?? "",
    country: billTo.country,
  };
}

const PRODUCT_NAMES: Record<PaidPlanCode, string> = { paid: "Keel Professional", custom: "Keel Custom" };

export class StripeGateway implements BillingGateway {
  readonly kind = "stripe" as const;
  private readonly ctx: AppContext;
  private client: Promise<Stripe> | undefined;
  constructor(ctx: AppContext) {
    this.ctx = ctx;
  }

  private sdk(): Promise<Stripe> {
    this.client ??= stripeClient(this.ctx);
    return this.client;
  }

  async createCheckout(input: CheckoutInput) {
    let customerId = input.customerId;
    if (customerId) await this.syncCustomer(customerId, input.teamId, input.billTo);
    else {
      const type = taxIdType(input.billTo.country);
      const customer = await (await this.sdk()).customers.create({
        name: input.billTo.legalName,
        email: input.billTo.email ?? input.email,
        address: address(input.billTo),
        metadata: { team_id: String(input.teamId) },
        ...(type && input.billTo.vatId ? { tax_id_data: [{ type, value: input.billTo.vatId }] } : {}),
      });
      customerId = customer.id;
    }
    const session = await (await this.sdk()).checkout.sessions.create({
      mode: "subscription",
      customer: customerId,
      client_reference_id: String(input.teamId),
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: input.price.currency.toLowerCase(),
            unit_amount: input.price.amount,
            tax_behavior: "exclusive",
            recurring: { interval: input.price.interval },
            product_data: { name: PRODUCT_NAMES[input.price.planCode] },
          },
        },
      ],
      automatic_tax: { enabled: true },
      tax_id_collection: { enabled: true },
      customer_update: { address: "auto", name: "auto" },
      billing_address_collection: "required",
      subscription_data: { metadata: { team_id: String(input.teamId), plan_code: input.price.planCode } },
      metadata: { team_id: String(input.teamId), plan_code: input.price.planCode },
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    });
    return {
      id: session.id,
      url: session.url ?? "",
      customerId,
      expiresAt: iso(session.expires_at) ?? new Date(Date.now() + 86_400_000).toISOString(),
    };
  }

  async retrieveCheckout(id: string): Promise<GatewayCheckout> {
    const s = await (await this.sdk()).checkout.sessions.retrieve(id);
    const teamId = Number(s.metadata?.team_id ?? s.client_reference_id);
    return {
      id: s.id,
      status: s.status === "complete" ? "complete" : s.status === "expired" ? "expired" : "open",
      subscriptionId: idOf(s.subscription),
      customerId: idOf(s.customer),
      teamId: Number.isInteger(teamId) && teamId > 0 ? teamId : null,
    };
  }

  async retrieveSubscription(id: string): Promise<GatewaySubscription> {
    const s = await (await this.sdk()).subscriptions.retrieve(id);
    const item = s.items.data[0];
    const teamId = Number(s.metadata?.team_id);
    const price = item?.price;
    return {
      id: s.id,
      customerId: idOf(s.customer) ?? "",
      teamId: Number.isInteger(teamId) && teamId > 0 ? teamId : null,
      status: s.status as GatewaySubscription["status"],
      planCode: s.metadata?.plan_code === "custom" ? "custom" : "paid",
      interval: (price?.recurring?.interval === "year" ? "year" : "month") as BillingInterval,
      currency: (price?.currency ?? "eur").toUpperCase() as BillingCurrency,
      amount: price?.unit_amount ?? 0,
      currentPeriodStart: iso(item?.current_period_start) ?? new Date().toISOString(),
      currentPeriodEnd: iso(item?.current_period_end) ?? new Date().toISOString(),
      cancelAtPeriodEnd: s.cancel_at_period_end,
      trialEnd: iso(s.trial_end),
    };
  }

  async retrieveInvoice(id: string): Promise<GatewayInvoice> {
    return this.toInvoice(await (await this.sdk()).invoices.retrieve(id));
  }

  private toInvoice(i: StripeTypes.Invoice): GatewayInvoice {
    const taxes = i.total_taxes ?? [];
    const tax = taxes.reduce((sum, t) => sum + t.amount, 0);
    const subtotal = i.subtotal_excluding_tax ?? i.subtotal;
    const customer = i.customer_address;
    const taxId = i.customer_tax_ids?.[0]?.value ?? null;
    const teamId = Number(i.parent?.subscription_details?.metadata?.team_id);
    return {
      id: i.id ?? "",
      customerId: idOf(i.customer) ?? "",
      subscriptionId: idOf(i.parent?.subscription_details?.subscription),
      teamId: Number.isInteger(teamId) && teamId > 0 ? teamId : null,
      number: i.number ?? i.id ?? "",
      status: (i.status ?? "draft") as GatewayInvoice["status"],
      currency: i.currency.toUpperCase() as BillingCurrency,
      subtotal,
      tax,
      total: i.total,
      taxRate: subtotal > 0 ? Math.round((tax / subtotal) * 1000) / 10 : 0,
      reverseCharge: taxes.some((t) => t.taxability_reason === "reverse_charge"),
      description: i.billing_reason ?? "subscription",
      periodStart: iso(i.lines?.data[0]?.period?.start ?? i.period_start),
      periodEnd: iso(i.lines?.data[0]?.period?.end ?? i.period_end),
      created: iso(i.created) ?? new Date().toISOString(),
      hostedPdfUrl: i.invoice_pdf ?? null,
      billTo: customer
        ? {
            legalName: i.customer_name ?? "",
            addressLine1: customer.line1 ?? "",
            addressLine2: customer.line2 ?? null,
            city: customer.city ?? "",
            postalCode: customer.postal_code ?? "",
            region: customer.state ?? null,
            country: customer.country ?? "",
            vatId: taxId,
            email: i.customer_email ?? null,
          }
        : null,
    };
  }

  private async itemOf(subscriptionId: string) {
    const s = await (await this.sdk()).subscriptions.retrieve(subscriptionId);
    const item = s.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
    return { subscription: s, item, product: idOf(item.price.product) ?? "" };
  }

  private priceData(price: Price, product: string) {
    return {
      currency: price.currency.toLowerCase(),
      unit_amount: price.amount,
      tax_behavior: "exclusive" as const,
      recurring: { interval: price.interval },
      product,
    };
  }

  async previewChange(subscriptionId: string, price: Price): Promise<ChangeQuote> {
    const { subscription, item, product } = await this.itemOf(subscriptionId);
    const preview = await (await this.sdk()).invoices.createPreview({
      customer: idOf(subscription.customer) ?? undefined,
      subscription: subscriptionId,
      automatic_tax: { enabled: true },
      subscription_details: {
        items: [{ id: item.id, price_data: this.priceData(price, product) }],
        proration_behavior: "always_invoice",
        proration_date: Math.floor(Date.now() / 1000),
      },
    });
    const lines = preview.lines?.data ?? [];
    const credit = lines.filter((l) => l.amount < 0).reduce((sum, l) => sum + l.amount, 0);
    const charge = lines.filter((l) => l.amount > 0).reduce((sum, l) => sum + l.amount, 0);
    const invoice = this.toInvoice(preview);
    const net = charge + credit;
    return {
      credit,
      charge,
      subtotal: Math.max(0, net),
      tax: invoice.tax,
      dueNow: Math.max(0, preview.amount_due ?? invoice.total),
      carriedCredit: Math.max(0, -net),
      taxRate: invoice.taxRate,
      reverseCharge: invoice.reverseCharge,
      nextRenewalAt:
        price.interval === (item.price.recurring?.interval ?? "month")
          ? (iso(item.current_period_end) ?? new Date().toISOString())
          : (iso(preview.period_end) ?? new Date().toISOString()),
    };
  }

  async changeSubscription(subscriptionId: string, price: Price): Promise<void> {
    const { item, product } = await this.itemOf(subscriptionId);
    await (await this.sdk()).subscriptions.update(subscriptionId, {
      items: [{ id: item.id, price_data: this.priceData(price, product) }],
      proration_behavior: "always_invoice",
      cancel_at_period_end: false,
      metadata: { plan_code: price.planCode },
    });
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void> {
    await (await this.sdk()).subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
  }

  async portalUrl(customerId: string, returnUrl: string): Promise<string> {
    const session = await (await this.sdk()).billingPortal.sessions.create({
      customer: customerId,
      return_url: returnUrl,
    });
    return session.url;
  }

  async syncCustomer(customerId: string, teamId: number, billTo: BillTo): Promise<void> {
    await (await this.sdk()).customers.update(customerId, {
      name: billTo.legalName,
      address: address(billTo),
      ...(billTo.email ? { email: billTo.email } : {}),
      metadata: { team_id: String(teamId) },
    });
    const type = taxIdType(billTo.country);
    if (!type || !billTo.vatId) return;
    const existing = await (await this.sdk()).customers.listTaxIds(customerId, { limit: 10 });
    if (existing.data.some((t) => t.value === billTo.vatId)) return;
    for (const old of existing.data) await (await this.sdk()).customers.deleteTaxId(customerId, old.id);
    await (await this.sdk()).customers.createTaxId(customerId, { type, value: billTo.vatId });
  }

  /** Checks the signature of a webhook request (raw body) and returns Stripe's event. */
  static async verify(ctx: AppContext, payload: Buffer, signature: string): Promise<StripeTypes.Event> {
    return (await stripeClient(ctx)).webhooks.constructEvent(
      payload,
      signature,
      ctx.config.stripeWebhookSecret,
    );
  }
}
