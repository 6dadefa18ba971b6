import { describe, expect, it } from "vitest";
import { chooseCurrency, chooseInterval, taxNoteKey, yearlySavingPercent } from "./pricing-options.ts";

describe("chooseCurrency", () => {
  it("follows the page's language when nothing else says", () => {
    expect(chooseCurrency({ locale: "en-US" })).toBe("USD");
    expect(chooseCurrency({ locale: "en-GB" })).toBe("GBP");
    expect(chooseCurrency({ locale: "fr" })).toBe("EUR");
    expect(chooseCurrency({ locale: "it" })).toBe("EUR");
    expect(chooseCurrency({ locale: "es" })).toBe("EUR");
  });

  it("prefers the switch, then the remembered choice, then the team's currency", () => {
    expect(chooseCurrency({ locale: "fr", query: "GBP", cookie: "USD", teamCurrency: "EUR" })).toBe("GBP");
    expect(chooseCurrency({ locale: "fr", query: null, cookie: "USD", teamCurrency: "GBP" })).toBe("USD");
    expect(chooseCurrency({ locale: "en-US", teamCurrency: "GBP" })).toBe("GBP");
  });

  it("skips currencies plans are not sold in, and anything malformed", () => {
    expect(chooseCurrency({ locale: "en-GB", query: "CHF", cookie: "eur", teamCurrency: "SEK" })).toBe("GBP");
    expect(chooseCurrency({ locale: "es", query: "<script>" })).toBe("EUR");
  });
});

describe("chooseInterval", () => {
  it("is monthly unless yearly is asked for", () => {
    expect(chooseInterval("year")).toBe("year");
    expect(chooseInterval("month")).toBe("month");
    expect(chooseInterval(null)).toBe("month");
    expect(chooseInterval("weekly")).toBe("month");
  });
});

describe("taxNoteKey", () => {
  it("says excl. VAT in Europe and the UK, sales tax for US visitors paying in dollars", () => {
    expect(taxNoteKey("fr", "EUR")).toBe("billing.tax.exclVat");
    expect(taxNoteKey("en-GB", "GBP")).toBe("billing.tax.exclVat");
    expect(taxNoteKey("en-GB", "USD")).toBe("billing.tax.exclVat");
    expect(taxNoteKey("en-US", "USD")).toBe("billing.tax.salesTax");
    expect(taxNoteKey("en-US", "EUR")).toBe("billing.tax.exclVat");
  });
});

describe("yearlySavingPercent", () => {
  it("compares a year's price with twelve months", () => {
    expect(yearlySavingPercent(4900, 49_000)).toBe(17);
    expect(yearlySavingPercent(10_000, 100_000)).toBe(17);
    expect(yearlySavingPercent(10_000, 120_000)).toBe(0);
    expect(yearlySavingPercent(10_000, 130_000)).toBe(0);
    expect(yearlySavingPercent(0, 0)).toBe(0);
  });
});
