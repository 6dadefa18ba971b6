import { describe, expect, it } from "vitest";
import { negotiateLocale } from "./locale-negotiation.ts";

const doc = { search: "", cookieLocale: null, acceptLanguage: null, isDocumentGet: true };

describe("negotiateLocale: route, then cookie, then Accept-Language", () => {
  it("serves a prefixed URL in its locale, whatever the cookie and browser say", () => {
    expect(
      negotiateLocale({ ...doc, pathname: "/fr/dashboard", cookieLocale: "es", acceptLanguage: "it" }),
    ).toEqual({
      kind: "serve",
      locale: "fr",
      isPrefixed: true,
    });
    expect(negotiateLocale({ ...doc, pathname: "/en-GB" })).toMatchObject({ kind: "serve", locale: "en-GB" });
  });

  it("sends an unprefixed visit to the cookie's locale before the browser's", () => {
    expect(
      negotiateLocale({
        ...doc,
        pathname: "/dashboard",
        search: "?team_id=2",
        cookieLocale: "es",
        acceptLanguage: "fr",
      }),
    ).toEqual({
      kind: "redirect",
      location: "/es/dashboard?team_id=2",
    });
  });

  it("keeps en-US when the cookie says so, even if the browser prefers French", () => {
    expect(
      negotiateLocale({ ...doc, pathname: "/", cookieLocale: "en-US", acceptLanguage: "fr-FR,fr;q=0.9" }),
    ).toEqual({
      kind: "serve",
      locale: "en-US",
      isPrefixed: false,
    });
  });

  it("uses Accept-Language without a cookie", () => {
    expect(negotiateLocale({ ...doc, pathname: "/", acceptLanguage: "it-IT,it;q=0.9,en;q=0.5" })).toEqual({
      kind: "redirect",
      location: "/it",
    });
    expect(negotiateLocale({ ...doc, pathname: "/x", acceptLanguage: "en-GB" })).toEqual({
      kind: "redirect",
      location: "/en-GB/x",
    });
  });

  it("ignores an unknown cookie value and falls back to the browser", () => {
    expect(negotiateLocale({ ...doc, pathname: "/", cookieLocale: "de", acceptLanguage: "es" })).toEqual({
      kind: "redirect",
      location: "/es",
    });
  });

  it("serves en-US when nothing says otherwise", () => {
    expect(negotiateLocale({ ...doc, pathname: "/" })).toMatchObject({ kind: "serve", locale: "en-US" });
    expect(negotiateLocale({ ...doc, pathname: "/", acceptLanguage: "de-DE,ja" })).toMatchObject({
      kind: "serve",
      locale: "en-US",
    });
  });

  it("never redirects data requests or form posts: the URL decides", () => {
    expect(
      negotiateLocale({ ...doc, pathname: "/dashboard", cookieLocale: "fr", isDocumentGet: false }),
    ).toEqual({
      kind: "serve",
      locale: "en-US",
      isPrefixed: false,
    });
  });

  it("records the switcher's ?lang= choice and drops the parameter", () => {
    expect(negotiateLocale({ ...doc, pathname: "/", search: "?lang=en-US", cookieLocale: "fr" })).toEqual({
      kind: "redirect",
      location: "/",
      rememberLocale: "en-US",
    });
    expect(negotiateLocale({ ...doc, pathname: "/it/dashboard", search: "?team_id=3&lang=it" })).toEqual({
      kind: "redirect",
      location: "/it/dashboard?team_id=3",
      rememberLocale: "it",
    });
    expect(negotiateLocale({ ...doc, pathname: "/", search: "?lang=xx" })).toEqual({
      kind: "redirect",
      location: "/",
    });
  });

  it("answers with the canonical spelling of a prefix", () => {
    expect(negotiateLocale({ ...doc, pathname: "/FR/dashboard" })).toEqual({
      kind: "redirect",
      location: "/fr/dashboard",
    });
    expect(negotiateLocale({ ...doc, pathname: "/en-gb" })).toEqual({ kind: "redirect", location: "/en-GB" });
  });

  it("does not take a path that merely starts like a locale for a prefix", () => {
    expect(negotiateLocale({ ...doc, pathname: "/french-boats" })).toMatchObject({
      kind: "serve",
      locale: "en-US",
    });
  });
});
