/**
 * What the pricing and checkout pages choose for a visitor before they show a price: the billing currency
 * (the switch's choice, then the remembered cookie, then the team's currency, then the page's language) and
 * the interval, and how taxes are worded for the page's language. Runs in the browser too: its lists come from
 * the zod-free `@keel/contracts/billing-codes`.
 */
import {
  BILLING_CURRENCIES,
  BILLING_INTERVALS,
  type BillingCurrency,
  type BillingInterval,
} from "@keel/contracts/billing-codes";
import type { Locale } from "@keel/contracts/locales";

export {
  BILLING_CURRENCIES,
  BILLING_INTERVALS,
  type BillingCurrency,
  type BillingInterval,
} from "@keel/contracts/billing-codes";

/** Name of the cookie remembering the visitor's currency switch (a year, like the language). */
export const CURRENCY_COOKIE = "currency";

const LOCALE_CURRENCY: Record<Locale, BillingCurrency> = {
  "en-US": "USD",
  "en-GB": "GBP",
  fr: "EUR",
  it: "EUR",
  es: "EUR",
};

export function isBillingCurrency(value: unknown): value is BillingCurrency {
  return typeof value === "string" && (BILLING_CURRENCIES as readonly string[]).includes(value);
}

export function isBillingInterval(value: unknown): value is BillingInterval {
  return typeof value === "string" && (BILLING_INTERVALS as readonly string[]).includes(value);
}

/**
 * The currency prices are shown in: the first published currency among the visitor's explicit choice (the
 * switch), the remembered choice (cookie), the team's own currency, and the page's language.
 */
export function chooseCurrency(input: {
  locale: Locale;
  query?: string | null;
  cookie?: string | null;
  teamCurrency?: string | null;
}): BillingCurrency {
  for (const candidate of [input.query, input.cookie, input.teamCurrency]) {
    if (isBillingCurrency(candidate)) return candidate;
  }
  return LOCALE_CURRENCY[input.locale];
}

/** The interval of `?interval=`; monthly unless yearly is asked for. */
export function chooseInterval(value: string | null | undefined): BillingInterval {
  return isBillingInterval(value) ? value : "month";
}

/**
 * The text key of the tax wording beside a price. Published prices are net: businesses in the EU and the
 * UK read "excl. VAT"; in the United States sales tax, where it applies, is added at checkout.
 */
export function taxNoteKey(locale: Locale, currency: BillingCurrency): string {
  if (locale === "en-US" && currency === "USD") return "billing.tax.salesTax";
  return "billing.tax.exclVat";
}

/** The saving of a yearly price over twelve monthly ones, in whole percent (0 when there is none). */
export function yearlySavingPercent(monthlyMinor: number, yearlyMinor: number): number {
  const twelveMonths = monthlyMinor * 12;
  if (twelveMonths <= 0 || yearlyMinor >= twelveMonths) return 0;
  return Math.round(((twelveMonths - yearlyMinor) / twelveMonths) * 100);
}
