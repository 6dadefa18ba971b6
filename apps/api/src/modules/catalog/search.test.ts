import { describe, expect, it } from "vitest";
import { containsPattern } from "../../lib/word-match.ts";
import { rankByName, searchKey } from "./search.ts";

describe("searchKey", () => {
  it.each([
    ["Bénéteau", "beneteau"],
    ["  Sea-Ray ", "sea ray"],
    ["NAUTOR'S SWAN", "nautor s swan"],
    ["Ñautica Ébano", "nautica ebano"],
  ])("folds %j to %j", (text, key) => {
    expect(searchKey(text)).toBe(key);
  });
});

describe("rankByName", () => {
  const rows = ["Abeneteau", "Sea Bénéteau", "Bénéteau", "Jeanneau", "beneteau-yachts"].map((name) => ({
    name,
  }));

  it("puts names starting with the query first, then a word starting with it, then any match", () => {
    expect(rankByName(rows, "BENE", 10).map((r) => r.name)).toEqual([
      "Bénéteau",
      "beneteau-yachts",
      "Sea Bénéteau",
      "Abeneteau",
    ]);
  });

  it("lists every name alphabetically without a query, up to the limit", () => {
    expect(rankByName(rows, undefined, 3).map((r) => r.name)).toEqual([
      "Abeneteau",
      "Bénéteau",
      "beneteau-yachts",
    ]);
  });

  it("finds nothing for a query no name holds", () => {
    expect(rankByName(rows, "lagoon", 10)).toEqual([]);
  });
});

describe("containsPattern", () => {
  it("lower-cases and escapes LIKE wildcards so they match themselves", () => {
    expect(containsPattern("50% OFF_now\\".toLowerCase())).toBe("%50\\% off\\_now\\\\%");
  });
});
