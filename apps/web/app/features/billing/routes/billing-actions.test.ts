/**
 * The billing pages' actions against a stand-in for the API (api-stand-in.fixture.ts): what they send, in which order,
 * and how they answer (redirects to the gateway, field errors in the page's language, the declined card).
 */
import type { TMe } from "@keel/contracts/auth";
import type { Locale } from "@keel/contracts/locales";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { standInForApi } from "#app/lib/api-stand-in.fixture.ts";
import { localeContext } from "#app/lib/i18n.server.ts";
import { sessionContext, userContext } from "#app/lib/session.server.ts";
import { action as billingAction } from "./billing.tsx";
import { action as checkoutAction } from "./checkout.tsx";
import { action as subscriptionAction } from "./subscription.tsx";
import { action as testPaymentAction } from "./test-payment.tsx";

const SITE = "http://site.test";
const owner: TMe = {
  id: 7,
  email: "owner@example.test",
  firstName: "Léa",
  lastName: "Martin",
  avatarUrl: null,
  language: "fr",
  role: "professional",
  teams: [{ id: 42, name: "Martin Nautisme", slug: "martin-nautisme", role: "owner" }],
  groups: [],
  impersonatedBy: null,
};

interface Call {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}
let calls: Call[] = [];
let answers: Record<string, { status: number; body: unknown }> = {};

let restoreApi: () => Promise<void>;
beforeEach(() => {
  calls = [];
  answers = {};
  restoreApi = standInForApi(({ method, path, body, headers }) => {
    calls.push({ method, path, body, authorization: headers.authorization ?? null });
    return (
      answers[`${method} ${path}`] ?? { status: 404, body: { error: { code: "NOT_FOUND", message: "?" } } }
    );
  });
});
afterEach(async () => {
  await restoreApi();
});

function contextFor(locale: Locale = "fr") {
  const context = new RouterContextProvider();
  context.set(localeContext, locale);
  context.set(sessionContext, { token: "secret-token", user: async () => owner });
  context.set(userContext, owner);
  return context;
}

function post(path: string, fields: Record<string, string>) {
  return new Request(`${SITE}${path}`, { method: "POST", body: new URLSearchParams(fields) });
}

type AnyAction = (args: never) => Promise<unknown>;
async function run(
  action: AnyAction,
  request: Request,
  params: Record<string, string>,
  locale: Locale = "fr",
) {
  try {
    return await action({ request, params, context: contextFor(locale), url: new URL(request.url) } as never);
  } catch (thrown) {
    return thrown;
  }
}

/** The body and status of a `data()` answer, or the answer itself. */
function unwrap(result: unknown): { status: number; body: Record<string, unknown> } {
  const value = result as { type?: string; data?: unknown; init?: { status?: number } };
  if (value?.type === "DataWithResponseInit") {
    return { status: value.init?.status ?? 200, body: value.data as Record<string, unknown> };
  }
  return { status: 200, body: result as Record<string, unknown> };
}

const DETAILS = {
  legalName: "Martin Nautisme SARL",
  addressLine1: "3 quai Duguay-Trouin",
  addressLine2: "",
  city: "Saint-Malo",
  postalCode: "35400",
  region: "",
  country: "FR",
  vatId: "FR12345678901",
  invoiceEmail: "",
};

describe("checkout", () => {
  const detailsAnswer = { status: 200, body: { message: "Enregistré." } };

  it("saves the billing details, then opens a checkout and sends the buyer to the test payment page in the page's language", async () => {
    answers["PUT teams/42/billing/details"] = detailsAnswer;
    answers["POST teams/42/billing/checkout"] = {
      status: 201,
      body: { sessionId: "cs_test_1", url: `${SITE}/dashboard/checkout/test-payment?session=cs_test_1` },
    };
    const result = (await run(
      checkoutAction,
      post("/fr/dashboard/checkout/professional", { ...DETAILS, interval: "year", currency: "EUR" }),
      { slug: "professional" },
    )) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/fr/dashboard/checkout/test-payment?session=cs_test_1");
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "PUT teams/42/billing/details",
      "POST teams/42/billing/checkout",
    ]);
    expect(calls[0]?.body).toMatchObject({
      legalName: DETAILS.legalName,
      country: "FR",
      vatId: "FR12345678901",
    });
    expect(calls[1]?.body).toEqual({ plan: "professional", interval: "year", currency: "EUR" });
    expect(calls.every((call) => call.authorization === "Bearer secret-token")).toBe(true);
  });

  it("leaves for another site (Stripe Checkout) with its full address", async () => {
    answers["PUT teams/42/billing/details"] = detailsAnswer;
    answers["POST teams/42/billing/checkout"] = {
      status: 201,
      body: { sessionId: "cs_live_1", url: "https://checkout.stripe.com/c/pay/cs_live_1" },
    };
    const result = (await run(
      checkoutAction,
      post("/dashboard/checkout/professional", { ...DETAILS, interval: "month", currency: "USD" }),
      { slug: "professional" },
      "en-US",
    )) as Response;
    expect(result.headers.get("Location")).toBe("https://checkout.stripe.com/c/pay/cs_live_1");
  });

  it("shows a VAT id wrong for its country next to the field, in French, keeps what was typed and opens no checkout", async () => {
    answers["PUT teams/42/billing/details"] = {
      status: 400,
      body: {
        error: {
          code: "VALIDATION_FAILED",
          message: "Invalid request",
          details: [{ path: "body.vatId", code: "vat_id_invalid", message: "not a valid VAT id for FR" }],
        },
      },
    };
    const { status, body } = unwrap(
      await run(
        checkoutAction,
        post("/fr/dashboard/checkout/professional", {
          ...DETAILS,
          vatId: "FR123",
          interval: "month",
          currency: "EUR",
        }),
        { slug: "professional" },
      ),
    );
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ vatId: "Ce numéro de TVA n’est pas valide pour le pays choisi." });
    expect(body.values).toMatchObject({ vatId: "FR123", legalName: DETAILS.legalName });
    expect(calls.map((call) => call.path)).toEqual(["teams/42/billing/details"]);
  });

  it("knows no plan but the paid ones", async () => {
    const result = await run(checkoutAction, post("/dashboard/checkout/free", DETAILS), { slug: "free" });
    expect(unwrap(result).status).toBe(404);
    expect(calls).toEqual([]);
  });

  it("refuses an interval or currency it does not sell without calling the API", async () => {
    const { status } = unwrap(
      await run(
        checkoutAction,
        post("/dashboard/checkout/professional", { ...DETAILS, interval: "week", currency: "EUR" }),
        { slug: "professional" },
      ),
    );
    expect(status).toBe(400);
    expect(calls).toEqual([]);
  });
});

describe("billing page", () => {
  it("saves edited billing details with the VAT id and says so in the API's words", async () => {
    answers["PUT teams/42/billing/details"] = { status: 200, body: { message: "Coordonnées enregistrées." } };
    const { body } = unwrap(
      await run(
        billingAction,
        post("/fr/dashboard/billing", { ...DETAILS, intent: "details", vatId: "FR 40 303265045" }),
        {},
      ),
    );
    expect(body).toMatchObject({ intent: "details", ok: true });
    expect(JSON.stringify(body)).toContain("Coordonnées enregistrées.");
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(["PUT teams/42/billing/details"]);
    expect(calls[0]?.body).toMatchObject({
      legalName: DETAILS.legalName,
      vatId: "FR 40 303265045",
      country: "FR",
    });
  });

  it("shows a VAT id the API refuses next to its field, keeping what was typed", async () => {
    answers["PUT teams/42/billing/details"] = {
      status: 400,
      body: {
        error: {
          code: "VALIDATION_FAILED",
          message: "Invalid request",
          details: [{ path: "body.vatId", code: "vat_id_invalid", message: "not a valid VAT id for DE" }],
        },
      },
    };
    const { status, body } = unwrap(
      await run(
        billingAction,
        post("/es/dashboard/billing", { ...DETAILS, intent: "details", country: "DE", vatId: "DE12" }),
        {},
        "es",
      ),
    );
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ vatId: expect.stringMatching(/IVA/) });
    expect(body.values).toMatchObject({ vatId: "DE12", country: "DE" });
  });

  it("opens the payment method's page: Stripe's Customer Portal whole, the test card page in the page's language", async () => {
    answers["POST teams/42/billing/portal"] = {
      status: 200,
      body: { url: "https://billing.stripe.com/p/session/test_abc" },
    };
    const stripe = (await run(
      billingAction,
      post("/dashboard/billing", { intent: "portal" }),
      {},
      "en-US",
    )) as Response;
    expect(stripe.status).toBe(302);
    expect(stripe.headers.get("Location")).toBe("https://billing.stripe.com/p/session/test_abc");

    answers["POST teams/42/billing/portal"] = {
      status: 200,
      body: { url: `${SITE}/dashboard/billing/test-card` },
    };
    const local = (await run(
      billingAction,
      post("/it/dashboard/billing", { intent: "portal" }),
      {},
      "it",
    )) as Response;
    expect(local.headers.get("Location")).toBe("/it/dashboard/billing/test-card");
  });

  it("refuses a test card that is not one of the three, and an unknown intent, without calling the API", async () => {
    const { status } = unwrap(
      await run(billingAction, post("/dashboard/billing", { intent: "testCard", card: "stolen" }), {}),
    );
    expect(status).toBe(400);
    expect(
      unwrap(await run(billingAction, post("/dashboard/billing", { intent: "refund" }), {})).status,
    ).toBe(400);
    expect(calls).toEqual([]);
  });
});

describe("test payment", () => {
  it("says a declined card was declined, in the page's language, with status 402", async () => {
    answers["POST test-gateway/sessions/cs_1/pay"] = {
      status: 402,
      body: { error: { code: "PAYMENT_DECLINED", message: "Your card was declined." } },
    };
    const { status, body } = unwrap(
      await run(
        testPaymentAction,
        post("/it/test-payment/cs_1", { card: "declined" }),
        { sessionId: "cs_1" },
        "it",
      ),
    );
    expect(status).toBe(402);
    expect(body.formError).toBe(
      "La tua carta è stata rifiutata. Non è stato addebitato nulla e il tuo piano non è cambiato. Prova un’altra carta.",
    );
    expect(calls[0]?.body).toEqual({ card: "declined" });
  });

  it("follows the gateway to the success page after a paid card", async () => {
    answers["POST test-gateway/sessions/cs_1/pay"] = {
      status: 200,
      body: { redirectUrl: `${SITE}/es/dashboard/checkout/success?session_id=cs_1` },
    };
    const result = (await run(
      testPaymentAction,
      post("/es/test-payment/cs_1", { card: "renewal-fails" }),
      { sessionId: "cs_1" },
      "es",
    )) as Response;
    expect(result.headers.get("Location")).toBe("/es/dashboard/checkout/success?session_id=cs_1");
  });

  it("refuses a card that is not one of the three", async () => {
    const { status } = unwrap(
      await run(testPaymentAction, post("/test-payment/cs_1", { card: "stolen" }), { sessionId: "cs_1" }),
    );
    expect(status).toBe(400);
    expect(calls).toEqual([]);
  });
});

describe("subscription", () => {
  const preview = {
    currency: "EUR",
    current: { currency: "EUR", interval: "month", amount: 4900 },
    next: { currency: "EUR", interval: "year", amount: 49_000 },
    credit: -2450,
    charge: 24_500,
    subtotal: 22_050,
    tax: 4410,
    dueNow: 26_460,
    carriedCredit: 0,
    taxRate: 20,
    reverseCharge: false,
    nextRenewalAt: "2027-06-01T00:00:00.000Z",
  };

  it("asks the API for the proration before any change, and changes nothing then", async () => {
    answers["POST teams/42/billing/preview-change"] = { status: 200, body: preview };
    const result = unwrap(
      await run(
        subscriptionAction,
        post("/fr/dashboard/subscription", { intent: "preview", choice: "professional:year" }),
        {},
      ),
    );
    expect(result.body).toMatchObject({ intent: "preview", ok: true, choice: "professional:year", preview });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "POST teams/42/billing/preview-change",
    ]);
    expect(calls[0]?.body).toEqual({ plan: "professional", interval: "year" });
  });

  it("cancels at the period's end with the reason and comment given", async () => {
    answers["POST teams/42/billing/cancel"] = { status: 200, body: { message: "Résiliation programmée." } };
    const result = unwrap(
      await run(
        subscriptionAction,
        post("/fr/dashboard/subscription", {
          intent: "cancel",
          reason: "not_selling",
          comment: "Saison finie",
        }),
        {},
      ),
    );
    expect(result.body).toEqual({ intent: "cancel", ok: true, message: "Résiliation programmée." });
    expect(calls[0]?.body).toEqual({ reason: "not_selling", comment: "Saison finie" });
  });

  it("asks for a reason before cancelling", async () => {
    const { status, body } = unwrap(
      await run(subscriptionAction, post("/fr/dashboard/subscription", { intent: "cancel", reason: "" }), {}),
    );
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ reason: "Ce champ est obligatoire." });
    expect(calls).toEqual([]);
  });

  it("refuses an unknown intent", async () => {
    const { status } = unwrap(
      await run(subscriptionAction, post("/dashboard/subscription", { intent: "refund" }), {}),
    );
    expect(status).toBe(400);
    expect(calls).toEqual([]);
  });
});
