import { LOCALES } from "@keel/contracts/locales";
import { describe, expect, it } from "vitest";
import { messageKeys, translate } from "./messages.ts";

describe("API message catalogue", () => {
  it("formats every message in every locale", () => {
    for (const locale of LOCALES) {
      for (const key of messageKeys) {
        expect(() =>
          translate(locale, key, { name: "Ana", count: 2, seconds: 30, method: "GET", path: "/x" }),
        ).not.toThrow();
      }
    }
  });

  it("translates rather than copies English", () => {
    for (const key of messageKeys) {
      const values = { name: "Ana", count: 2, seconds: 30, method: "GET", path: "/x" };
      expect(translate("fr", key, values)).not.toBe(translate("en-US", key, values));
    }
  });

  it("handles plurals", () => {
    expect(translate("en-US", "auth.sessionsRevoked", { count: 1 })).toBe("1 other session signed out.");
    expect(translate("fr", "auth.sessionsRevoked", { count: 3 })).toBe("3 autres sessions déconnectées.");
  });
});
