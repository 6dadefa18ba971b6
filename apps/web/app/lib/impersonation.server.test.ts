import { describe, expect, it } from "vitest";
import { impersonationReturnTarget } from "./impersonation.server.ts";

describe("impersonationReturnTarget", () => {
  it("accepts back-office pages, in any locale", () => {
    expect(impersonationReturnTarget("/admin/users/12")).toBe("/admin/users/12");
    expect(impersonationReturnTarget("/fr/admin/users/12")).toBe("/fr/admin/users/12");
    expect(impersonationReturnTarget("/admin")).toBe("/admin");
  });

  it("refuses anything else: other pages, other sites, look-alikes", () => {
    expect(impersonationReturnTarget(null)).toBeNull();
    expect(impersonationReturnTarget("/dashboard")).toBeNull();
    expect(impersonationReturnTarget("/administrator")).toBeNull();
    expect(impersonationReturnTarget("//evil.example/admin")).toBeNull();
    expect(impersonationReturnTarget("https://evil.example/admin")).toBeNull();
    expect(impersonationReturnTarget("/\\evil.example/admin")).toBeNull();
  });
});
