import { ZPublicBoat } from "@keel/contracts/public-boat";
import { describe, expect, it } from "vitest";
import {
  boatPath,
  boatPreviewMeta,
  breadcrumbJsonLd,
  itemCondition,
  itemListJsonLd,
  photoVariant,
  plainExcerpt,
  productJsonLd,
} from "./boat-seo.ts";
import { buildMeta, type SiteMeta } from "./meta.ts";
import { imageFixture, publicBoatFixture } from "./public-boat.fixture.ts";

const site: SiteMeta = {
  brand: "Keel",
  publicAppUrl: "https://keel.example",
  locale: "fr",
  defaultTitle: "Bateaux",
  defaultDescription: "Défaut",
  keywords: "Keel, boats",
};

describe("fixture", () => {
  it("is a valid public boat", () => {
    expect(ZPublicBoat.safeParse(publicBoatFixture()).success).toBe(true);
  });
});

describe("productJsonLd", () => {
  it("describes the boat as a Product with an Offer in major units, its condition and seller", () => {
    const ld = productJsonLd(publicBoatFixture(), { site, locale: "fr" });
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Beneteau Oceanis 40",
      url: "https://keel.example/fr/boats/beneteau-oceanis-40-42",
      sku: "KEEL-42",
      brand: { "@type": "Brand", name: "Beneteau" },
      model: "Oceanis 40",
      itemCondition: "https://schema.org/UsedCondition",
      image: [
        "https://keel.example/media/boats/main-1024.webp",
        "https://keel.example/media/boats/saloon-1024.webp",
      ],
      offers: {
        "@type": "Offer",
        price: 125000,
        priceCurrency: "EUR",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/UsedCondition",
        priceSpecification: { valueAddedTaxIncluded: true },
        seller: {
          "@type": "Organization",
          name: "Riviera Yachts",
          url: "https://keel.example/fr/professionals/riviera-yachts",
        },
      },
    });
    // Whitespace of the description is collapsed.
    expect(ld.description).toBe("A well kept cruiser. New sails in 2023, teak decks, three cabins.");
  });

  it("says under offer, new condition, and leaves the price out when it is on request", () => {
    const ld = productJsonLd(
      publicBoatFixture({
        status: "under_offer",
        isPriceOnRequest: true,
        condition: { code: "new", label: "New" },
        photos: [],
      }),
      { site, locale: "en-US" },
    );
    const offer = ld.offers as Record<string, unknown>;
    expect(offer.availability).toBe("https://schema.org/LimitedAvailability");
    expect(offer.itemCondition).toBe("https://schema.org/NewCondition");
    expect(offer).not.toHaveProperty("price");
    expect(ld).not.toHaveProperty("image");
    expect(ld.url).toBe("https://keel.example/boats/beneteau-oceanis-40-42");
  });

  it("uses the currency's own minor unit", () => {
    const ld = productJsonLd(publicBoatFixture({ price: { amount: 15_000_000, currency: "JPY" } }), {
      site,
      locale: "fr",
    });
    expect((ld.offers as Record<string, unknown>).price).toBe(15_000_000);
  });

  it("maps condition codes to schema.org conditions", () => {
    expect(itemCondition("new")).toBe("https://schema.org/NewCondition");
    expect(itemCondition("refitted")).toBe("https://schema.org/UsedCondition");
    expect(itemCondition("mystery")).toBeUndefined();
    expect(itemCondition(null)).toBeUndefined();
  });
});

describe("breadcrumbJsonLd and itemListJsonLd", () => {
  it("lists the crumbs with absolute URLs, the last one without", () => {
    expect(
      breadcrumbJsonLd(
        [{ name: "Accueil", path: "/fr" }, { name: "Bateaux", path: "/fr/boats" }, { name: "Oceanis" }],
        site,
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Accueil", item: "https://keel.example/fr" },
        { "@type": "ListItem", position: 2, name: "Bateaux", item: "https://keel.example/fr/boats" },
        { "@type": "ListItem", position: 3, name: "Oceanis" },
      ],
    });
  });

  it("numbers the results from the page's offset", () => {
    const ld = itemListJsonLd(
      [
        { slug: "a-1", title: "A" },
        { slug: "b-2", title: "B" },
      ],
      { site, locale: "it", offset: 24 },
    );
    expect(ld.numberOfItems).toBe(2);
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 25, url: "https://keel.example/it/boats/a-1", name: "A" },
      { "@type": "ListItem", position: 26, url: "https://keel.example/it/boats/b-2", name: "B" },
    ]);
  });
});

describe("a boat page's meta", () => {
  // What the loader builds (boatPreviewMeta) as `extra`, and what the route's meta makes of it in the browser.
  const boatMeta = (page: Parameters<typeof boatPreviewMeta>[1] & { slug: string }) =>
    buildMeta(
      site,
      { title: page.title, description: page.description, extra: boatPreviewMeta(site, page) },
      boatPath(page.slug, site.locale),
    );

  it("points canonical, og:url and hreflang to /boats/{slug} and adds the photo preview, with no JSON-LD (in the body)", () => {
    const image = photoVariant(imageFixture("main"))!;
    const meta = boatMeta({
      slug: "beneteau-oceanis-40-42",
      title: "Beneteau Oceanis 40",
      description: "Voilier 2008",
      image: { ...image, alt: "Beneteau" },
    });
    const find = (predicate: (d: Record<string, unknown>) => boolean) =>
      meta.map((d) => d as Record<string, unknown>).filter(predicate);
    expect(find((d) => d.rel === "canonical")[0]).toMatchObject({
      href: "https://keel.example/fr/boats/beneteau-oceanis-40-42",
    });
    expect(find((d) => d.rel === "alternate").map((d) => d.href)).toEqual([
      "https://keel.example/boats/beneteau-oceanis-40-42",
      "https://keel.example/en-GB/boats/beneteau-oceanis-40-42",
      "https://keel.example/fr/boats/beneteau-oceanis-40-42",
      "https://keel.example/it/boats/beneteau-oceanis-40-42",
      "https://keel.example/es/boats/beneteau-oceanis-40-42",
      "https://keel.example/boats/beneteau-oceanis-40-42",
    ]);
    expect(find((d) => d.property === "og:image")[0]?.content).toBe(
      "https://keel.example/media/boats/main-1024.webp",
    );
    expect(find((d) => d.property === "og:image:height")[0]?.content).toBe("768");
    expect(find((d) => d.name === "twitter:card")[0]?.content).toBe("summary_large_image");
    expect(meta).toContainEqual({ title: "Beneteau Oceanis 40 - Keel" });
    expect(find((d) => "script:ld+json" in d)).toHaveLength(0);
  });

  it("falls back to a small card without a photo", () => {
    const meta = boatMeta({ slug: "x-1", title: "X", description: "Y" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary" });
    expect(meta.some((d) => (d as Record<string, unknown>).property === "og:image")).toBe(false);
  });
});

describe("helpers", () => {
  it("picks the smallest WebP variant at least as wide as asked, or the largest", () => {
    expect(photoVariant(imageFixture("a"), 1024)?.url).toBe("/media/boats/a-1024.webp");
    expect(photoVariant(imageFixture("a"), 5000)?.url).toBe("/media/boats/a-1600.webp");
    expect(photoVariant({ ...imageFixture("a"), webp: [] })).toBeNull();
  });

  it("cuts excerpts at a word boundary", () => {
    expect(plainExcerpt("short", 10)).toBe("short");
    expect(plainExcerpt("one two three four five six", 16)).toBe("one two three…");
  });
});
