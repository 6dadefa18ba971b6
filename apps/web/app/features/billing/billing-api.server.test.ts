import { describe, expect, it } from "vitest";
import { parseMajorAmount } from "./admin-billing.server.ts";
import { gatewayRedirect } from "./billing-api.server.ts";

describe("gatewayRedirect", () => {
  const page = "https://keel.example/fr/dashboard/checkout/professional";

  it("opens the product's own unprefixed addresses in the page's language, by their path", () => {
    expect(
      gatewayRedirect("https://keel.example/dashboard/checkout/test-payment?session=cs_1", page, "fr"),
    ).toBe("/fr/dashboard/checkout/test-payment?session=cs_1");
    expect(gatewayRedirect("/dashboard/checkout/success?session_id=cs_1", page, "en-US")).toBe(
      "/dashboard/checkout/success?session_id=cs_1",
    );
  });

  it("keeps the language an address names", () => {
    expect(
      gatewayRedirect("https://keel.example/es/dashboard/checkout/success?session_id=cs_1", page, "fr"),
    ).toBe("/es/dashboard/checkout/success?session_id=cs_1");
  });

  it("leaves another site's address whole (Stripe Checkout, the Customer Portal)", () => {
    expect(gatewayRedirect("https://checkout.stripe.com/c/pay/cs_live_1#frag", page, "fr")).toBe(
      "https://checkout.stripe.com/c/pay/cs_live_1#frag",
    );
  });
});

describe("parseMajorAmount", () => {
  it("reads amounts as back-office staff type them", () => {
    expect(parseMajorAmount("1490")).toBe(1490);
    expect(parseMajorAmount("1490,50")).toBe(1490.5);
    expect(parseMajorAmount(" 1 490.5 ")).toBe(1490.5);
  });

  it("refuses anything else", () => {
    for (const value of ["", "abc", "-5", "1.234", "1e5", "12,3,4"])
      expect(parseMajorAmount(value)).toBeNaN();
  });
});
