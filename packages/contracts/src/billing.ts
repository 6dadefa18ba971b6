import { z } from "zod";
import { ZEmail } from "./accounts.ts";
import {
  BILLING_CURRENCIES,
  BILLING_EVENT_SOURCES,
  BILLING_GATEWAYS,
  BILLING_INTERVALS,
  CANCEL_REASONS,
  CHECKOUT_STATUSES,
  FLEET_SIZES,
  INVOICE_STATUSES,
  PAID_PLAN_SLUGS,
  PLAN_FEATURES,
  PLAN_SLUGS,
  SUBSCRIPTION_STATUSES,
  TEST_CARDS,
} from "./billing-codes.ts";
import { ZId, ZPage } from "./common.ts";
import { COUNTRIES } from "./countries.ts";
import { LOCALES } from "./locales.ts";
import { PLAN_CODES } from "./teams.ts";

// ---- plans and prices ----

export * from "./billing-codes.ts";

/** One price of a plan, in minor units (cents, pence), excluding VAT. */
export const ZPlanPrice = z
  .object({
    currency: z.enum(BILLING_CURRENCIES),
    interval: z.enum(BILLING_INTERVALS),
    amount: z.number().int(),
  })
  .meta({ id: "PlanPrice" });
export type TPlanPrice = z.infer<typeof ZPlanPrice>;

export const ZPlan = z
  .object({
    slug: z.enum(PLAN_SLUGS),
    code: z.enum(PLAN_CODES),
    canPostBoats: z.boolean(),
    /** null: unlimited. */
    maxBoats: z.number().int().nullable(),
    features: z.array(z.enum(PLAN_FEATURES)),
    /** Every currency × interval; empty for the customised plan, which is quoted. */
    prices: z.array(ZPlanPrice),
    /** True for the customised plan: priced on request. */
    quoted: z.boolean(),
  })
  .meta({ id: "Plan" });
export type TPlan = z.infer<typeof ZPlan>;

/** `GET /api/v1/plans`: what `/pricing` shows. Prices exclude VAT (businesses in the EU and the UK). */
export const ZPlanList = z
  .object({
    items: z.array(ZPlan),
    pricesExcludeTax: z.literal(true),
  })
  .meta({ id: "PlanList" });
export type TPlanList = z.infer<typeof ZPlanList>;

// ---- customised-plan requests ----

/** `POST /api/v1/plan-requests` (guest or signed in; answers 202 with a message). */
export const ZPlanRequestCreate = z
  .object({
    teamName: z.string().trim().min(2).max(120),
    contactName: z.string().trim().min(2).max(120),
    email: ZEmail,
    phone: z
      .string()
      .trim()
      .max(40)
      .regex(/^[+0-9 ().-]*$/, "digits, spaces and + ( ) . - only")
      .optional()
      .transform((v) => (v === "" || v === undefined ? null : v)),
    country: z.enum(COUNTRIES),
    fleetSize: z.enum(FLEET_SIZES),
    needs: z.string().trim().min(10).max(4000),
    locale: z.enum(LOCALES),
  })
  .meta({ id: "PlanRequestCreate" });
export type TPlanRequestCreate = z.input<typeof ZPlanRequestCreate>;

export const ZAdminPlanRequest = z
  .object({
    id: z.number().int(),
    teamName: z.string(),
    contactName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    country: z.string(),
    fleetSize: z.enum(FLEET_SIZES),
    needs: z.string(),
    locale: z.enum(LOCALES),
    /** The signed-in user who sent it, if any, and their first team. */
    userId: z.number().int().nullable(),
    team: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "AdminPlanRequest" });
export type TAdminPlanRequest = z.infer<typeof ZAdminPlanRequest>;
export const ZAdminPlanRequestList = ZPage(ZAdminPlanRequest).meta({ id: "AdminPlanRequestList" });
export type TAdminPlanRequestList = z.infer<typeof ZAdminPlanRequestList>;

// ---- subscription ----

export const ZBillingParams = z.object({ teamId: ZId });

/** `GET /api/v1/teams/:teamId/billing/subscription`; also the answer of change, cancel, resume and renew. */
export const ZSubscription = z
  .object({
    plan: z.object({ slug: z.enum(PLAN_SLUGS), code: z.enum(PLAN_CODES), canPostBoats: z.boolean() }),
    status: z.enum(SUBSCRIPTION_STATUSES),
    /** Interval, currency and amount (minor units, excl. VAT) of the running subscription; null when none. */
    interval: z.enum(BILLING_INTERVALS).nullable(),
    currency: z.enum(BILLING_CURRENCIES).nullable(),
    amount: z.number().int().nullable(),
    currentPeriodEnd: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    cancelReason: z.enum(CANCEL_REASONS).nullable(),
    trialEnd: z.string().nullable(),
    /** While past due: when the team loses posting unless a payment succeeds. */
    graceEnd: z.string().nullable(),
    /** True when posting is restricted now (free plan, ended, or past due beyond the grace period). */
    restricted: z.boolean(),
    usage: z.object({ publishedBoats: z.number().int(), members: z.number().int() }),
    /** The caller may buy, change, cancel, resume and edit billing details (owner or admin). */
    canManage: z.boolean(),
    /** The team's owners and admins, so a member sees who can buy. */
    managers: z.array(z.object({ name: z.string(), email: z.string() })),
    gateway: z.enum(BILLING_GATEWAYS),
    /** A customised price the back office set for this team, which it may check out as plan `custom`. */
    customPrice: ZPlanPrice.nullable(),
  })
  .meta({ id: "Subscription" });
export type TSubscription = z.infer<typeof ZSubscription>;

// ---- billing details and VAT ids ----

/** The EU member states (ISO codes; Greece's VAT ids start with EL). */
export const EU_COUNTRIES = [
  "AT",
  "BE",
  "BG",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "HU",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK",
] as const;

export function isEuCountry(country: string): boolean {
  return (EU_COUNTRIES as readonly string[]).includes(country);
}

/** The number part of a VAT id per country (after its prefix), from the EU's VIES formats, HMRC and the IRS. */
const VAT_ID_FORMATS: Record<string, { prefix: string; pattern: RegExp; example: string }> = {
  AT: { prefix: "AT", pattern: /^U\d{8}$/, example: "ATU12345678" },
  BE: { prefix: "BE", pattern: /^[01]\d{9}$/, example: "BE0123456789" },
  BG: { prefix: "BG", pattern: /^\d{9,10}$/, example: "BG123456789" },
  CY: { prefix: "CY", pattern: /^\d{8}[A-Z]$/, example: "CY12345678X" },
  CZ: { prefix: "CZ", pattern: /^\d{8,10}$/, example: "CZ12345678" },
  DE: { prefix: "DE", pattern: /^\d{9}$/, example: "DE123456789" },
  DK: { prefix: "DK", pattern: /^\d{8}$/, example: "DK12345678" },
  EE: { prefix: "EE", pattern: /^\d{9}$/, example: "EE123456789" },
  ES: { prefix: "ES", pattern: /^[A-Z0-9]\d{7}[A-Z0-9]$/, example: "ESX1234567X" },
  FI: { prefix: "FI", pattern: /^\d{8}$/, example: "FI12345678" },
  FR: { prefix: "FR", pattern: /^[0-9A-HJ-NP-Z]{2}\d{9}$/, example: "FR12345678901" },
  GR: { prefix: "EL", pattern: /^\d{9}$/, example: "EL123456789" },
  HR: { prefix: "HR", pattern: /^\d{11}$/, example: "HR12345678901" },
  HU: { prefix: "HU", pattern: /^\d{8}$/, example: "HU12345678" },
  IE: { prefix: "IE", pattern: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/, example: "IE1234567T" },
  IT: { prefix: "IT", pattern: /^\d{11}$/, example: "IT12345678901" },
  LT: { prefix: "LT", pattern: /^(\d{9}|\d{12})$/, example: "LT123456789" },
  LU: { prefix: "LU", pattern: /^\d{8}$/, example: "LU12345678" },
  LV: { prefix: "LV", pattern: /^\d{11}$/, example: "LV12345678901" },
  MT: { prefix: "MT", pattern: /^\d{8}$/, example: "MT12345678" },
  NL: { prefix: "NL", pattern: /^\d{9}B\d{2}$/, example: "NL123456789B01" },
  PL: { prefix: "PL", pattern: /^\d{10}$/, example: "PL1234567890" },
  PT: { prefix: "PT", pattern: /^\d{9}$/, example: "PT123456789" },
  RO: { prefix: "RO", pattern: /^\d{2,10}$/, example: "RO1234567890" },
  SE: { prefix: "SE", pattern: /^\d{10}01$/, example: "SE123456789001" },
  SI: { prefix: "SI", pattern: /^\d{8}$/, example: "SI12345678" },
  SK: { prefix: "SK", pattern: /^\d{10}$/, example: "SK1234567890" },
  GB: { prefix: "GB", pattern: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/, example: "GB123456789" },
  /** US: an Employer Identification Number, optional. */
  US: { prefix: "", pattern: /^\d{9}$/, example: "12-3456789" },
};

/** Countries whose VAT (or tax) id Keel checks; elsewhere a tax id is free text. */
export function hasVatIdFormat(country: string): boolean {
  return country in VAT_ID_FORMATS;
}

/** An example of a well-formed id for a country (for a field's hint), or null. */
export function vatIdExample(country: string): string | null {
  return VAT_ID_FORMATS[country]?.example ?? null;
}

/**
 * The canonical spelling of a VAT id for a country (upper case, no spaces, dots or dashes, with its country
 * prefix; a US EIN as 12-3456789), or null when it is not well-formed for that country. Ids of countries
 * without a known format are trimmed and upper-cased.
 */
export function normalizeVatId(country: string, raw: string): string | null {
  const compact = raw.toUpperCase().replace(/[\s.\-/]/g, "");
  const format = VAT_ID_FORMATS[country];
  if (!format) return compact.length >= 4 && compact.length <= 30 ? compact : null;
  if (country === "US")
    return format.pattern.test(compact) ? `${compact.slice(0, 2)}-${compact.slice(2)}` : null;
  const body = compact.startsWith(format.prefix) ? compact.slice(format.prefix.length) : compact;
  return format.pattern.test(body) ? `${format.prefix}${body}` : null;
}

const requiredText = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v === "" || v === undefined ? null : v));

/** `GET /api/v1/teams/:teamId/billing/details`: what invoices are made out to. Empty before the first save. */
export const ZBillingDetails = z
  .object({
    legalName: z.string().nullable(),
    addressLine1: z.string().nullable(),
    addressLine2: z.string().nullable(),
    city: z.string().nullable(),
    postalCode: z.string().nullable(),
    /** State, county or province, when the address needs one (US). */
    region: z.string().nullable(),
    country: z.string(),
    vatId: z.string().nullable(),
    /** Where invoices are sent; the team's owner's address when null. */
    invoiceEmail: z.string().nullable(),
    /** True once legal name, address line, city, postal code and country are all set: checkout needs them. */
    complete: z.boolean(),
    canManage: z.boolean(),
  })
  .meta({ id: "BillingDetails" });
export type TBillingDetails = z.infer<typeof ZBillingDetails>;

/**
 * `PUT /api/v1/teams/:teamId/billing/details`. The VAT id is checked against the country's format (EU, GB,
 * US EIN optional) and stored in its canonical spelling; a bad one fails as field `body.vatId`, code
 * `vat_id_invalid`.
 */
export const ZBillingDetailsUpdate = z
  .object({
    legalName: requiredText(200),
    addressLine1: requiredText(200),
    addressLine2: optionalText(200),
    city: requiredText(120),
    postalCode: requiredText(20),
    region: optionalText(120),
    country: z.enum(COUNTRIES),
    vatId: optionalText(30),
    invoiceEmail: z
      .union([z.literal(""), ZEmail])
      .nullish()
      .transform((v) => (v === "" || v === undefined ? null : v)),
  })
  .transform((value, ctx) => {
    if (value.vatId === null) return value;
    const vatId = normalizeVatId(value.country, value.vatId);
    if (vatId === null) {
      ctx.addIssue({
        code: "custom",
        path: ["vatId"],
        message: `not a valid VAT id for ${value.country} (for example ${vatIdExample(value.country) ?? "…"})`,
        params: { reason: "vat_id_invalid" },
      });
      return z.NEVER;
    }
    return { ...value, vatId };
  })
  .meta({ id: "BillingDetailsUpdate" });
export type TBillingDetailsUpdate = z.input<typeof ZBillingDetailsUpdate>;

// ---- checkout ----

export const ZCheckoutCreate = z
  .object({
    plan: z.enum(PAID_PLAN_SLUGS),
    interval: z.enum(BILLING_INTERVALS),
    currency: z.enum(BILLING_CURRENCIES),
  })
  .meta({ id: "CheckoutCreate" });
export type TCheckoutCreate = z.infer<typeof ZCheckoutCreate>;

/** Where to send the browser: Stripe Checkout, or the product's own test payment page. */
export const ZCheckoutSession = z
  .object({ sessionId: z.string(), url: z.string() })
  .meta({ id: "CheckoutSession" });
export type TCheckoutSession = z.infer<typeof ZCheckoutSession>;

export const ZCheckoutParams = z.object({ teamId: ZId, sessionId: z.string().min(1).max(200) });

/** `paid` only once the gateway's event was applied to the team, never from the return URL. */
export const ZCheckoutStatus = z
  .object({ sessionId: z.string(), status: z.enum(CHECKOUT_STATUSES), plan: z.enum(PAID_PLAN_SLUGS) })
  .meta({ id: "CheckoutStatus" });
export type TCheckoutStatus = z.infer<typeof ZCheckoutStatus>;

// ---- change, cancel, resume ----

export const ZPlanChange = z
  .object({ plan: z.enum(PAID_PLAN_SLUGS), interval: z.enum(BILLING_INTERVALS) })
  .meta({ id: "PlanChange" });
export type TPlanChange = z.infer<typeof ZPlanChange>;

/**
 * What a change costs before it is confirmed: the unused time of the current period credited, the rest of the
 * period on the new price charged now (amounts in minor units; `dueNow` may be 0 when the credit covers it).
 */
export const ZChangePreview = z
  .object({
    currency: z.enum(BILLING_CURRENCIES),
    current: ZPlanPrice,
    next: ZPlanPrice,
    /** Negative: the credit for the unused part of the current period. */
    credit: z.number().int(),
    /** The new price for the rest of the current period. */
    charge: z.number().int(),
    /** charge + credit, excl. VAT, never below 0 (a larger credit is kept for the next invoices). */
    subtotal: z.number().int(),
    tax: z.number().int(),
    /** What is charged when the change is confirmed, VAT included. */
    dueNow: z.number().int(),
    /** Credit left over for the next invoices (0 or positive). */
    carriedCredit: z.number().int(),
    /** Percent, e.g. 20 or 0. */
    taxRate: z.number(),
    reverseCharge: z.boolean(),
    /** When the new price is first billed in full. */
    nextRenewalAt: z.string(),
  })
  .meta({ id: "ChangePreview" });
export type TChangePreview = z.infer<typeof ZChangePreview>;

export const ZCancelRequest = z
  .object({
    reason: z.enum(CANCEL_REASONS),
    comment: z.string().trim().max(1000).optional(),
  })
  .meta({ id: "CancelRequest" });
export type TCancelRequest = z.infer<typeof ZCancelRequest>;

/** `POST /billing/portal`: Stripe's Customer Portal, or on the test gateway the product's test card page. */
export const ZPortalSession = z.object({ url: z.string() }).meta({ id: "PortalSession" });

// ---- invoices ----

export const ZInvoice = z
  .object({
    id: z.string(),
    number: z.string(),
    status: z.enum(INVOICE_STATUSES),
    currency: z.enum(BILLING_CURRENCIES),
    /** Minor units. */
    subtotal: z.number().int(),
    tax: z.number().int(),
    total: z.number().int(),
    taxRate: z.number(),
    reverseCharge: z.boolean(),
    periodStart: z.string().nullable(),
    periodEnd: z.string().nullable(),
    issuedAt: z.string(),
    /** The API path of its PDF (`/api/v1/teams/:teamId/billing/invoices/:invoiceId/pdf`). */
    pdfUrl: z.string(),
  })
  .meta({ id: "Invoice" });
export type TInvoice = z.infer<typeof ZInvoice>;
export const ZInvoiceList = z.object({ items: z.array(ZInvoice) }).meta({ id: "InvoiceList" });
export type TInvoiceList = z.infer<typeof ZInvoiceList>;
export const ZInvoiceParams = z.object({ teamId: ZId, invoiceId: z.string().min(1).max(200) });

// ---- the built-in test gateway ----

export const ZTestGatewaySessionParams = z.object({ sessionId: z.string().min(1).max(200) });

/** `GET /api/v1/test-gateway/sessions/:sessionId`: what the test payment page shows (signed in, owner/admin). */
export const ZTestGatewaySession = z
  .object({
    id: z.string(),
    status: z.enum(CHECKOUT_STATUSES),
    team: z.object({ id: z.number().int(), name: z.string() }),
    plan: z.enum(PAID_PLAN_SLUGS),
    interval: z.enum(BILLING_INTERVALS),
    currency: z.enum(BILLING_CURRENCIES),
    subtotal: z.number().int(),
    tax: z.number().int(),
    taxRate: z.number(),
    reverseCharge: z.boolean(),
    total: z.number().int(),
    /** Where "Cancel" goes back to. */
    cancelUrl: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: "TestGatewaySession" });
export type TTestGatewaySession = z.infer<typeof ZTestGatewaySession>;

/** A declined card answers 402 `PAYMENT_DECLINED` and changes nothing. */
export const ZTestGatewayPay = z.object({ card: z.enum(TEST_CARDS) }).meta({ id: "TestGatewayPay" });
export type TTestGatewayPay = z.infer<typeof ZTestGatewayPay>;
export const ZTestGatewayPaid = z.object({ redirectUrl: z.string() }).meta({ id: "TestGatewayPaid" });

/** `GET|PUT /api/v1/teams/:teamId/billing/test-card`: the card the test gateway charges at renewal. */
export const ZTestCard = z.object({ card: z.enum(TEST_CARDS) }).meta({ id: "TestCard" });

// ---- back office ----

export const ZBillingEvent = z
  .object({
    id: z.string(),
    type: z.string(),
    source: z.enum(BILLING_EVENT_SOURCES),
    /** processed: applied; ignored: stale or a replay of an older state; failed: will be retried. */
    status: z.enum(["pending", "processed", "ignored", "failed"]),
    createdAt: z.string(),
    processedAt: z.string().nullable(),
  })
  .meta({ id: "BillingEvent" });

/** `GET /api/v1/admin/teams/:id/billing`: the subscription panel of /admin/teams/{id}. */
export const ZAdminTeamBilling = z
  .object({
    subscription: ZSubscription.omit({ canManage: true, managers: true }),
    details: ZBillingDetails.omit({ canManage: true }),
    events: z.array(ZBillingEvent),
    invoices: z.array(ZInvoice),
    pastDueSince: z.string().nullable(),
  })
  .meta({ id: "AdminTeamBilling" });
export type TAdminTeamBilling = z.infer<typeof ZAdminTeamBilling>;

const ZAdminReason = z.string().trim().min(3).max(500);

/** `POST /api/v1/admin/teams/:id/trial`: a trial of the Professional plan, from now. */
export const ZAdminTrialGrant = z
  .strictObject({ days: z.number().int().min(1).max(90), reason: ZAdminReason })
  .meta({ id: "AdminTrialGrant" });
export type TAdminTrialGrant = z.infer<typeof ZAdminTrialGrant>;

/** `POST /api/v1/admin/teams/:id/custom-plan`: the team's own price for the customised plan (excl. VAT). */
export const ZAdminCustomPlan = z
  .strictObject({
    amount: z.number().int().min(100).max(100_000_000),
    currency: z.enum(BILLING_CURRENCIES),
    interval: z.enum(BILLING_INTERVALS),
    reason: ZAdminReason,
  })
  .meta({ id: "AdminCustomPlan" });
export type TAdminCustomPlan = z.infer<typeof ZAdminCustomPlan>;

export const ZAdminPastDueTeam = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    planCode: z.enum(PLAN_CODES),
    pastDueSince: z.string(),
    graceEnd: z.string(),
    /** Beyond the grace period: posting restricted. */
    restricted: z.boolean(),
    currency: z.enum(BILLING_CURRENCIES).nullable(),
    amount: z.number().int().nullable(),
  })
  .meta({ id: "AdminPastDueTeam" });
export const ZAdminPastDueList = z
  .object({ items: z.array(ZAdminPastDueTeam) })
  .meta({ id: "AdminPastDueList" });
export type TAdminPastDueList = z.infer<typeof ZAdminPastDueList>;
