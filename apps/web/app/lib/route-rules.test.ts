import { describe, expect, it } from "vitest";
import { findRuleRedirect, isNavigationAllowed, type RouteRule } from "./route-rules.ts";

const french = (path: string) => `/fr${path}`;
const rules: RouteRule[] = [
  { from: "/login", to: "/auth/login", status: 301 },
  { from: "/docs", to: "/api/docs" },
  { from: "/status", to: "https://status.keel.example/" },
  { from: "/bad", to: "javascript:alert(1)" },
  { from: "/sneaky", to: "//evil.example/" },
];

describe("route rules", () => {
  it("redirect within the site in the visitor's language", () => {
    expect(findRuleRedirect("/login", french, rules)).toEqual({
      kind: "route",
      location: "/fr/auth/login",
      status: 301,
    });
    expect(findRuleRedirect("/login/", french, rules)?.location).toBe("/fr/auth/login");
  });

  it("follow targets outside React Router and other sites with a full page load", () => {
    expect(findRuleRedirect("/docs", french, rules)).toEqual({
      kind: "document",
      location: "/api/docs",
      status: 302,
    });
    expect(findRuleRedirect("/status", french, rules)).toEqual({
      kind: "document",
      location: "https://status.keel.example/",
      status: 302,
    });
  });

  it("ignore paths without a rule and rules whose target is not a page", () => {
    expect(findRuleRedirect("/boats", french, rules)).toBeNull();
    expect(findRuleRedirect("/bad", french, rules)).toBeNull();
    expect(findRuleRedirect("/sneaky", french, rules)).toBeNull();
  });

  it("block navigation to another origin unless a rule names it", () => {
    const site = "https://keel.example";
    expect(isNavigationAllowed("/dashboard", site, rules)).toBe(true);
    expect(isNavigationAllowed("https://keel.example/boats", site, rules)).toBe(true);
    expect(isNavigationAllowed("https://status.keel.example/incidents", site, rules)).toBe(true);
    expect(isNavigationAllowed("https://evil.example/", site, rules)).toBe(false);
    expect(isNavigationAllowed("//evil.example/", site, rules)).toBe(false);
  });
});
