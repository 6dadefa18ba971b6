import {
  ZBillingDetails,
  ZBillingDetailsUpdate,
  ZBillingParams,
  ZCancelRequest,
  ZChangePreview,
  ZCheckoutCreate,
  ZCheckoutParams,
  ZCheckoutSession,
  ZCheckoutStatus,
  ZInvoiceList,
  ZInvoiceParams,
  ZPlanChange,
  ZPlanList,
  ZPlanRequestCreate,
  ZPortalSession,
  ZSubscription,
  ZTestCard,
  ZTestGatewayPaid,
  ZTestGatewayPay,
  ZTestGatewaySession,
  ZTestGatewaySessionParams,
} from "@keel/contracts/billing";
import { ZMessage } from "@keel/contracts/common";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, forbidden, notFound, unauthenticated } from "../../errors.ts";
import { localeOf, translate } from "../../i18n/messages.ts";
import { access, hasRole } from "../../plugins/access.ts";
import {
  cancelSubscription,
  changeSubscription,
  checkoutStatus,
  getBillingDetails,
  getInvoice,
  getTestCard,
  listInvoices,
  listPlans,
  memberRole,
  payTestSession,
  portalUrl,
  previewChange,
  renewNow,
  resumeSubscription,
  saveBillingDetails,
  setTestCard,
  startCheckout,
  subscriptionView,
  teamSummary,
} from "./billing.service.ts";
import { formatDate, recordEvent, teamOf } from "./events.ts";
import { configuredGateway } from "./gateway.ts";
import { testGateway } from "./gateways.ts";
import { createPlanRequest } from "./plan-requests.ts";
import { StripeGateway } from "./stripe-gateway.ts";

const tags = ["billing"];

/** The routes of the test gateway answer 404 when Stripe takes the payments. */
function requireTestGateway(app: FastifyInstance): void {
  if (configuredGateway(app.ctx) !== "test") throw notFound();
}

/** A test checkout session, to its team's owners and admins only (others: 404, as for team routes). */
async function testSessionFor(app: FastifyInstance, request: FastifyRequest, sessionId: string) {
  requireTestGateway(app);
  const session = request.session;
  if (!session) throw unauthenticated();
  const gatewaySession = await testGateway(app.ctx).session(sessionId);
  if (!gatewaySession) throw notFound();
  const role = await memberRole(app.db, gatewaySession.teamId, session.userId);
  if (!role) throw notFound();
  if (!hasRole(role, "admin")) throw forbidden();
  return gatewaySession;
}

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---- public ----

  app.get(
    "/plans",
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "The plans with their prices (minor units, excl. VAT)",
        response: { 200: ZPlanList },
      },
    },
    async () => ({ items: await listPlans(app.db), pricesExcludeTax: true as const }),
  );

  app.post(
    "/plan-requests",
    {
      config: { access: access.public, rateLimit: { max: 5, timeWindow: "10 minutes" } },
      schema: {
        tags,
        summary: "Ask for a customised plan (e-mails the sales team and confirms to the requester)",
        body: ZPlanRequestCreate,
        response: { 202: ZMessage },
      },
    },
    async (request, reply) => {
      await createPlanRequest(app.ctx, request.body, request.session?.userId ?? null);
      return reply.status(202).send({ message: translate(request.body.locale, "billing.planRequestSent") });
    },
  );

  // ---- the team's subscription ----

  app.get(
    "/teams/:teamId/billing/subscription",
    {
      config: { access: access.team("member") },
      schema: {
        tags,
        summary: "The team's plan and subscription",
        params: ZBillingParams,
        response: { 200: ZSubscription },
      },
    },
    async (request) => subscriptionView(app.ctx, request.params.teamId, request.teamRole),
  );

  app.get(
    "/teams/:teamId/billing/details",
    {
      config: { access: access.team("member") },
      schema: {
        tags,
        summary: "Who the invoices are made out to",
        params: ZBillingParams,
        response: { 200: ZBillingDetails },
      },
    },
    async (request) => getBillingDetails(app.db, request.params.teamId, request.teamRole ?? "member"),
  );

  app.put(
    "/teams/:teamId/billing/details",
    {
      config: { access: access.team("admin") },
      schema: {
        tags,
        summary: "Save the billing details (VAT id checked per country)",
        params: ZBillingParams,
        body: ZBillingDetailsUpdate,
        response: { 200: ZBillingDetails.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      await saveBillingDetails(app.ctx, request.params.teamId, request.body);
      const details = await getBillingDetails(app.db, request.params.teamId, request.teamRole ?? "admin");
      return { ...details, message: translate(localeOf(request.headers), "billing.detailsSaved") };
    },
  );

  app.post(
    "/teams/:teamId/billing/checkout",
    {
      config: { access: access.team("admin"), rateLimit: { max: 20, timeWindow: "10 minutes" } },
      schema: {
        tags,
        summary: "Start a checkout: where to send the browser to pay",
        params: ZBillingParams,
        body: ZCheckoutCreate,
        response: { 200: ZCheckoutSession },
      },
    },
    async (request) => {
      const session = request.session;
      if (!session) throw unauthenticated();
      return startCheckout(
        app.ctx,
        request.params.teamId,
        session.userId,
        request.body,
        localeOf(request.headers),
      );
    },
  );

  app.get(
    "/teams/:teamId/billing/checkout/:sessionId",
    {
      config: { access: access.team("member") },
      schema: {
        tags,
        summary: "A checkout's state: paid once the gateway's event was applied",
        params: ZCheckoutParams,
        response: { 200: ZCheckoutStatus },
      },
    },
    async (request) => checkoutStatus(app.db, request.params.teamId, request.params.sessionId),
  );

  app.post(
    "/teams/:teamId/billing/preview-change",
    {
      config: { access: access.team("admin") },
      schema: {
        tags,
        summary: "What a change of plan or interval costs now (proration)",
        params: ZBillingParams,
        body: ZPlanChange,
        response: { 200: ZChangePreview },
      },
    },
    async (request) => previewChange(app.ctx, request.params.teamId, request.body),
  );

  app.post(
    "/teams/:teamId/billing/change",
    {
      config: { access: access.team("admin"), rateLimit: { max: 10, timeWindow: "10 minutes" } },
      schema: {
        tags,
        summary: "Change plan or interval now, prorated",
        params: ZBillingParams,
        body: ZPlanChange,
        response: { 200: ZSubscription.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      await changeSubscription(app.ctx, request.params.teamId, request.body);
      const view = await subscriptionView(app.ctx, request.params.teamId, request.teamRole);
      return { ...view, message: translate(localeOf(request.headers), "billing.changed") };
    },
  );

  app.post(
    "/teams/:teamId/billing/cancel",
    {
      config: { access: access.team("admin") },
      schema: {
        tags,
        summary: "Cancel at the end of the current period, with a reason",
        params: ZBillingParams,
        body: ZCancelRequest,
        response: { 200: ZSubscription.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      await cancelSubscription(app.ctx, request.params.teamId, request.body);
      const view = await subscriptionView(app.ctx, request.params.teamId, request.teamRole);
      const locale = localeOf(request.headers);
      const date = view.currentPeriodEnd ? formatDate(view.currentPeriodEnd, locale) : "";
      return { ...view, message: translate(locale, "billing.canceled", { date }) };
    },
  );

  app.post(
    "/teams/:teamId/billing/resume",
    {
      config: { access: access.team("admin") },
      schema: {
        tags,
        summary: "Undo a cancellation before the period ends",
        params: ZBillingParams,
        response: { 200: ZSubscription.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      await resumeSubscription(app.ctx, request.params.teamId);
      const view = await subscriptionView(app.ctx, request.params.teamId, request.teamRole);
      return { ...view, message: translate(localeOf(request.headers), "billing.resumed") };
    },
  );

  app.post(
    "/teams/:teamId/billing/portal",
    {
      config: { access: access.team("admin") },
      schema: {
        tags,
        summary: "Stripe's Customer Portal (the test card page on the test gateway)",
        params: ZBillingParams,
        response: { 200: ZPortalSession },
      },
    },
    async (request) => ({ url: await portalUrl(app.ctx, request.params.teamId, localeOf(request.headers)) }),
  );

  app.get(
    "/teams/:teamId/billing/invoices",
    {
      config: { access: access.team("member") },
      schema: {
        tags,
        summary: "The team's invoices, newest first",
        params: ZBillingParams,
        response: { 200: ZInvoiceList },
      },
    },
    async (request) => ({ items: await listInvoices(app.db, request.params.teamId) }),
  );

  app.get(
    "/teams/:teamId/billing/invoices/:invoiceId/pdf",
    {
      config: { access: access.team("member") },
      schema: {
        tags,
        summary: "An invoice as PDF (Stripe's hosted PDF by redirect on the Stripe gateway)",
        params: ZInvoiceParams,
        produces: ["application/pdf"],
      },
    },
    async (request, reply) => {
      const invoice = await getInvoice(app.db, request.params.teamId, request.params.invoiceId);
      if (invoice.hostedPdfUrl) return reply.redirect(invoice.hostedPdfUrl, 302);
      // The PDF library loads with the first invoice, not with the API (decision 056).
      const { renderInvoicePdf } = await import("./invoice-pdf.ts");
      const pdf = await renderInvoicePdf(
        {
          number: invoice.number,
          status: invoice.status,
          currency: invoice.currency,
          subtotal: Number(invoice.subtotal),
          tax: Number(invoice.tax),
          total: Number(invoice.total),
          taxRate: Number(invoice.taxRate),
          reverseCharge: Boolean(invoice.reverseCharge),
          description: invoice.description,
          periodStart: invoice.periodStart,
          periodEnd: invoice.periodEnd,
          issuedAt: invoice.issuedAt,
          billTo: JSON.parse(invoice.billTo) as Record<string, string>,
        },
        localeOf(request.headers),
        { issuer: app.config.invoiceIssuer, testMode: invoice.gateway === "test" },
      );
      return reply
        .header("content-type", "application/pdf")
        .header(
          "content-disposition",
          `attachment; filename="invoice-${invoice.number.replace(/[^\w.-]/g, "_")}.pdf"`,
        )
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );

  // ---- the test gateway ----

  app.get(
    "/teams/:teamId/billing/test-card",
    {
      config: { access: access.team("admin") },
      schema: {
        tags,
        summary: "Test gateway: the card renewals charge",
        params: ZBillingParams,
        response: { 200: ZTestCard },
      },
    },
    async (request) => ({ card: await getTestCard(app.ctx, request.params.teamId) }),
  );

  app.put(
    "/teams/:teamId/billing/test-card",
    {
      config: { access: access.team("admin") },
      schema: {
        tags,
        summary: "Test gateway: change the card (a past-due invoice is paid at once with the success card)",
        params: ZBillingParams,
        body: ZTestCard,
        response: { 200: ZTestCard.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      await setTestCard(app.ctx, request.params.teamId, request.body.card);
      return {
        card: request.body.card,
        message: translate(localeOf(request.headers), "billing.testCardSaved"),
      };
    },
  );

  app.post(
    "/teams/:teamId/billing/test-clock/renew",
    {
      config: { access: access.team("admin"), rateLimit: { max: 30, timeWindow: "10 minutes" } },
      schema: {
        tags,
        summary: "Test gateway: run the renewal now (it succeeds or fails with the test card)",
        params: ZBillingParams,
        response: { 200: ZSubscription.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      await renewNow(app.ctx, request.params.teamId);
      const view = await subscriptionView(app.ctx, request.params.teamId, request.teamRole);
      return { ...view, message: translate(localeOf(request.headers), "billing.renewed") };
    },
  );

  app.get(
    "/test-gateway/sessions/:sessionId",
    {
      config: { access: access.user },
      schema: {
        tags,
        summary: "Test gateway: what the test payment page shows",
        params: ZTestGatewaySessionParams,
        response: { 200: ZTestGatewaySession },
      },
    },
    async (request) => {
      const s = await testSessionFor(app, request, request.params.sessionId);
      const status = await checkoutStatus(app.db, s.teamId, s.id);
      const team = await teamSummary(app.db, s.teamId);
      return {
        id: s.id,
        status: status.status,
        team,
        plan: status.plan,
        interval: s.price.interval,
        currency: s.price.currency,
        subtotal: s.subtotal,
        tax: s.tax,
        taxRate: s.taxRate,
        reverseCharge: s.reverseCharge,
        total: s.total,
        cancelUrl: s.cancelUrl,
        expiresAt: s.expiresAt,
      };
    },
  );

  app.post(
    "/test-gateway/sessions/:sessionId/pay",
    {
      config: { access: access.user, rateLimit: { max: 20, timeWindow: "10 minutes" } },
      schema: {
        tags,
        summary: "Test gateway: pay with a test card (declined: 402 PAYMENT_DECLINED, nothing changes)",
        params: ZTestGatewaySessionParams,
        body: ZTestGatewayPay,
        response: { 200: ZTestGatewayPaid },
      },
    },
    async (request) => {
      const s = await testSessionFor(app, request, request.params.sessionId);
      return { redirectUrl: await payTestSession(app.ctx, s.teamId, s.id, request.body.card) };
    },
  );
};

/** The team an event's object belongs to: its metadata, its subscription's metadata, or its customer. */
async function webhookTeam(
  app: FastifyInstance,
  object: {
    customer?: string | { id: string } | null;
    metadata?: Record<string, string> | null;
    parent?: { subscription_details?: { metadata?: Record<string, string> | null } | null } | null;
  },
): Promise<number | null> {
  const id = Number(object.metadata?.team_id ?? object.parent?.subscription_details?.metadata?.team_id);
  const customer = typeof object.customer === "string" ? object.customer : object.customer?.id;
  return teamOf(app.db, Number.isInteger(id) && id > 0 ? id : null, customer || null);
}

/**
 * Stripe's webhook: the raw body is kept for the signature (this plugin's own JSON parser), each event is
 * stored once and applied by the job queue. Answers 404 when Stripe is not configured.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer", bodyLimit: 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post(
    "/billing/webhooks/stripe",
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "Stripe's webhook (signed with STRIPE_WEBHOOK_SECRET)",
        response: { 200: z.object({ received: z.boolean() }) },
      },
    },
    async (request) => {
      if (!app.config.stripeSecretKey || !app.config.stripeWebhookSecret) throw notFound();
      const signature = request.headers["stripe-signature"];
      const body = request.body;
      if (typeof signature !== "string" || !Buffer.isBuffer(body)) {
        throw new AppError("VALIDATION_FAILED", "error.webhookSignature");
      }
      let event: Awaited<ReturnType<typeof StripeGateway.verify>>;
      try {
        event = await StripeGateway.verify(app.ctx, body, signature);
      } catch {
        throw new AppError("VALIDATION_FAILED", "error.webhookSignature");
      }
      const object = event.data.object as {
        id?: string;
        customer?: string | { id: string } | null;
        metadata?: Record<string, string> | null;
        parent?: { subscription_details?: { metadata?: Record<string, string> | null } | null } | null;
      };
      const teamId = await webhookTeam(app, object);
      await recordEvent(app.db, {
        id: event.id,
        source: "stripe",
        type: event.type,
        objectId: object.id ?? null,
        teamId,
        created: new Date(event.created * 1000).toISOString(),
        payload: event,
      });
      return { received: true };
    },
  );
};
