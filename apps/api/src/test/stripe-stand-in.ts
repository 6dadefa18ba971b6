/**
 * A stand-in for Stripe's API on 127.0.0.1, for tests of the Stripe gateway with the real `stripe` SDK (no
 * network): it speaks the endpoints the gateway uses (customers and their tax ids, Checkout sessions,
 * subscriptions, invoice previews, invoices, Customer Portal sessions) with the objects' documented shapes, and
 * lets a test play Stripe's side (a customer completing Checkout, a renewal paid or failed, a subscription
 * ending), each returning the event Stripe would send. Test support only: nothing in the product imports it.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

type Obj = Record<string, unknown> & { id: string };

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;

/** Stripe's form encoding (`a[b][0][c]=v`) back into nested objects; list indexes stay object keys. */
export function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = out;
    for (const [i, segment] of path.entries()) {
      if (i === path.length - 1) node[segment] = value;
      else {
        node[segment] ??= {};
        node = node[segment] as Record<string, unknown>;
      }
    }
  }
  return out;
}

export interface StripeEvent {
  id: string;
  object: "event";
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Obj };
}

export interface StripeStandIn {
  url: string;
  /** Every request received: method, path, parsed form. */
  requests: { method: string; path: string; body: Record<string, unknown> }[];
  customers: Map<string, Obj>;
  sessions: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  invoices: Map<string, Obj>;
  /** The customer pays the Checkout session: a subscription and its first invoice, paid. */
  completeCheckout(sessionId: string): StripeEvent[];
  /** The period ends: the renewal invoice is paid, or fails and the subscription is past due. */
  renew(subscriptionId: string, pays: boolean): StripeEvent[];
  /** The subscription ends (cancelled at period end, or given up after failed payments). */
  end(subscriptionId: string): StripeEvent[];
  /** The event Stripe would send now about an object, as it is now. */
  event(type: string, object: Obj): StripeEvent;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const customers = new Map<string, Obj>();
  const taxIds = new Map<string, Obj[]>();
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const requests: StripeStandIn["requests"] = [];

  const addressOf = (customer: Obj) => (customer.address ?? null) as Record<string, string> | null;
  /** Stripe Tax as configured for a French seller: FR 20 %, EU business with a VAT id reverse charge. */
  const taxFor = (customerId: string, amount: number) => {
    const customer = customers.get(customerId);
    const country = customer ? addressOf(customer)?.country : undefined;
    const hasId = (taxIds.get(customerId) ?? []).length > 0;
    if (country && country !== "FR" && hasId) {
      return [
        {
          amount: 0,
          tax_behavior: "exclusive",
          taxability_reason: "reverse_charge",
          taxable_amount: amount,
          type: "tax_rate_details",
          tax_rate_details: null,
        },
      ];
    }
    return [
      {
        amount: Math.round(amount * 0.2),
        tax_behavior: "exclusive",
        taxability_reason: "standard_rated",
        taxable_amount: amount,
        type: "tax_rate_details",
        tax_rate_details: null,
      },
    ];
  };

  const priceFrom = (data: Record<string, unknown>, product: string) => ({
    id: newId("price"),
    object: "price",
    product,
    currency: String(data.currency),
    unit_amount: Number(data.unit_amount),
    tax_behavior: String(data.tax_behavior ?? "exclusive"),
    recurring: { interval: String((data.recurring as Record<string, string>).interval) },
  });

  const invoice = (
    sub: Obj,
    lines: { amount: number; start: number; end: number }[],
    status: "paid" | "open" | "draft",
    reason: string,
  ): Obj => {
    const customerId = String(sub.customer);
    const customer: Obj = customers.get(customerId) ?? { id: customerId };
    const subtotal = lines.reduce((s, l) => s + l.amount, 0);
    const taxes = taxFor(customerId, Math.max(0, subtotal));
    const tax = taxes.reduce((s, t) => s + t.amount, 0);
    return {
      id: newId("in"),
      object: "invoice",
      number: `KEEL-${String(invoices.size + 1).padStart(4, "0")}`,
      customer: customerId,
      customer_name: customer.name ?? null,
      customer_email: customer.email ?? null,
      customer_address: customer.address ?? null,
      customer_tax_ids: (taxIds.get(customerId) ?? []).map((t) => ({ type: t.type, value: t.value })),
      currency: String((sub.items as { data: { price: { currency: string } }[] }).data[0]?.price.currency),
      status,
      billing_reason: reason,
      subtotal,
      subtotal_excluding_tax: subtotal,
      total: subtotal + tax,
      amount_due: Math.max(0, subtotal + tax),
      total_taxes: taxes,
      created: now(),
      period_start: lines[0]?.start ?? now(),
      period_end: lines[0]?.end ?? now(),
      invoice_pdf: `https://pay.stripe.test/invoice/${newId("pdf")}/pdf`,
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
      lines: {
        object: "list",
        has_more: false,
        data: lines.map((l) => ({
          id: newId("il"),
          object: "line_item",
          amount: l.amount,
          period: { start: l.start, end: l.end },
        })),
      },
    };
  };

  const item = (sub: Obj) => (sub.items as { data: Obj[] }).data[0] as Obj & { price: Obj };

  const event = (type: string, object: Obj): StripeEvent => ({
    id: newId("evt"),
    object: "event",
    type,
    created: now(),
    api_version: "2026-10-28.endive",
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: structuredClone(object) },
  });

  const handle = async (
    method: string,
    path: string,
    body: Record<string, unknown>,
  ): Promise<[number, unknown]> => {
    let m: RegExpExecArray | null = null;
    if (method === "POST" && path === "/v1/customers") {
      const c: Obj = {
        id: newId("cus"),
        object: "customer",
        name: body.name,
        email: body.email,
        address: body.address,
        metadata: body.metadata ?? {},
      };
      customers.set(c.id, c);
      const data = body.tax_id_data as Record<string, Record<string, string>> | undefined;
      taxIds.set(
        c.id,
        Object.values(data ?? {}).map((t) => ({
          id: newId("txi"),
          object: "tax_id",
          type: t.type ?? "",
          value: t.value ?? "",
        })),
      );
      return [200, c];
    }
    m = /^\/v1\/customers\/([^/]+)\/tax_ids$/.exec(path);
    if (m) {
      const list = taxIds.get(m[1] ?? "") ?? [];
      if (method === "GET") return [200, { object: "list", data: list, has_more: false, url: path }];
      const t: Obj = { id: newId("txi"), object: "tax_id", type: body.type, value: body.value };
      taxIds.set(m[1] ?? "", [...list, t]);
      return [200, t];
    }
    m = method === "DELETE" ? /^\/v1\/customers\/([^/]+)\/tax_ids\/([^/]+)$/.exec(path) : null;
    if (m) {
      taxIds.set(
        m[1] ?? "",
        (taxIds.get(m[1] ?? "") ?? []).filter((t) => t.id !== m?.[2]),
      );
      return [200, { id: m[2], object: "tax_id", deleted: true }];
    }
    m = /^\/v1\/customers\/([^/]+)$/.exec(path);
    if (m) {
      const c = customers.get(m[1] ?? "");
      if (!c) return [404, { error: { type: "invalid_request_error", message: "No such customer" } }];
      if (method === "POST") Object.assign(c, body);
      return [200, c];
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const s: Obj = {
        id: newId("cs_test"),
        object: "checkout.session",
        mode: body.mode,
        customer: body.customer,
        client_reference_id: body.client_reference_id,
        metadata: body.metadata ?? {},
        line_items_input: body.line_items,
        subscription_data: body.subscription_data,
        automatic_tax: body.automatic_tax,
        tax_id_collection: body.tax_id_collection,
        status: "open",
        payment_status: "unpaid",
        subscription: null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        expires_at: now() + DAY,
      };
      s.url = `https://checkout.stripe.test/c/pay/${s.id}`;
      sessions.set(s.id, s);
      return [200, s];
    }
    m = method === "GET" ? /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path) : null;
    if (m) {
      const s = sessions.get(m[1] ?? "");
      return s ? [200, s] : [404, { error: { type: "invalid_request_error", message: "No such session" } }];
    }
    m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (m) {
      const sub = subscriptions.get(m[1] ?? "");
      if (!sub) return [404, { error: { type: "invalid_request_error", message: "No such subscription" } }];
      if (method === "POST") {
        if (body.cancel_at_period_end !== undefined)
          sub.cancel_at_period_end = body.cancel_at_period_end === "true";
        if (body.metadata) sub.metadata = { ...(sub.metadata as object), ...(body.metadata as object) };
        const items = body.items as Record<string, Record<string, unknown>> | undefined;
        const change = items?.["0"];
        if (change?.price_data) {
          const it = item(sub);
          const oldInterval = (it.price.recurring as { interval: string }).interval;
          it.price = priceFrom(
            change.price_data as Record<string, unknown>,
            String((change.price_data as Record<string, string>).product),
          );
          const interval = (it.price.recurring as { interval: string }).interval;
          if (interval !== oldInterval) {
            it.current_period_start = now();
            it.current_period_end = now() + (interval === "year" ? 365 : 30) * DAY;
          }
          const inv = invoice(
            sub,
            [{ amount: Number(it.price.unit_amount), start: now(), end: Number(it.current_period_end) }],
            "paid",
            "subscription_update",
          );
          invoices.set(inv.id, inv);
        }
      }
      return [200, sub];
    }
    if (method === "POST" && path === "/v1/invoices/create_preview") {
      const sub = subscriptions.get(String(body.subscription));
      if (!sub) return [404, { error: { type: "invalid_request_error", message: "No such subscription" } }];
      const details = body.subscription_details as Record<string, Record<string, Record<string, unknown>>>;
      const priceData = details.items?.["0"]?.price_data as Record<string, unknown>;
      const it = item(sub);
      const start = Number(it.current_period_start);
      const end = Number(it.current_period_end);
      const at = Number(details.proration_date ?? now());
      const unused = Math.max(0, Math.min(1, (end - at) / (end - start)));
      const oldAmount = Number(it.price.unit_amount);
      const newAmount = Number(priceData.unit_amount);
      const sameInterval =
        (priceData.recurring as Record<string, string>).interval ===
        (it.price.recurring as { interval: string }).interval;
      const lines = [
        { amount: -Math.round(oldAmount * unused), start: at, end },
        {
          amount: sameInterval ? Math.round(newAmount * unused) : newAmount,
          start: at,
          end: sameInterval ? end : at + 365 * DAY,
        },
      ];
      const preview = invoice(sub, lines, "draft", "subscription_update");
      preview.id = "";
      return [200, preview];
    }
    m = method === "GET" ? /^\/v1\/invoices\/([^/]+)$/.exec(path) : null;
    if (m) {
      const inv = invoices.get(m[1] ?? "");
      return inv
        ? [200, inv]
        : [404, { error: { type: "invalid_request_error", message: "No such invoice" } }];
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      return [
        200,
        {
          id: newId("bps"),
          object: "billing_portal.session",
          customer: body.customer,
          return_url: body.return_url,
          url: `https://billing.stripe.test/p/session/${newId("ps")}`,
        },
      ];
    }
    return [
      404,
      { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` } },
    ];
  };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const raw = await readBody(request);
    const body = request.method === "GET" ? Object.fromEntries(url.searchParams) : parseForm(raw);
    requests.push({ method: request.method ?? "GET", path: url.pathname, body });
    const [status, payload] = await handle(request.method ?? "GET", url.pathname, body);
    response.writeHead(status, { "content-type": "application/json", "request-id": newId("req") });
    response.end(JSON.stringify(payload));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    customers,
    sessions,
    subscriptions,
    invoices,
    event,
    completeCheckout(sessionId) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      const line = (s.line_items_input as Record<string, Record<string, unknown>>)["0"] ?? {};
      const priceData = line.price_data as Record<string, unknown>;
      const start = now();
      const interval = (priceData.recurring as Record<string, string>).interval;
      const sub: Obj = {
        id: newId("sub"),
        object: "subscription",
        customer: s.customer,
        status: "active",
        cancel_at_period_end: false,
        trial_end: null,
        metadata: (s.subscription_data as Record<string, unknown>).metadata ?? {},
        items: {
          object: "list",
          data: [
            {
              id: newId("si"),
              object: "subscription_item",
              price: priceFrom(priceData, newId("prod")),
              current_period_start: start,
              current_period_end: start + (interval === "year" ? 365 : 30) * DAY,
            },
          ],
        },
      };
      subscriptions.set(sub.id, sub);
      const first = invoice(
        sub,
        [{ amount: Number(priceData.unit_amount), start, end: Number(item(sub).current_period_end) }],
        "paid",
        "subscription_create",
      );
      invoices.set(first.id, first);
      Object.assign(s, { status: "complete", payment_status: "paid", subscription: sub.id });
      return [
        event("checkout.session.completed", s),
        event("customer.subscription.created", sub),
        event("invoice.paid", first),
      ];
    },
    renew(subscriptionId, pays) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      const it = item(sub);
      const start = Number(it.current_period_end);
      const end = start + 30 * DAY;
      const inv = invoice(
        sub,
        [{ amount: Number(it.price.unit_amount), start, end }],
        pays ? "paid" : "open",
        "subscription_cycle",
      );
      invoices.set(inv.id, inv);
      if (pays) Object.assign(it, { current_period_start: start, current_period_end: end });
      sub.status = pays ? "active" : "past_due";
      return [
        event(pays ? "invoice.paid" : "invoice.payment_failed", inv),
        event("customer.subscription.updated", sub),
      ];
    },
    end(subscriptionId) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      sub.status = "canceled";
      return [event("customer.subscription.deleted", sub)];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
