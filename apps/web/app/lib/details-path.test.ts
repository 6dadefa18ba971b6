import { describe, expect, it } from "vitest";
import { isEnglishDetailsPath } from "./details-path.ts";
import { negotiateLocale } from "./locale-negotiation.ts";

describe("/{lang}/details/{id} in English (US)", () => {
  it("recognises /en/ and /en-US/ detail paths only", () => {
    expect(isEnglishDetailsPath("/en/details/123")).toBe(true);
    expect(isEnglishDetailsPath("/en-US/details/123")).toBe(true);
    expect(isEnglishDetailsPath("/EN-us/details/123/")).toBe(true);
    expect(isEnglishDetailsPath("/en/details")).toBe(false);
    expect(isEnglishDetailsPath("/en/boats/x")).toBe(false);
    expect(isEnglishDetailsPath("/de/details/123")).toBe(false);
    expect(isEnglishDetailsPath("/fr/details/123")).toBe(false);
  });

  it("serves them in en-US even to a French browser with a French cookie", () => {
    for (const pathname of ["/en/details/12", "/en-US/details/12"]) {
      expect(
        negotiateLocale({
          pathname,
          search: "",
          cookieLocale: "fr",
          acceptLanguage: "fr-FR,fr;q=0.9",
          isDocumentGet: true,
        }),
      ).toEqual({ kind: "serve", locale: "en-US", isPrefixed: true });
    }
  });

  it("still sends an unprefixed /details/{id} to the visitor's language on a first visit", () => {
    expect(
      negotiateLocale({
        pathname: "/details/12",
        search: "",
        cookieLocale: null,
        acceptLanguage: "it-IT",
        isDocumentGet: true,
      }),
    ).toEqual({ kind: "redirect", location: "/it/details/12" });
  });
});
