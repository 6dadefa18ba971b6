/**
 * Billing's fixed lists, with no zod, so the browser may import them (the pricing page's switches, the
 * customised-plan form, the subscription's plans and cancel reasons, the test payment page's cards, the status
 * badges). `billing.ts` builds its schemas on them and re-exports them.
 */

/** The currencies Keel sells its plans in; a team's own currency picks one, EUR when it is none of them. */
export const BILLING_CURRENCIES = ["EUR", "GBP", "USD"] as const;
export type BillingCurrency = (typeof BILLING_CURRENCIES)[number];
export const BILLING_INTERVALS = ["month", "year"] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** The fleet sizes a customised-plan request chooses from. */
export const FLEET_SIZES = ["1-10", "11-50", "51-200", "201-1000", "1000+"] as const;
export type FleetSize = (typeof FLEET_SIZES)[number];

/**
 * A plan as the URLs and the pricing page name it (`/dashboard/checkout/professional`). `professional` is the
 * plan stored with the code `paid`; `free` and `custom` are the same in both.
 */
export const PLAN_SLUGS = ["free", "professional", "custom"] as const;
export type PlanSlug = (typeof PLAN_SLUGS)[number];
/** The plans a team can pay for: the customised one only once the back office has set its price for the team. */
export const PAID_PLAN_SLUGS = ["professional", "custom"] as const;
export type PaidPlanSlug = (typeof PAID_PLAN_SLUGS)[number];

export const PLAN_SLUG_BY_CODE = { free: "free", paid: "professional", custom: "custom" } as const;
export const PLAN_CODE_BY_SLUG = { free: "free", professional: "paid", custom: "custom" } as const;

/** What a plan includes, as codes the web app translates. */
export const PLAN_FEATURES = [
  "profile_listing",
  "post_boats",
  "unlimited_boats",
  "audience_10k",
  "priority_support",
  "verified_badge",
  "team_members",
  "custom_terms",
  "account_manager",
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export const SUBSCRIPTION_STATUSES = ["trialing", "active", "past_due", "canceled", "none"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const CANCEL_REASONS = [
  "too_expensive",
  "missing_features",
  "not_selling",
  "switched_service",
  "temporary",
  "other",
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const BILLING_GATEWAYS = ["test", "stripe"] as const;
export type BillingGateway = (typeof BILLING_GATEWAYS)[number];

export const CHECKOUT_STATUSES = ["pending", "paid", "failed", "expired"] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

export const INVOICE_STATUSES = ["draft", "open", "paid", "void", "uncollectible"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The three test cards of the "test payment" page. */
export const TEST_CARDS = ["success", "declined", "renewal-fails"] as const;
export type TestCard = (typeof TEST_CARDS)[number];

export const BILLING_EVENT_SOURCES = ["stripe", "test", "admin"] as const;
