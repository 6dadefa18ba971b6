import { describe, expect, it } from "vitest";
import { buildMeta, type SiteMeta } from "./meta.ts";

const site: SiteMeta = {
  brand: "Keel",
  publicAppUrl: "https://keel.example",
  locale: "fr",
  defaultTitle: "Bateaux à vendre",
  defaultDescription: "Achetez et vendez des bateaux.",
  keywords: "Keel, boats, bateaux, acheter, vendre, occasion",
};

const find = (meta: ReturnType<typeof buildMeta>, predicate: (d: Record<string, unknown>) => boolean) =>
  (meta as Record<string, unknown>[]).filter(predicate);

describe("buildMeta", () => {
  const meta = buildMeta(site, { title: "Connexion", description: "Gérez vos bateaux." }, "/fr/auth/login");

  it("titles the page '{title} - {brand}' and describes it", () => {
    expect(meta).toContainEqual({ title: "Connexion - Keel" });
    expect(meta).toContainEqual({ name: "description", content: "Gérez vos bateaux." });
    expect(meta).toContainEqual({ name: "keywords", content: site.keywords });
  });

  it("falls back to the default title and description", () => {
    const defaults = buildMeta(site, undefined, "/fr");
    expect(defaults).toContainEqual({ title: "Bateaux à vendre - Keel" });
    expect(defaults).toContainEqual({ name: "description", content: "Achetez et vendez des bateaux." });
  });

  it("has Open Graph with type website and the public URL", () => {
    expect(meta).toContainEqual({ property: "og:type", content: "website" });
    expect(meta).toContainEqual({ property: "og:url", content: "https://keel.example/fr/auth/login" });
    expect(meta).toContainEqual({ property: "og:title", content: "Connexion - Keel" });
    expect(meta).toContainEqual({ property: "og:description", content: "Gérez vos bateaux." });
    expect(meta).toContainEqual({ property: "og:locale", content: "fr_FR" });
  });

  it("links the canonical URL and the page in every locale, plus x-default", () => {
    expect(find(meta, (d) => d.rel === "canonical")).toEqual([
      { tagName: "link", rel: "canonical", href: "https://keel.example/fr/auth/login" },
    ]);
    const alternates = find(meta, (d) => d.rel === "alternate").map((d) => [d.hrefLang, d.href]);
    expect(alternates).toEqual([
      ["en-US", "https://keel.example/auth/login"],
      ["en-GB", "https://keel.example/en-GB/auth/login"],
      ["fr", "https://keel.example/fr/auth/login"],
      ["it", "https://keel.example/it/auth/login"],
      ["es", "https://keel.example/es/auth/login"],
      ["x-default", "https://keel.example/auth/login"],
    ]);
  });

  it("gives the home page clean URLs and ignores a trailing slash", () => {
    const home = buildMeta({ ...site, locale: "en-US" }, undefined, "/");
    expect(home).toContainEqual({ tagName: "link", rel: "canonical", href: "https://keel.example/" });
    const fr = buildMeta(site, undefined, "/fr/");
    expect(fr).toContainEqual({ tagName: "link", rel: "canonical", href: "https://keel.example/fr" });
    expect(find(fr, (d) => d.hrefLang === "it")).toEqual([
      { tagName: "link", rel: "alternate", hrefLang: "it", href: "https://keel.example/it" },
    ]);
  });

  it("keeps private and error pages out of search indexes only when asked", () => {
    expect(find(meta, (d) => d.name === "robots")).toEqual([]);
    expect(buildMeta(site, { noIndex: true }, "/fr/dashboard")).toContainEqual({
      name: "robots",
      content: "noindex",
    });
  });
});
