import { describe, expect, it } from "vitest";
import type { Locale } from "./locales.ts";
import { checkTexts, dropInherited, resolveTexts, resolveTextsAsync, type Texts } from "./texts.ts";

const stored: Record<Locale, Texts> = {
  "en-US": { color: "Color", boat: "Boat" },
  "en-GB": { color: "Colour" },
  fr: { color: "Couleur", boat: "Bateau" },
  it: { color: "Colore", boat: "Barca" },
  es: { color: "Color", boat: "Barco" },
};

describe("resolveTexts", () => {
  it("gives en-GB the en-US texts with its own overrides on top", () => {
    expect(resolveTexts("en-GB", (l) => stored[l])).toEqual({ color: "Colour", boat: "Boat" });
    expect(resolveTexts("fr", (l) => stored[l])).toEqual(stored.fr);
  });

  it("does the same for texts loaded asynchronously", async () => {
    expect(await resolveTextsAsync("en-GB", async (l) => stored[l])).toEqual({
      color: "Colour",
      boat: "Boat",
    });
  });
});

describe("dropInherited", () => {
  it("keeps only the values that differ from the base", () => {
    expect(dropInherited({ color: "Colour", boat: "Boat" }, stored["en-US"])).toEqual({ color: "Colour" });
  });
});

describe("checkTexts", () => {
  it("finds nothing in well-kept texts", () => {
    expect(checkTexts(stored, "en-US")).toEqual([]);
  });

  it("names each missing key, unknown key and en-GB value equal to en-US's", () => {
    const broken = {
      ...stored,
      "en-GB": { color: "Colour", boat: "Boat" },
      fr: { color: "Couleur", hull: "Coque" },
    };
    expect(checkTexts(broken, "en-US")).toEqual([
      { locale: "en-GB", key: "boat", problem: "same as base" },
      { locale: "fr", key: "hull", problem: "unknown" },
      { locale: "fr", key: "boat", problem: "missing" },
    ]);
  });
});
