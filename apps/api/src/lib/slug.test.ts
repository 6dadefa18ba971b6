import { describe, expect, it } from "vitest";
import { slugify, uniqueSlug } from "./slug.ts";

describe("slugify", () => {
  it.each([
    ["Île de Ré Yachts", "ile-de-re-yachts"],
    ["Beneteau Oceanis 40.1 (2019)", "beneteau-oceanis-40-1-2019"],
    ["Smith & Sons", "smith-and-sons"],
    ["  --  ", "item"],
    ["Ελληνικά", "item"],
  ])("%s -> %s", (input, expected) => expect(slugify(input)).toBe(expected));

  it("caps the length without a trailing hyphen", () => {
    expect(slugify("a ".repeat(100), 9)).toBe("a-a-a-a-a");
  });
});

describe("uniqueSlug", () => {
  it("adds the smallest free suffix", async () => {
    const taken = new Set(["riviera-yachts", "riviera-yachts-2"]);
    expect(await uniqueSlug("Riviera Yachts", async (s) => taken.has(s))).toBe("riviera-yachts-3");
    expect(await uniqueSlug("Other", async (s) => taken.has(s))).toBe("other");
  });
});
