import { COUNTRIES } from "@keel/contracts/countries";
import { describe, expect, it } from "vitest";
import { countryOptions, currencyOptions, defaultCountry } from "./country-options.ts";

describe("countryOptions", () => {
  it("names every country in the page's language, sorted the way that language sorts", () => {
    const options = countryOptions("fr");
    expect(options).toHaveLength(COUNTRIES.length);
    expect(options.find((o) => o.value === "DE")?.label).toBe("Allemagne");
    const labels = options.map((o) => o.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator("fr").compare));
    // "Émirats arabes unis" sorts among the E's, not after Z.
    expect(labels.indexOf("Émirats arabes unis")).toBeLessThan(labels.indexOf("France"));
  });

  it("uses each locale's names", () => {
    expect(countryOptions("es").find((o) => o.value === "GB")?.label).toBe("Reino Unido");
    expect(countryOptions("it").find((o) => o.value === "GB")?.label).toBe("Regno Unito");
  });
});

describe("currencyOptions", () => {
  it("shows the code first, then the name in the page's language", () => {
    expect(currencyOptions("fr").find((o) => o.value === "EUR")?.label).toBe("EUR - euro");
  });
});

describe("defaultCountry", () => {
  it("guesses the country from the page's language", () => {
    expect(defaultCountry("en-GB")).toBe("GB");
    expect(defaultCountry("it")).toBe("IT");
  });
});
