import { describe, expect, it } from "vitest";
import { negotiateLocale } from "./locale-negotiation.ts";
import { isSiteFilePath } from "./seo-paths.ts";

describe("isSiteFilePath", () => {
  it("recognises robots.txt, the sitemap index and its chunks, at the root only", () => {
    for (const path of [
      "/robots.txt",
      "/sitemap.xml",
      "/sitemaps/pages.xml",
      "/sitemaps/boats-12.xml",
      "/i18n/fr.0123456789abcdef.json",
      "/icons/lucide.json",
    ])
      expect(isSiteFilePath(path), path).toBe(true);
    for (const path of [
      "/fr/robots.txt",
      "/fr/icons/lucide.json",
      "/sitemaps/",
      "/sitemaps/a/b.xml",
      "/partners",
      "/sitemap.xml/x",
      "/fr/i18n/fr.0123456789abcdef.json",
    ])
      expect(isSiteFilePath(path), path).toBe(false);
  });
});

describe("locale negotiation of the site files", () => {
  it("serves them as addressed even to a French browser with a French cookie", () => {
    // A French visitor's page fetches /i18n/fr.{hash}.json: sent to /fr/i18n/…, it was a 404 and no hydration.
    for (const pathname of [
      "/robots.txt",
      "/sitemap.xml",
      "/sitemaps/boats-1.xml",
      "/i18n/fr.0123456789abcdef.json",
    ]) {
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

  it("still sends an unprefixed page to the visitor's language", () => {
    expect(
      negotiateLocale({
        pathname: "/partners",
        search: "",
        cookieLocale: null,
        acceptLanguage: "fr-FR",
        isDocumentGet: true,
      }),
    ).toEqual({ kind: "redirect", location: "/fr/partners" });
  });
});
