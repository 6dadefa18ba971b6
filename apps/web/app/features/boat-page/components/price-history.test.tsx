// @vitest-environment happy-dom
import { LOCALES, type Locale } from "@keel/contracts/locales";
import type { TBoatMarket } from "@keel/contracts/public-boat";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "#app/lib/i18n.ts";
import { textsOf } from "#app/lib/texts.fixture.ts";
import { chartPath, PriceHistory } from "./price-history.tsx";

const MARKET: TBoatMarket = {
  firstPublishedAt: "2026-09-01T10:00:00.000Z",
  daysOnMarket: 86,
  priceHistory: [
    {
      at: "2026-09-01T10:00:00.000Z",
      kind: "listed",
      price: { amount: 20_000_000, currency: "EUR" },
      changePercent: null,
    },
    {
      at: "2026-10-01T08:00:00.000Z",
      kind: "change",
      price: { amount: 18_000_000, currency: "EUR" },
      changePercent: -10,
    },
    {
      at: "2026-11-20T08:00:00.000Z",
      kind: "change",
      price: { amount: 17_100_000, currency: "EUR" },
      changePercent: -5,
    },
  ],
  reduction: {
    percent: 5,
    at: "2026-11-20T08:00:00.000Z",
    from: { amount: 18_000_000, currency: "EUR" },
    to: { amount: 17_100_000, currency: "EUR" },
  },
};

function render(market: TBoatMarket, locale: Locale = "en-US") {
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <I18nProvider payload={{ locale, messages: textsOf(locale), brand: "Keel" }}>
      <PriceHistory market={market} />
    </I18nProvider>,
  );
  const rows = [...container.querySelectorAll("tbody tr")].map((row) =>
    [...row.querySelectorAll("td")].map((cell) => cell.textContent?.replace(/\s/g, " ")),
  );
  return { container, rows };
}

describe("<PriceHistory>", () => {
  it("says how long the boat is listed and its reduction, and tables every price, newest first", () => {
    const { container, rows } = render(MARKET);
    expect(container.querySelector("h2")?.textContent).toBe("Price history");
    expect(container.textContent).toContain("On the market for 86 days");
    expect(container.querySelector("[data-testid=price-reduced]")?.textContent).toBe(
      "Price reduced by 5% on November 20, 2026",
    );
    expect(container.querySelector("table caption")?.textContent).toBeTruthy();
    expect([...container.querySelectorAll("th[scope=col]")].map((th) => th.textContent)).toEqual([
      "Date",
      "Price",
      "Change",
    ]);
    expect(rows).toEqual([
      ["Nov 20, 2026", "€171,000", "-5%"],
      ["Oct 1, 2026", "€180,000", "-10%"],
      ["Sep 1, 2026", "€200,000", "Listed"],
    ]);
    // The chart is drawn for the eye; the table is what assistive technology reads.
    const chart = container.querySelector("svg[data-testid=price-chart]")!;
    expect(chart.getAttribute("aria-hidden")).toBe("true");
    expect(chart.querySelectorAll("circle")).toHaveLength(3);
  });

  it("writes dates, prices, percentages and the day count in the visitor's language", () => {
    const { container, rows } = render(MARKET, "fr");
    expect(container.textContent).toContain("En vente depuis 86 jours");
    expect(container.querySelector("[data-testid=price-reduced]")?.textContent?.replace(/\s/g, " ")).toBe(
      "Prix baissé de 5 % le 20 novembre 2026",
    );
    expect(rows[0]).toEqual(["20 nov. 2026", "171 000 €", "-5 %"]);
    const one = render({ ...MARKET, daysOnMarket: 1, reduction: null }, "it");
    expect(one.container.textContent).toContain("In vendita da 1 giorno");
    expect(one.container.querySelector("[data-testid=price-reduced]")).toBeNull();
    for (const locale of LOCALES) {
      expect(render({ ...MARKET, daysOnMarket: 0 }, locale).container.textContent).toContain(
        String(textsOf(locale)["boat.priceHistory.daysOnMarket"]).match(/=0 \{([^}]+)\}/)![1],
      );
    }
  });

  it("shows no chart for a single price or a price on request, and says when the currency changed", () => {
    const listed = render({ ...MARKET, priceHistory: MARKET.priceHistory.slice(0, 1), reduction: null });
    expect(listed.container.querySelector("svg")).toBeNull();
    expect(listed.rows).toHaveLength(1);
    const onRequest = render({ ...MARKET, priceHistory: [], reduction: null });
    expect(onRequest.container.querySelector("table")).toBeNull();
    const switched = render({
      ...MARKET,
      reduction: null,
      priceHistory: [
        ...MARKET.priceHistory,
        {
          at: "2026-11-22T08:00:00.000Z",
          kind: "change",
          price: { amount: 15_000_000, currency: "GBP" },
          changePercent: null,
        },
      ],
    });
    expect(switched.rows[0]).toEqual(["Nov 22, 2026", "£150,000", "Currency changed"]);
    // The line starts again in the new currency: one price, no chart.
    expect(switched.container.querySelector("svg")).toBeNull();
  });
});

describe("chartPath", () => {
  it("steps from price to price, then runs to the right edge", () => {
    const until = Date.parse("2026-11-27T00:00:00.000Z");
    const path = chartPath(MARKET.priceHistory, until)!;
    expect(path.dots.map(([x]) => x)).toEqual([...path.dots.map(([x]) => x)].sort((a, b) => a - b));
    expect(path.dots[0]).toEqual([12, 12]);
    expect(path.dots.at(-1)![1]).toBe(148);
    expect(path.line.startsWith("M12 12 H")).toBe(true);
    expect(path.line.endsWith("H588")).toBe(true);
    expect(chartPath(MARKET.priceHistory.slice(0, 1), until)).toBeNull();
  });
});
