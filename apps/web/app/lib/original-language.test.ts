import { describe, expect, it } from "vitest";
import { otherLanguageName } from "./original-language.ts";

describe("otherLanguageName", () => {
  it("names a text's language in the reader's words, and nothing for the reader's own language", () => {
    expect(otherLanguageName("fr", "en-US")).toBe("French");
    expect(otherLanguageName("fr", "it")).toBe("francese");
    expect(otherLanguageName("en-US", "es")).toBe("inglés");
    expect(otherLanguageName("en-US", "en-GB")).toBeNull();
    expect(otherLanguageName("it", "it")).toBeNull();
  });
});
