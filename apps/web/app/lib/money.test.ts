import { describe, expect, it, vi } from "vitest";
import { currencyDigits, currencySymbol, toMajorUnits, toMinorUnits } from "./money.ts";

describe("money", () => {
  it("knows each currency's minor digits from Intl", () => {
    expect(currencyDigits("EUR")).toBe(2);
    expect(currencyDigits("USD")).toBe(2);
    expect(currencyDigits("JPY")).toBe(0);
    expect(currencyDigits("KWD")).toBe(3);
  });

  it("asks Intl for a currency's digits once, however many prices in it a page shows", () => {
    const resolved = vi.spyOn(Intl.NumberFormat.prototype, "resolvedOptions");
    try {
      for (let i = 0; i < 20; i += 1) expect(currencyDigits("SEK")).toBe(2);
      expect(toMajorUnits(12_345, "SEK")).toBe(123.45);
      expect(resolved.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      resolved.mockRestore();
    }
  });

  it("converts major units to integer minor units without floating point drift", () => {
    expect(toMinorUnits(125_000, "EUR")).toBe(12_500_000);
    expect(toMinorUnits(19.99, "USD")).toBe(1999);
    expect(toMinorUnits(0.29, "GBP")).toBe(29);
    expect(toMinorUnits(1_234_567.89, "CHF")).toBe(123_456_789);
    expect(toMinorUnits(5_000_000, "JPY")).toBe(5_000_000);
    expect(toMinorUnits(1.2345, "KWD")).toBe(1235);
    expect(toMinorUnits(19.999, "EUR")).toBe(2000);
  });

  it("converts minor units back to major units", () => {
    expect(toMajorUnits(12_500_000, "EUR")).toBe(125_000);
    expect(toMajorUnits(1999, "USD")).toBe(19.99);
    expect(toMajorUnits(5_000_000, "JPY")).toBe(5_000_000);
    expect(toMajorUnits(1235, "KWD")).toBe(1.235);
  });

  it("round-trips every amount with cents", () => {
    for (let cents = 0; cents < 10_000; cents += 7) {
      expect(toMinorUnits(toMajorUnits(cents, "EUR"), "EUR")).toBe(cents);
    }
  });

  it("gives the currency's symbol in the locale", () => {
    expect(currencySymbol("EUR", "fr")).toBe("€");
    expect(currencySymbol("USD", "en-US")).toBe("$");
    expect(currencySymbol("GBP", "en-GB")).toBe("£");
  });
});
