import { describe, expect, it } from "vitest";
import { approximatePrice, formatApprox, roundApprox, type VisitorPrices } from "./approx-price.ts";

const prices = (currency: string): VisitorPrices => ({
  currency,
  rates: {
    EUR: { rate: 1, date: "2026-11-22", source: "shipped" },
    USD: { rate: 1.0556, date: "2026-11-20", source: "ecb" },
    GBP: { rate: 0.8329, date: "2026-11-21", source: "ecb" },
    CHF: { rate: 0.93, date: "2026-11-25", source: "admin" },
  },
});

describe("approximate prices", () => {
  it("round to three significant digits, whole units below a thousand", () => {
    expect(roundApprox(231_456)).toBe(231_000);
    expect(roundApprox(1_234_567)).toBe(1_230_000);
    expect(roundApprox(99_950)).toBe(100_000);
    expect(roundApprox(987.6)).toBe(988);
  });

  it("convert through the euro and show the original currency's rate day", () => {
    // EUR 219,000 at 1.0556 is USD 231,176: about $231,000.
    const approx = approximatePrice(21_900_000, "EUR", prices("USD"));
    expect(approx).toEqual({ amount: 23_100_000, currency: "USD", date: "2026-11-20", source: "ecb" });
    expect(formatApprox(approx!, "en-US")).toBe("≈ $231,000");
    expect(formatApprox(approx!, "fr").replace(/\s/g, " ")).toBe("≈ 231 000 $US");
  });

  it("use the older of two rates between two foreign currencies", () => {
    // GBP 150,000 -> EUR 180,094 -> USD 190,107: about $190,000, at the older (the dollar's) day.
    const approx = approximatePrice(15_000_000, "GBP", prices("USD"));
    expect(approx).toMatchObject({ amount: 19_000_000, date: "2026-11-20", source: "ecb" });
    expect(formatApprox(approx!, "en-GB")).toBe("≈ US$190,000");
    expect(approximatePrice(15_000_000, "CHF", prices("GBP"))).toMatchObject({ date: "2026-11-21" });
    expect(approximatePrice(15_000_000, "CHF", prices("EUR"))).toMatchObject({ source: "admin" });
  });

  it("show nothing for a price already in the visitor's currency, an unknown currency, or no rates", () => {
    expect(approximatePrice(21_900_000, "USD", prices("USD"))).toBeNull();
    expect(approximatePrice(21_900_000, "JPY", prices("USD"))).toBeNull();
    expect(approximatePrice(21_900_000, "EUR", null)).toBeNull();
  });
});
