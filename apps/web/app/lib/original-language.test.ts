import { describe, expect, it, vi } from "vitest";
import { languageName, otherLanguageName } from "./original-language.ts";

describe("otherLanguageName", () => {
  it("names a text's language in the reader's words, and nothing for the reader's own language", () => {
    expect(otherLanguageName("fr", "en-US")).toBe("French");
    expect(otherLanguageName("fr", "it")).toBe("francese");
    expect(otherLanguageName("en-US", "es")).toBe("inglés");
    expect(otherLanguageName("en-US", "en-GB")).toBeNull();
    expect(otherLanguageName("it", "it")).toBeNull();
  });
});

describe("languageName", () => {
  it("names a language in the reader's words, and shows a code Intl cannot read as given", () => {
    expect(languageName("de", "fr")).toBe("allemand");
    expect(languageName("nl", "en-GB")).toBe("Dutch");
    expect(languageName("not a code!", "en-US")).toBe("not a code!");
  });

  it("asks Intl once per locale and code, however many pages name the language", () => {
    const of = vi.spyOn(Intl.DisplayNames.prototype, "of");
    try {
      for (let i = 0; i < 10; i += 1) {
        expect(languageName("pt", "it")).toBe("portoghese");
        expect(otherLanguageName("pt-BR", "it")).toBe("portoghese");
      }
      expect(of.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      of.mockRestore();
    }
  });
});
