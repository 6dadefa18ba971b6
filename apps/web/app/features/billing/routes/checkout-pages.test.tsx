// @vitest-environment happy-dom
/**
 * The checkout and success pages as they render, in French, in a stub router: a member sees who may buy
 * instead of the billing form, an owner gets the form; the success page says the payment went through only once
 * the API answers `paid` (while it is pending it says so and asks again on its backoff, on a fake clock), and a
 * failed payment says it failed.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { TCheckoutStatus } from "@keel/contracts/billing";
import type { Locale } from "@keel/contracts/locales";
import { resolveTexts } from "@keel/contracts/texts";
import { act, type ComponentProps } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { detailsValues, vatExamples } from "#app/features/billing/billing-details.server.ts";
import { I18nProvider, type Messages } from "#app/lib/i18n.ts";
import Checkout from "./checkout.tsx";
import CheckoutSuccess from "./checkout-success.tsx";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const LOCALE: Locale = "fr";
const messages: Messages = resolveTexts(
  LOCALE,
  (l) =>
    JSON.parse(readFileSync(join(import.meta.dirname, `../../../locales/${l}.json`), "utf8")) as Messages,
);
const fr = (key: string) => {
  const text = messages[key];
  if (typeof text !== "string") throw new Error(`no plain text ${key}`);
  return text;
};

/** The stub router renders nothing until the first loader answered. */
function NoFallback() {
  return null;
}

/** The route components take their loader's data as props, as the framework gives it to them. */
function CheckoutPage() {
  const loaderData = useLoaderData();
  const props = { loaderData, actionData: undefined } as unknown as ComponentProps<typeof Checkout>;
  return <Checkout {...props} />;
}

function SuccessPage() {
  const loaderData = useLoaderData();
  const props = { loaderData } as unknown as ComponentProps<typeof CheckoutSuccess>;
  return <CheckoutSuccess {...props} />;
}

let root: Root | undefined;
let container: HTMLElement;

async function render(routes: Parameters<typeof createRoutesStub>[0], entry: string) {
  const Stub = createRoutesStub(routes);
  container = document.createElement("div");
  document.body.replaceChildren(container);
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <I18nProvider payload={{ locale: LOCALE, messages, brand: "Keel" }}>
        <Stub initialEntries={[entry]} />
      </I18nProvider>,
    ),
  );
  await settle(0);
}

/** Lets loaders answer and the page render, `ms` later on the fake clock. */
async function settle(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.useRealTimers();
});

describe("the checkout page", () => {
  const checkoutData = (canManage: boolean) => ({
    meta: { title: "", noIndex: true },
    team: { name: "Martin Nautisme" },
    slug: "professional" as const,
    features: ["unlimited_boats"],
    currency: "EUR" as const,
    interval: "month" as const,
    amount: 4900,
    yearlySaving: 17,
    canSwitchInterval: true,
    isCurrentPlan: false,
    canManage,
    managers: [
      { name: "Léa Martin", email: "lea@martin-nautisme.test" },
      { name: "Hugo Martin", email: "hugo@martin-nautisme.test" },
    ],
    details: detailsValues({
      legalName: null,
      addressLine1: null,
      addressLine2: null,
      city: null,
      postalCode: null,
      region: null,
      country: "FR",
      vatId: null,
      invoiceEmail: null,
      complete: false,
      canManage,
    } as never),
    countries: [{ value: "FR", label: "France" }],
    vatExamples: vatExamples(),
  });

  async function renderCheckout(canManage: boolean) {
    await render(
      [
        {
          path: "/fr/dashboard/checkout/:slug",
          Component: CheckoutPage,
          HydrateFallback: NoFallback,
          loader: () => checkoutData(canManage),
        },
      ],
      "/fr/dashboard/checkout/professional?interval=month&currency=EUR",
    );
  }

  const continueButton = () =>
    [...container.querySelectorAll("button")].find((b) =>
      b.textContent?.includes(fr("billing.checkout.continue")),
    );

  it("shows a member who may buy, with their addresses, and no form to pay", async () => {
    await renderCheckout(false);
    expect(container.textContent).toContain(fr("billing.managers.intro"));
    const links = [...container.querySelectorAll<HTMLAnchorElement>('a[href^="mailto:"]')];
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "mailto:lea@martin-nautisme.test",
      "mailto:hugo@martin-nautisme.test",
    ]);
    expect(container.textContent).toContain("Léa Martin");
    expect(continueButton()).toBeUndefined();
    expect(container.querySelector('input[name="legalName"]')).toBeNull();
  });

  it("gives an owner the billing details form and the way to the payment", async () => {
    await renderCheckout(true);
    expect(container.textContent).not.toContain(fr("billing.managers.intro"));
    expect(container.querySelector('input[name="legalName"]')).not.toBeNull();
    expect(container.querySelector('input[name="vatId"]')).not.toBeNull();
    expect(continueButton()).toBeDefined();
  });
});

describe("the checkout success page", () => {
  let answers: TCheckoutStatus["status"][];
  let checks: number;

  async function renderSuccess() {
    checks = 0;
    await render(
      [
        {
          path: "/fr/dashboard/checkout/success",
          Component: SuccessPage,
          HydrateFallback: NoFallback,
          loader: () => {
            const status = answers[Math.min(checks, answers.length - 1)] ?? "pending";
            checks += 1;
            return {
              meta: { title: "", noIndex: true },
              checkout: { sessionId: "cs_test_1", status, plan: "professional" },
            };
          },
        },
      ],
      "/fr/dashboard/checkout/success?session_id=cs_test_1",
    );
  }

  it("says the payment went through only once the API says paid, asking again while it is pending", async () => {
    answers = ["pending", "pending", "paid"];
    await renderSuccess();
    expect(checks).toBe(1);
    expect(container.textContent).toContain(fr("billing.success.pending"));
    expect(container.textContent).not.toContain(fr("billing.success.paid"));

    // First check again after 1 s: still pending.
    await settle(1000);
    expect(checks).toBe(2);
    expect(container.textContent).not.toContain(fr("billing.success.paid"));

    // Then after 2 s more: paid.
    await settle(2000);
    expect(checks).toBe(3);
    expect(container.textContent).toContain(fr("billing.success.paid"));
    expect(container.textContent).not.toContain(fr("billing.success.pending"));

    // Paid is final: no more checks.
    await settle(60_000);
    expect(checks).toBe(3);
  });

  it("says a failed payment failed, and never that it went through", async () => {
    answers = ["failed"];
    await renderSuccess();
    expect(container.textContent).toContain(fr("billing.success.failed"));
    expect(container.textContent).not.toContain(fr("billing.success.paid"));
    await settle(60_000);
    expect(checks).toBe(1);
  });
});
