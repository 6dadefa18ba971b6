/**
 * Billing's fixed lists, with no zod, so the browser may import them (the pricing page's switches, the
 * customised-plan form). `billing.ts` builds its schemas on them.
 */

/** The currencies Keel sells its plans in; a team's own currency picks one, EUR when it is none of them. */
export const BILLING_CURRENCIES = ["EUR", "GBP", "USD"] as const;
export type BillingCurrency = (typeof BILLING_CURRENCIES)[number];
export const BILLING_INTERVALS = ["month", "year"] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** The fleet sizes a customised-plan request chooses from. */
export const FLEET_SIZES = ["1-10", "11-50", "51-200", "201-1000", "1000+"] as const;
export type FleetSize = (typeof FLEET_SIZES)[number];
