import { LOCALES } from "@keel/contracts/locales";
import { describe, expect, it } from "vitest";
import { messageKeys, translate } from "./messages.ts";

/** Every placeholder any message uses, so each one formats. */
const VALUES = {
  name: "Ana",
  count: 2,
  seconds: 30,
  method: "GET",
  path: "/x",
  ok: 3,
  failed: 1,
  limit: 30,
  teams: "A",
  email: "a@b.c",
  team: "T",
  boat: "B",
  currency: "EUR",
  interval: "month",
  date: "1 May 2027",
  max: 20,
  search: "Catamarans",
  items: "x",
  total: 3,
  news: 2,
  drops: 1,
  refused: 1,
  withdrawn: 1,
  unchanged: 40,
  updated: 2,
  created: 3,
  source: "Stock feed",
  percent: 8,
  old: "€ 130,000",
  price: "€ 120,000",
  factor: 2,
};

describe("API texts", () => {
  it("formats every message in every locale", () => {
    for (const locale of LOCALES) {
      for (const key of messageKeys) {
        expect(() => translate(locale, key, VALUES)).not.toThrow();
      }
    }
  });

  it("translates rather than copies English", () => {
    for (const key of messageKeys) {
      expect(translate("fr", key, VALUES)).not.toBe(translate("en-US", key, VALUES));
    }
  });

  it("handles plurals", () => {
    expect(translate("en-US", "auth.sessionsRevoked", { count: 1 })).toBe("1 other session signed out.");
    expect(translate("fr", "auth.sessionsRevoked", { count: 3 })).toBe("3 autres sessions déconnectées.");
  });
});
