import { describe, expect, it } from "vitest";
import { formatDecimal, parseDecimal } from "./number-input.ts";

describe("parseDecimal", () => {
  it("reads blank as null and garbage as NaN", () => {
    expect(parseDecimal("", "en-US")).toBeNull();
    expect(parseDecimal("   ", "fr")).toBeNull();
    expect(parseDecimal("abc", "en-US")).toBeNaN();
    expect(parseDecimal("12 m", "en-US")).toBeNaN();
    expect(parseDecimal("1,2,3", "fr")).toBeNaN();
    expect(parseDecimal("1.5.5", "en-US")).toBeNaN();
  });

  it("accepts both decimal marks in every locale", () => {
    expect(parseDecimal("12.5", "en-US")).toBe(12.5);
    expect(parseDecimal("12,5", "en-US")).toBe(12.5);
    expect(parseDecimal("12,5", "fr")).toBe(12.5);
    expect(parseDecimal("12.5", "fr")).toBe(12.5);
    expect(parseDecimal("0,75", "it")).toBe(0.75);
    expect(parseDecimal(".5", "en-GB")).toBe(0.5);
  });

  it("drops grouping written the locale's way, with spaces or with both marks", () => {
    expect(parseDecimal("1,250,000", "en-US")).toBe(1_250_000);
    expect(parseDecimal("1,250", "en-US")).toBe(1250);
    expect(parseDecimal("1.250.000", "it")).toBe(1_250_000);
    expect(parseDecimal("1.250", "es")).toBe(1250);
    expect(parseDecimal("1\u202f250\u202f000", "fr")).toBe(1_250_000);
    expect(parseDecimal("1 250 000,50", "fr")).toBe(1_250_000.5);
    expect(parseDecimal("1,250,000.75", "fr")).toBe(1_250_000.75);
    expect(parseDecimal("1.250.000,75", "en-US")).toBe(1_250_000.75);
    expect(parseDecimal("1'250'000", "en-GB")).toBe(1_250_000);
  });

  it("keeps negative numbers (the API decides whether they are allowed)", () => {
    expect(parseDecimal("-3", "en-US")).toBe(-3);
    expect(parseDecimal("\u22123,5", "fr")).toBe(-3.5);
  });
});

describe("formatDecimal", () => {
  it("uses the locale's decimal mark without grouping", () => {
    expect(formatDecimal(12.5, "en-US")).toBe("12.5");
    expect(formatDecimal(12.5, "fr")).toBe("12,5");
    expect(formatDecimal(1_250_000, "fr")).toBe("1250000");
    expect(formatDecimal(12.345, "it", 1)).toBe("12,3");
    expect(formatDecimal(40, "en-US", 1)).toBe("40");
  });

  it("round-trips what it formats", () => {
    for (const locale of ["en-US", "en-GB", "fr", "it", "es"]) {
      for (const value of [0, 0.5, 12.19, 1234.5, 250_000]) {
        expect(parseDecimal(formatDecimal(value, locale), locale)).toBe(value);
      }
    }
  });
});
