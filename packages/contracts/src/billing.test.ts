import { describe, expect, it } from "vitest";
import {
  hasVatIdFormat,
  isEuCountry,
  normalizeVatId,
  vatIdExample,
  ZBillingDetailsUpdate,
} from "./billing.ts";

describe("VAT ids", () => {
  it("spells each country's ids canonically, with their prefix", () => {
    expect(normalizeVatId("FR", "fr 40 123 456 824")).toBe("FR40123456824");
    expect(normalizeVatId("DE", "123.456.789")).toBe("DE123456789");
    expect(normalizeVatId("GR", "el-123456789")).toBe("EL123456789");
    expect(normalizeVatId("GB", "GB 123 4567 89")).toBe("GB123456789");
    expect(normalizeVatId("US", "123456789")).toBe("12-3456789");
    expect(normalizeVatId("CH", "CHE-123.456.789 MWST")).toBe("CHE123456789MWST");
  });

  it("refuses ids that do not have their country's shape", () => {
    expect(normalizeVatId("FR", "FR1234")).toBeNull();
    expect(normalizeVatId("DE", "FR40123456824")).toBeNull();
    expect(normalizeVatId("NL", "NL123456789")).toBeNull();
    expect(normalizeVatId("AT", "AT12345678")).toBeNull();
    expect(normalizeVatId("US", "12-345")).toBeNull();
  });

  it("gives every EU member state and the UK a format and an example that passes it", () => {
    for (const country of [
      "AT",
      "BE",
      "BG",
      "CY",
      "CZ",
      "DE",
      "DK",
      "EE",
      "ES",
      "FI",
      "FR",
      "GR",
      "HR",
      "HU",
      "IE",
      "IT",
      "LT",
      "LU",
      "LV",
      "MT",
      "NL",
      "PL",
      "PT",
      "RO",
      "SE",
      "SI",
      "SK",
      "GB",
      "US",
    ]) {
      expect(hasVatIdFormat(country), country).toBe(true);
      expect(normalizeVatId(country, vatIdExample(country) ?? ""), country).not.toBeNull();
    }
    expect(isEuCountry("GB")).toBe(false);
    expect(isEuCountry("IE")).toBe(true);
  });

  it("reports a bad id as the field vatId with the reason vat_id_invalid", () => {
    const result = ZBillingDetailsUpdate.safeParse({
      legalName: "Nautica Srl",
      addressLine1: "Via Roma 1",
      city: "Genova",
      postalCode: "16121",
      country: "IT",
      vatId: "IT123",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["vatId"], params: { reason: "vat_id_invalid" } });
  });
});
