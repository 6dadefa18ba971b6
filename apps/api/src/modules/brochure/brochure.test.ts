import { describe, expect, it } from "vitest";
import { brochureKey, printable } from "./brochure.service.ts";

describe("brochure helpers", () => {
  it("turns Intl's narrow spaces into no-break spaces the PDF fonts can print", () => {
    const french = new Intl.NumberFormat("fr", {
      style: "currency",
      currency: "EUR",
      maximumFractionDigits: 0,
    }).format(185000);
    expect(french).toContain("\u202f");
    expect(printable(french)).toBe("185\u00a0000\u00a0€");
  });

  it("keys a brochure by boat, language and version", () => {
    const key = brochureKey({ id: 7, updatedAt: "2026-11-01T00:00:00.000Z" }, "fr");
    expect(key).toMatch(/^brochures\/7-fr-[0-9a-f]{12}\.pdf$/);
    expect(brochureKey({ id: 7, updatedAt: "2026-11-02T00:00:00.000Z" }, "fr")).not.toBe(key);
    expect(brochureKey({ id: 7, updatedAt: "2026-11-01T00:00:00.000Z" }, "it")).not.toBe(key);
  });
});
