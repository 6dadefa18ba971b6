import { describe, expect, it } from "vitest";
import { formatCountry, formatLength, formatPrice, startOfWeek } from "./format.ts";
import { MAX_FORMATTERS, rememberedAnswerCount } from "./intl.ts";

describe("format", () => {
  it("formats prices from minor units in the locale and currency", () => {
    expect(formatPrice(12_500_000, "EUR", "fr")).toBe("125\u202f000\u00a0€");
    expect(formatPrice(12_500_000, "USD", "en-US")).toBe("$125,000");
    expect(formatPrice(9_999_950, "GBP", "en-GB")).toBe("£99,999.50");
    expect(formatPrice(5_000_000, "JPY", "en-US")).toBe("¥5,000,000");
  });

  it("shows lengths in feet for en-US and metres elsewhere", () => {
    expect(formatLength(12.19, "en-US")).toBe("40 ft");
    expect(formatLength(12.19, "en-GB")).toBe("12.2 m");
    expect(formatLength(12.19, "it")).toBe("12,2 m");
  });

  it("names countries in the locale", () => {
    expect(formatCountry("FR", "en-US")).toBe("France");
    expect(formatCountry("DE", "es")).toBe("Alemania");
    expect(formatCountry("??", "fr")).toBe("??");
  });

  it("names Hong Kong and Macao as Chromium does, so a server-rendered page hydrates without a mismatch", () => {
    expect(formatCountry("HK", "en-US")).toBe("Hong Kong");
    expect(formatCountry("HK", "fr")).toBe("Hong Kong");
    expect(formatCountry("MO", "es")).toBe("Macao");
  });

  it("gives the same answers when asked again, per locale and currency", () => {
    expect(formatCountry("DE", "fr")).toBe("Allemagne");
    expect(formatCountry("DE", "it")).toBe("Germania");
    expect(formatCountry("DE", "fr")).toBe("Allemagne");
    expect(formatPrice(5_000_000, "JPY", "en-US")).toBe("¥5,000,000");
    expect(formatPrice(5_000_050, "EUR", "en-US")).toBe("€50,000.50");
    expect(formatPrice(5_000_000, "JPY", "en-US")).toBe("¥5,000,000");
  });

  it("keeps a bounded number of answers whatever codes the data holds", () => {
    for (let i = 0; i < MAX_FORMATTERS + 50; i += 1) formatCountry(`Q${i}`, "fr");
    expect(rememberedAnswerCount()).toBeLessThanOrEqual(MAX_FORMATTERS);
    expect(formatCountry("ES", "fr")).toBe("Espagne");
  });

  it("starts weeks on Sunday in English and Monday in French, Italian and Spanish", () => {
    const wednesday = new Date(Date.UTC(2026, 2, 4));
    expect(startOfWeek(wednesday, "en-US").toISOString().slice(0, 10)).toBe("2026-03-01");
    expect(startOfWeek(wednesday, "en-GB").toISOString().slice(0, 10)).toBe("2026-03-01");
    for (const locale of ["fr", "it", "es"] as const) {
      expect(startOfWeek(wednesday, locale).toISOString().slice(0, 10)).toBe("2026-03-02");
    }
    const sunday = new Date(Date.UTC(2026, 2, 8));
    expect(startOfWeek(sunday, "fr").toISOString().slice(0, 10)).toBe("2026-03-02");
    expect(startOfWeek(sunday, "en-US").toISOString().slice(0, 10)).toBe("2026-03-08");
  });
});
