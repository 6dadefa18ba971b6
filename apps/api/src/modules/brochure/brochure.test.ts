/**
 * The brochure as a reader gets it: its words and units read back with pdftotext, and its first page rendered
 * with pdftoppm and compared with a reference image per language, so a layout regression (overlapping lines,
 * a half-empty page, a missing glyph) fails. Refresh the references after an intended layout change with
 * `UPDATE_BROCHURE_REFERENCES=1 npx vitest run --project api apps/api/src/modules/brochure/brochure.test.ts`
 * and look at the new PNGs before committing them.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LOCALES, type Locale } from "@keel/contracts/locales";
import type { TPublicBoat } from "@keel/contracts/public-boat";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalDiskStorage } from "../media/storage.ts";
import { brochureKey, renderBrochure } from "./brochure.service.ts";

const REFERENCES = join(import.meta.dirname, "reference");
const UPDATE = process.env.UPDATE_BROCHURE_REFERENCES === "1";
/** Share of page-one pixels allowed to differ from the reference (anti-aliasing, encoder versions). */
const TOLERANCE = 0.005;

function boatFixture(): TPublicBoat {
  const photo = (name: string) => ({
    width: 1600,
    height: 1000,
    alt: name,
    avif: [],
    webp: [320, 1024].map((width) => ({ url: `/media/boats/${name}-${width}.webp`, width })),
  });
  return {
    id: 42,
    slug: "prestige-460-fly-42",
    reference: "KEEL-000042",
    status: "published",
    title: "Prestige 460 Fly — owner's version, très bien entretenu, à vendre à Saint-Tropez",
    description: [
      "Élégant flybridge de 14 mètres, entretenu chaque hiver par le chantier d'origine. Coque et œuvres vives refaites en 2023, sellerie extérieure neuve, électronique Raymarine Axiom récente.",
      "Three cabins with their own bathrooms, a galley down with a full-size fridge, a saloon with panoramic windows. Twin Volvo Penta IPS with 1,801 hours, serviced every year with invoices.",
      "Visite possible à Saint-Tropez sur rendez-vous ; essai en mer pour acheteur sérieux.",
    ].join("\n\n"),
    language: "fr",
    titleLanguage: "fr",
    knownDefects: null,
    boatType: { code: "flybridge", label: "Flybridge", category: "motor" },
    condition: { code: "used", label: "Used" },
    availability: { code: "available", label: "Available" },
    brand: { name: "Prestige", slug: "prestige" },
    model: "460 Fly",
    designer: null,
    boatName: null,
    yearBuilt: 2016,
    modelYear: null,
    lastRefitYear: 2023,
    hin: null,
    flag: "FR",
    builtIn: "FR",
    stockCode: null,
    price: { amount: 54_900_000, currency: "EUR" },
    originalPrice: null,
    isPriceOnRequest: false,
    isVatIncluded: true,
    vatStatus: "paid",
    vatCountry: "FR",
    location: { country: "FR", region: null, city: "Saint-Tropez", latitude: null, longitude: null },
    dimensions: {
      lengthM: 14.17,
      waterlineLengthM: null,
      beamM: 4.38,
      draftMinM: null,
      draftMaxM: 1.07,
      airDraftM: null,
      displacementKg: 14_500,
      dryWeightKg: null,
      ballastKg: null,
    },
    build: {
      hullMaterial: "grp",
      hullColour: null,
      hullShape: null,
      deckMaterial: null,
      keelType: null,
      steering: null,
      hasFlybridge: true,
    },
    propulsion: {
      engineCount: 2,
      engines: [1, 2].map(() => ({
        make: "Volvo Penta",
        model: "IPS 600",
        engineType: "inboard" as const,
        fuel: "diesel" as const,
        powerHp: 435,
        hours: 1801,
        year: 2016,
        propulsion: "pod" as const,
      })),
      hasGenerator: true,
      hasBowThruster: true,
      hasSternThruster: false,
    },
    performance: {
      cruisingSpeedKn: 24,
      maxSpeedKn: 31,
      rangeNm: null,
      fuelConsumptionLph: null,
      fuelTankL: 1400,
      waterTankL: 500,
      holdingTankL: null,
    },
    accommodation: { cabins: 3, berths: 6, bathrooms: 3, showers: null, passengers: 12 },
    equipment: [
      {
        type: "navigation",
        label: "Navigation",
        items: ["GPS", "Autopilot", "Radar", "Chartplotter"].map((label) => ({ code: label, label })),
      },
      {
        type: "comfort",
        label: "Comfort",
        items: ["Air conditioning", "Generator", "Teak cockpit"].map((label) => ({ code: label, label })),
      },
    ],
    features: ["Hull and antifouling redone in 2023", "Raymarine Axiom 12", "Joystick docking"],
    photos: ["main", "saloon", "cabin", "deck"].map((name, i) => ({
      id: i + 1,
      caption: null,
      image: photo(name),
    })),
    videoUrl: null,
    virtualTourUrl: null,
    seller: {
      teamId: 7,
      name: "Riviera Yachts",
      slug: "riviera-yachts",
      isVerified: true,
      memberSince: "2019-03-15T00:00:00.000Z",
      spokenLanguages: ["en", "fr", "it"],
      country: "FR",
      city: "Antibes",
      logoUrl: "/media/teams/logo-320.webp",
      publicBoats: 12,
    },
    publishedAt: "2026-10-01T00:00:00.000Z",
    lastConfirmedAt: "2026-11-20T00:00:00.000Z",
    updatedAt: "2026-11-20T00:00:00.000Z",
    availableLanguages: ["fr"],
    market: {
      firstPublishedAt: "2026-01-10T09:00:00.000Z",
      daysOnMarket: 12,
      priceHistory: [],
      reduction: null,
    },
  };
}

/** A photo drawn from shapes only (no text, so no system font changes it). */
const scene = (sky: string, sea: string, hull: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><rect width="1600" height="600" fill="${sky}"/><rect y="600" width="1600" height="400" fill="${sea}"/><path d="M400 560 L1200 560 L1100 700 L500 700 Z" fill="${hull}"/><rect x="650" y="470" width="300" height="90" fill="#f4f4f4"/></svg>`,
  );

let dir: string;
let storage: LocalDiskStorage;
const rendered = new Map<Locale, Buffer>();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "keel-brochure-"));
  storage = new LocalDiskStorage(dir);
  const colours: Record<string, [string, string, string]> = {
    main: ["#8ec5e8", "#1d5f8a", "#ffffff"],
    saloon: ["#e8d8c0", "#8a6a4a", "#f0f0f0"],
    cabin: ["#d8e0e8", "#50607a", "#c0a080"],
    deck: ["#a0d0f0", "#2a7aa0", "#e0e0e0"],
  };
  for (const [name, [sky, sea, hull]] of Object.entries(colours)) {
    const webp = await sharp(scene(sky, sea, hull))
      .webp({ quality: 80 })
      .toBuffer();
    for (const width of [320, 1024]) await storage.put(`boats/${name}-${width}.webp`, webp);
  }
  const logo = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160"><circle cx="80" cy="80" r="70" fill="#0b5f7a"/><rect x="170" y="50" width="130" height="60" fill="#d4a017"/></svg>`,
    ),
  )
    .webp()
    .toBuffer();
  await storage.put("teams/logo-320.webp", logo);
  for (const locale of LOCALES) {
    rendered.set(
      locale,
      await renderBrochure(storage, boatFixture(), locale, {
        brandName: "Keel",
        boatUrl: `https://keel.example/boats/prestige-460-fly-42?lang=${locale}`,
        generatedAt: new Date("2026-11-25T09:00:00Z"),
      }),
    );
  }
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function pdfTool(tool: "pdftotext" | "pdftoppm", args: string[], pdf: Buffer): Buffer {
  const path = `/usr/bin/${tool}`;
  if (!existsSync(path))
    throw new Error(`${tool} is missing: install Debian's poppler-utils (npm test does).`);
  const input = join(dir, `in-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(input, pdf);
  // pdftotext writes to stdout when told "-"; pdftoppm when given no output root.
  const output = tool === "pdftotext" ? [input, "-"] : [input];
  return execFileSync(path, [...args, ...output], { maxBuffer: 64 * 1024 * 1024 });
}

const textOf = (locale: Locale) =>
  pdfTool("pdftotext", ["-layout"], rendered.get(locale)!)
    .toString("utf8")
    .replace(/[\u00a0\u202f\u2009]/g, " ");

describe("the brochure's words and units", () => {
  it("reads in one unit system: feet, pounds and gallons in en-US, metric elsewhere", () => {
    const us = textOf("en-US");
    expect(us).toContain("46 ft");
    expect(us).toContain("31,967 lb");
    expect(us).toContain("370 gal");
    for (const metric of ["14.2 m", "4.4 m", "14,500 kg", "1,400 L", "1,400 l"])
      expect(us).not.toContain(metric);
    const gb = textOf("en-GB");
    expect(gb).toContain("14.2 m");
    expect(gb).toContain("14,500 kg");
    expect(gb).not.toMatch(/\d (ft|lb|gal)\b/);
  });

  it("writes power and hours in the reader's language, with every glyph printed", () => {
    const fr = textOf("fr");
    expect(fr).toContain("435 ch");
    expect(fr).toContain("1 801 heures");
    expect(fr).not.toMatch(/\d hp\b/);
    expect(fr).toContain("Élégant flybridge");
    expect(fr).toContain("œuvres vives");
    expect(textOf("it")).toContain("435 CV");
    expect(textOf("es")).toContain("1801 horas");
  });

  it("puts the VAT terms on their own line under the price, and the seller's card with the link", () => {
    const lines = textOf("fr")
      .split("\n")
      .map((l) => l.trim());
    const price = lines.findIndex((l) => l.startsWith("549 000 €"));
    expect(price).toBeGreaterThan(0);
    expect(lines[price]).toBe("549 000 €");
    expect(lines[price + 1]).toBe("TVA incluse · TVA payée");
    const text = textOf("fr");
    expect(text).toContain("Riviera Yachts");
    expect(text).toContain("Membre depuis 2019");
    expect(text).toContain("https://keel.example/boats/prestige-460-fly-42?lang=fr");
    expect(text).toContain("Brochure générée le 25 novembre 2026");
  });

  it("fills its pages: two at most for this boat, the description starting on page one's flow", () => {
    for (const locale of LOCALES) {
      const pages = textOf(locale)
        .split("\f")
        .filter((p) => p.trim() !== "");
      expect(pages.length, locale).toBeLessThanOrEqual(2);
      // The last page carries more than a footer: description, equipment or the seller's card.
      expect(pages.at(-1)!.trim().split("\n").length, locale).toBeGreaterThan(10);
    }
  });

  it("embeds its font instead of relying on the 14 standard PDF fonts", () => {
    const pdf = rendered.get("fr")!.toString("latin1");
    expect(pdf).toContain("/FontFile2");
    expect(pdf).toMatch(/DejaVuSans/);
    expect(pdf).not.toContain("/BaseFont /Helvetica");
  });
});

describe("the brochure's first page", () => {
  it.each(LOCALES)("matches its reference image in %s", (locale) => {
    const png = pdfTool(
      "pdftoppm",
      ["-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile"],
      rendered.get(locale)!,
    );
    const reference = join(REFERENCES, `page1-${locale.toLowerCase()}.png`);
    if (UPDATE) {
      writeFileSync(reference, png);
      return;
    }
    expect(existsSync(reference), `no reference image ${reference}: see this file's header`).toBe(true);
    const actual = PNG.sync.read(png);
    const expected = PNG.sync.read(readFileSync(reference));
    expect([actual.width, actual.height]).toEqual([expected.width, expected.height]);
    const different = pixelmatch(actual.data, expected.data, null, actual.width, actual.height, {
      threshold: 0.1,
    });
    expect(different / (actual.width * actual.height)).toBeLessThan(TOLERANCE);
  });
});

describe("brochure keys", () => {
  it("keys a brochure by boat, language and version", () => {
    const key = brochureKey({ id: 7, updatedAt: "2026-11-01T00:00:00.000Z" }, "fr");
    expect(key).toMatch(/^brochures\/7-fr-[0-9a-f]{12}\.pdf$/);
    expect(brochureKey({ id: 7, updatedAt: "2026-11-02T00:00:00.000Z" }, "fr")).not.toBe(key);
    expect(brochureKey({ id: 7, updatedAt: "2026-11-01T00:00:00.000Z" }, "it")).not.toBe(key);
  });
});
