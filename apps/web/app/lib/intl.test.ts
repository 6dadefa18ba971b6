import { describe, expect, it } from "vitest";
import {
  cachedFormatterCount,
  collator,
  dateTimeFormat,
  displayNames,
  listFormat,
  MAX_FORMATTERS,
  numberFormat,
  relativeTimeFormat,
} from "./intl.ts";

describe("intl formatters", () => {
  it("hands back the same formatter for the same locale and options", () => {
    expect(numberFormat("fr", { maximumFractionDigits: 1 })).toBe(
      numberFormat("fr", { maximumFractionDigits: 1 }),
    );
    expect(dateTimeFormat("it", { dateStyle: "long", timeZone: "UTC" })).toBe(
      dateTimeFormat("it", { dateStyle: "long", timeZone: "UTC" }),
    );
    expect(listFormat("es", { type: "conjunction" })).toBe(listFormat("es", { type: "conjunction" }));
    expect(collator("fr")).toBe(collator("fr"));
  });

  it("never serves a formatter built for another locale, options or kind", () => {
    expect(numberFormat("fr").format(1234.5)).toBe("1\u202f234,5");
    expect(numberFormat("en-US").format(1234.5)).toBe("1,234.5");
    expect(numberFormat("fr", { maximumFractionDigits: 0 }).format(1234.4)).toBe("1\u202f234");
    expect(numberFormat("fr", { style: "currency", currency: "EUR" }).format(5)).toBe("5,00\u00a0€");
    expect(numberFormat("fr", { style: "currency", currency: "GBP" }).format(5)).toBe("5,00\u00a0£GB");
    const march = new Date(Date.UTC(2026, 2, 4));
    expect(dateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(march)).toBe(
      "4 March 2026",
    );
    expect(dateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(march)).toBe(
      "March 4, 2026",
    );
    expect(dateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(march)).toBe(
      "Mar 4, 2026",
    );
    expect(displayNames("fr", { type: "region" }).of("DE")).toBe("Allemagne");
    expect(displayNames("fr", { type: "language" }).of("de")).toBe("allemand");
    expect(listFormat("fr", { type: "conjunction" }).format(["a", "b"])).toBe("a et b");
    expect(listFormat("fr", { type: "disjunction" }).format(["a", "b"])).toBe("a ou b");
    expect(relativeTimeFormat("en-US", { numeric: "auto" }).format(-1, "day")).toBe("yesterday");
    expect(relativeTimeFormat("en-US").format(-1, "day")).toBe("1 day ago");
  });

  it("tells options apart by name and by value, whatever object carries them", () => {
    expect(numberFormat("en-US", { minimumFractionDigits: 2 }).format(1)).toBe("1.00");
    expect(numberFormat("en-US", { maximumFractionDigits: 2 }).format(1)).toBe("1");
    expect(numberFormat("en-US", { useGrouping: false }).format(1234)).toBe("1234");
    expect(numberFormat("en-US", { useGrouping: "always" }).format(1234)).toBe("1,234");
    expect(numberFormat("en-US", { minimumIntegerDigits: 3 }).format(7)).toBe("007");
    expect(numberFormat("en-US", { minimumIntegerDigits: 2 }).format(7)).toBe("07");
    const currency = ["E", "U", "R"].join("");
    expect(numberFormat("de", { style: "currency", currency })).toBe(
      numberFormat("de", { style: "currency", currency: "EUR" }),
    );
    // The kind is part of the path: a collator never answers for a number format.
    expect(numberFormat("de")).not.toBe(collator("de"));
  });

  it("caches nothing for options Intl refuses", () => {
    const before = cachedFormatterCount();
    expect(() => numberFormat("en-US", { style: "currency", currency: "EURO" })).toThrow(RangeError);
    expect(cachedFormatterCount()).toBe(before);
    expect(numberFormat("en-US", { style: "currency", currency: "EUR" }).format(5)).toBe("€5.00");
  });

  it("treats options left undefined as not given", () => {
    expect(numberFormat("it", { maximumFractionDigits: undefined })).toBe(numberFormat("it", {}));
  });

  it("throws for a malformed locale as Intl does, and caches nothing for it", () => {
    const before = cachedFormatterCount();
    expect(() => displayNames("not a locale", { type: "region" })).toThrow(RangeError);
    expect(cachedFormatterCount()).toBe(before);
  });

  it("stays bounded when options come from data", () => {
    for (let i = 0; i < MAX_FORMATTERS + 50; i += 1)
      numberFormat("en-US", {
        minimumIntegerDigits: (i % 21) + 1,
        maximumSignificantDigits: (i % 20) + 1,
        maximumFractionDigits: i % 21,
      });
    expect(cachedFormatterCount()).toBeLessThanOrEqual(MAX_FORMATTERS);
    // A formatter pushed out is built again, right.
    expect(numberFormat("fr", { maximumFractionDigits: 1 }).format(2.25)).toBe("2,3");
  });
});
