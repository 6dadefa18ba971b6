// @vitest-environment happy-dom
import type { Locale } from "@keel/contracts/locales";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { VisitorPrices } from "#app/lib/approx-price.ts";
import { I18nProvider, type Messages } from "#app/lib/i18n.ts";
import { textsOf } from "#app/lib/texts.fixture.ts";
import { ApproxPrice } from "./approx-price.tsx";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const PRICES: VisitorPrices = {
  currency: "USD",
  rates: {
    EUR: { rate: 1, date: "2026-11-22", source: "shipped" },
    USD: { rate: 1.0556, date: "2026-11-21", source: "ecb" },
    GBP: { rate: 0.8621, date: "2026-11-22", source: "shipped" },
  },
};

let root: Root | undefined;
let container: HTMLElement;

/** What the stub's route renders (a route component takes no props). */
let rendered: {
  props: { amount: number; currency: string; withBasis?: boolean };
  locale: Locale;
  messages: Messages;
};

function PricePage() {
  const { props, locale, messages } = rendered;
  return (
    <I18nProvider payload={{ locale, messages, brand: "Keel" }}>
      <ApproxPrice {...props} />
    </I18nProvider>
  );
}

async function render(
  props: { amount: number; currency: string; withBasis?: boolean },
  locale: Locale,
  prices = PRICES,
) {
  rendered = { props, locale, messages: textsOf(locale) };
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: PricePage }]);
  container = document.createElement("div");
  document.body.append(container);
  const created = createRoot(container);
  root = created;
  await act(async () => created.render(<Stub hydrationData={{ loaderData: { root: { prices } } }} />));
}

const normal = (text: string | null | undefined) => (text ?? "").replace(/\s/g, " ");

describe("<ApproxPrice>", () => {
  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
  });

  it("shows ≈ in the visitor's currency, read as 'about' by screen readers", async () => {
    await render({ amount: 21_900_000, currency: "EUR" }, "en-US");
    expect(container.querySelector("[aria-hidden]")?.textContent).toBe("≈ $231,000");
    expect(container.querySelector(".sr-only")?.textContent).toBe("about $231,000");
    expect(container.textContent).not.toContain("rates of");
  });

  it("names the rates' day and source on the boat page, in the page's language", async () => {
    await render({ amount: 21_900_000, currency: "EUR", withBasis: true }, "en-US");
    expect(container.textContent).toContain("at the ECB reference rates of November 21, 2026");
    act(() => root?.unmount());
    container.remove();
    await render({ amount: 15_000_000, currency: "GBP", withBasis: true }, "fr", {
      ...PRICES,
      currency: "EUR",
    });
    expect(normal(container.querySelector("[aria-hidden]")?.textContent)).toBe("≈ 174 000 €");
    expect(container.textContent).toContain("aux taux de référence de Keel du 22 novembre 2026");
  });

  it("shows nothing for a price in the visitor's own currency", async () => {
    await render({ amount: 21_900_000, currency: "USD", withBasis: true }, "en-US");
    expect(container.textContent).toBe("");
  });
});
