/**
 * The visitor's currency (docs/decisions/041-exchange-rates.md): the one they chose in the footer (the
 * `currency` cookie, a year), or their language's (en-US dollars, en-GB pounds, euros otherwise), and the
 * exchange-rate table, which the web server keeps for the API's minute (lib/kept-read.server.ts). A rate change
 * is noted for every page in the change log: the page cache's change reader then drops its pages and this copy
 * before the next render starts, so a page rendered after the change was applied shows the new rates.
 * `?pricesIn=USD` (the footer's form) records a choice and redirects to the same address without it;
 * `?pricesIn=auto` forgets it.
 */
import { defaultCurrency, isCurrency } from "@keel/contracts/currency-codes";
import { ZExchangeRates } from "@keel/contracts/exchange-rates";
import type { Locale } from "@keel/contracts/locales";
import { LOCALE_COOKIE_MAX_AGE_S } from "@keel/contracts/ui-constants";
import { type MiddlewareFunction, redirect } from "react-router";
import { apiRequest } from "./api-client.server.ts";
import type { VisitorPrices } from "./approx-price.ts";
import { CURRENCY_COOKIE, deleteCookie, readCookie, serializeCookie } from "./cookies.server.ts";
import { keptRead } from "./kept-read.server.ts";

export const CURRENCY_CHOICE_PARAM = "pricesIn";

/** The chosen currency, or null for the language's. */
export function chosenCurrency(request: Request): string | null {
  const value = readCookie(request, CURRENCY_COOKIE);
  return isCurrency(value) ? value : null;
}

/** The rates by currency, as every render hands them on (one copy shared by the renders: never changed). */
const exchangeRates = keptRead(
  "exchange rates",
  async (): Promise<VisitorPrices["rates"]> => {
    const table = await apiRequest("exchange-rates", { schema: ZExchangeRates });
    return Object.fromEntries(
      table.rates.map((r) => [r.currency, { rate: r.rate, date: r.date, source: r.source }]),
    );
  },
  { dropOnChange: true },
);

/** What the root loader hands every page; null when the API could not give the rates (no "≈" then). */
export async function visitorPrices(request: Request, locale: Locale): Promise<VisitorPrices | null> {
  const rates = await exchangeRates.get();
  if (rates === undefined) return null;
  return { currency: chosenCurrency(request) ?? defaultCurrency(locale), rates };
}

/** Records the footer's choice: a cookie, then the same page without the parameter. */
export const currencyChoiceMiddleware: MiddlewareFunction<Response> = async ({ request, url }, next) => {
  const choice = url.searchParams.get(CURRENCY_CHOICE_PARAM);
  if (choice === null || request.method !== "GET") return next();
  url.searchParams.delete(CURRENCY_CHOICE_PARAM);
  const location = `${url.pathname.replace(/\.data$/, "")}${url.searchParams.size > 0 ? `?${url.searchParams}` : ""}`;
  const cookie = isCurrency(choice)
    ? serializeCookie(CURRENCY_COOKIE, choice, { maxAge: LOCALE_COOKIE_MAX_AGE_S })
    : deleteCookie(CURRENCY_COOKIE);
  throw redirect(location, { headers: { "Set-Cookie": cookie } });
};
