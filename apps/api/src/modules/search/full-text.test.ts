import { describe, expect, it } from "vitest";
import { keywordTokens } from "./full-text.ts";

describe("keywordTokens", () => {
  it.each([
    ["Bénéteau Océanis 40!", ["beneteau", "oceanis", "40"]],
    ["  ", []],
    ["'; DROP TABLE boats; --", ["drop", "table", "boats"]],
    ['"quoted" OR NEAR(a b) title:x*', ["quoted", "or", "near", "a", "b", "title", "x"]],
    ["Barco de pesca ñandú", ["barco", "de", "pesca", "nandu"]],
  ])("%j -> %j", (input, expected) => expect(keywordTokens(input)).toEqual(expected));

  it("keeps at most eight tokens of forty characters", () => {
    const tokens = keywordTokens(`${"a".repeat(100)} b c d e f g h i j`);
    expect(tokens).toHaveLength(8);
    expect(tokens[0]).toHaveLength(40);
  });
});
