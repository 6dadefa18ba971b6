import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "./safe-redirect.ts";

describe("safeRedirectTarget", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/fr/dashboard?team_id=3#boats", "/fr/dashboard?team_id=3#boats"],
    ["/admin/../dashboard", "/dashboard"],
    ["/", "/"],
  ])("keeps the same-site path %s", (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected);
  });

  it.each([
    "//evil.com",
    "//evil.com/dashboard",
    "https://evil.com",
    "http://keel.invalid/dashboard",
    "/\\evil.com",
    "\\\\evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,hi",
    "dashboard",
    " /dashboard",
    "",
  ])("refuses %j", (value) => {
    expect(safeRedirectTarget(value)).toBeNull();
  });

  it.each([null, undefined, 42, ["/dashboard"], new File([], "x")])("refuses a non-string %#", (value) => {
    expect(safeRedirectTarget(value)).toBeNull();
  });

  it("refuses absurdly long values", () => {
    expect(safeRedirectTarget(`/${"a".repeat(3000)}`)).toBeNull();
  });
});
