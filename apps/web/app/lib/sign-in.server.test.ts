import { describe, expect, it } from "vitest";
import { relocalizeTarget, signInTarget } from "./sign-in.server.ts";

describe("relocalizeTarget", () => {
  it.each([
    ["/dashboard", "fr", "/fr/dashboard"],
    ["/fr/invitations/abc/accept", "es", "/es/invitations/abc/accept"],
    ["/it/dashboard?team_id=3#boats", "en-US", "/dashboard?team_id=3#boats"],
    ["/en-GB", "fr", "/fr"],
  ] as const)("moves %s to %s: %s", (target, locale, expected) => {
    expect(relocalizeTarget(target, locale)).toBe(expected);
  });
});

describe("signInTarget", () => {
  const request = (cookie?: string) =>
    new Request("http://site.test/fr/auth/login", { method: "POST", headers: cookie ? { cookie } : {} });

  it("sends a visitor who signs in from a French page to the French dashboard", () => {
    expect(signInTarget(request(), null, "fr")).toBe("/fr/dashboard");
  });

  it("keeps the remembered page but in the language the visitor signs in with", () => {
    // Remembered by the guard on an English page, then the visitor switched the login page to French.
    expect(signInTarget(request("return_to=%2Fdashboard%2Fboats"), null, "fr")).toBe("/fr/dashboard/boats");
    expect(signInTarget(request(), "/dashboard/messages?status=open", "it")).toBe(
      "/it/dashboard/messages?status=open",
    );
  });

  it("follows a target that names its language in that language", () => {
    expect(signInTarget(request(), "/es/dashboard", "en-US")).toBe("/es/dashboard");
    expect(signInTarget(request("return_to=%2Fit%2Fdashboard%2Fboats"), null, "fr")).toBe(
      "/it/dashboard/boats",
    );
  });

  it("never follows a target to another site", () => {
    expect(signInTarget(request("return_to=%2F%2Fevil.example"), "https://evil.example/", "fr")).toBe(
      "/fr/dashboard",
    );
  });
});
