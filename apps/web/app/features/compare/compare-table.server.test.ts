import { readFileSync } from "node:fs";
import { join } from "node:path";
import { resolveTexts } from "@keel/contracts/texts";
import { describe, expect, it } from "vitest";
import { keyFacts } from "#app/features/boat-page/index.ts";
import type { VisitorPrices } from "#app/lib/approx-price.ts";
import { formatPrice } from "#app/lib/format.ts";
import { createTranslator, type Messages } from "#app/lib/i18n.ts";
import { publicBoatFixture } from "#app/lib/public-boat.fixture.ts";
import { withApproximation } from "./compare-price.ts";
import { compareSections } from "./compare-table.server.ts";

const t = createTranslator({
  locale: "fr",
  brand: "Keel",
  messages: resolveTexts(
    "fr",
    (l) => JSON.parse(readFileSync(join(import.meta.dirname, `../../locales/${l}.json`), "utf8")) as Messages,
  ),
});

describe("the compare table's rows (made by the loader)", () => {
  const cheap = publicBoatFixture({ id: 1, price: { amount: 9_000_000, currency: "EUR" } });
  const dear = publicBoatFixture({ id: 2, price: { amount: 12_500_000, currency: "GBP" } });

  it("formats the boats' values in the reader's language and marks the price row and the differences", () => {
    const [overview, ...details] = compareSections([cheap, dear], t, "fr");
    const price = overview!.rows.find((row) => row.isPrice)!;
    expect(price.label).toBe(t("compare.row.price"));
    expect(price.values).toEqual([formatPrice(9_000_000, "EUR", "fr"), formatPrice(12_500_000, "GBP", "fr")]);
    expect(price.isDifferent).toBe(true);
    // Only the price row is the price row; the boats' key facts follow, formatted as the boat page does.
    expect(overview!.rows.filter((row) => row.isPrice)).toHaveLength(1);
    const fact = keyFacts(cheap, t, "fr")[0]!;
    const factRow = overview!.rows.find((row) => row.label === fact.label)!;
    expect(factRow).toEqual({ label: fact.label, values: [fact.value, fact.value], isDifferent: false });
    expect(details.length).toBeGreaterThan(0);
  });

  it("says 'on request' for a price on request, with no approximation beside it", () => {
    const [overview] = compareSections([publicBoatFixture({ isPriceOnRequest: true }), cheap], t, "fr");
    expect(overview!.rows.find((row) => row.isPrice)!.values[0]).toBe(t("boat.priceOnRequest"));
  });
});

describe("the price cell's approximation (in the browser)", () => {
  const prices: VisitorPrices = {
    currency: "USD",
    rates: {
      EUR: { rate: 1, date: "2026-11-20", source: "ecb" },
      USD: { rate: 1.1, date: "2026-11-20", source: "ecb" },
    },
  };

  it("adds the price in the visitor's currency when it differs, not otherwise", () => {
    const value = formatPrice(10_000_000, "EUR", "fr");
    expect(withApproximation(value, { amount: 10_000_000, currency: "EUR" }, prices, "fr")).toBe(
      `${value} (≈ ${formatPrice(11_000_000, "USD", "fr")})`,
    );
    expect(withApproximation(value, { amount: 10_000_000, currency: "USD" }, prices, "fr")).toBe(value);
    expect(withApproximation(value, { amount: 10_000_000, currency: "EUR" }, null, "fr")).toBe(value);
    expect(withApproximation("Sur demande", null, prices, "fr")).toBe("Sur demande");
  });
});
