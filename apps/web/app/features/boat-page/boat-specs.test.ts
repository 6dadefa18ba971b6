import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locale } from "@keel/contracts/locales";
import { formatShortLength, formatVolume, formatWeight } from "@keel/contracts/measures";
import { resolveTexts } from "@keel/contracts/texts";
import { describe, expect, it } from "vitest";
import { createTranslator, type Messages } from "#app/lib/i18n.ts";
import { publicBoatFixture } from "#app/lib/public-boat.fixture.ts";
import { formatConsumption, keyFacts, specGroups } from "./boat-specs.ts";

const translator = (locale: Locale) =>
  createTranslator({
    locale,
    brand: "Keel",
    messages: resolveTexts(
      locale,
      (l) =>
        JSON.parse(readFileSync(join(import.meta.dirname, `../../locales/${l}.json`), "utf8")) as Messages,
    ),
  });
/** Spaces as Intl writes them (narrow and non-breaking) read as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const rowValue = (rows: { label: string; value: string }[], label: string) =>
  plain(rows.find((r) => r.label === label)?.value ?? "");

describe("units by locale", () => {
  it("shows feet, pounds and US gallons in en-US, metres, kilograms and litres elsewhere", () => {
    expect(plain(formatShortLength(3.99, "en-US"))).toBe("13.1 ft");
    expect(plain(formatShortLength(3.99, "fr"))).toBe("4 m");
    expect(plain(formatShortLength(1.95, "it"))).toBe("2 m");
    expect(plain(formatWeight(8500, "en-US"))).toBe("18,739 lb");
    expect(plain(formatWeight(8500, "fr"))).toBe("8 500 kg");
    expect(plain(formatVolume(200, "en-US"))).toBe("53 gal");
    expect(plain(formatVolume(200, "en-GB"))).toBe("200 l");
    expect(plain(formatVolume(200, "es"))).toBe("200 l");
    expect(formatConsumption(37.85, "en-US", translator("en-US"))).toBe("10 gal/h");
    expect(formatConsumption(12.5, "fr", translator("fr"))).toBe("12,5 l/h");
  });
});

describe("specGroups", () => {
  it("groups every known spec, labelled and formatted in the page's language", () => {
    const groups = specGroups(publicBoatFixture(), translator("fr"), "fr");
    expect(groups.map((g) => g.key)).toEqual([
      "dimensions",
      "engines",
      "accommodation",
      "build",
      "performance",
    ]);
    const [dimensions, engines, accommodation, build, performance] = groups;
    expect(dimensions!.title).toBe("Dimensions et poids");
    expect(rowValue(dimensions!.rows, "Longueur hors tout")).toBe("12,2 m");
    expect(rowValue(dimensions!.rows, "Déplacement")).toBe("8 500 kg");
    expect(engines!.subgroups?.[0]?.rows).toEqual(
      expect.arrayContaining([
        { label: "Carburant", value: "Diesel" },
        { label: "Puissance", value: "54 ch" },
      ]),
    );
    expect(rowValue(engines!.rows, "Propulseur d’étrave")).toBe("Oui");
    expect(rowValue(accommodation!.rows, "Cabines")).toBe("3");
    expect(build!.rows.some((r) => r.value === "Finot")).toBe(true);
    expect(performance!.rows.some((r) => plain(r.value) === "7 nœuds")).toBe(true);
    expect(performance!.rows.some((r) => plain(r.value) === "200 l")).toBe(true);
  });

  it("shows coded build values as labels in the reader's language, and free text as the seller wrote it", () => {
    const boat = publicBoatFixture();
    const coded = {
      ...boat,
      build: {
        ...boat.build,
        hullColour: "navy",
        hullShape: "planing",
        deckMaterial: "teak",
        steering: "twin_wheel",
      },
    };
    const rows = (locale: Locale) =>
      specGroups(coded, translator(locale), locale).find((g) => g.key === "build")!.rows;
    const fr = rows("fr");
    expect(rowValue(fr, "Couleur de coque")).toBe("Bleu marine");
    expect(rowValue(fr, "Forme de carène")).toBe("Carène planante");
    expect(rowValue(fr, "Matériau du pont")).toBe("Teck");
    expect(rowValue(fr, "Système de barre")).toBe("Double barre à roue");
    const gb = rows("en-GB");
    expect(rowValue(gb, "Hull colour")).toBe("Navy blue");
    // A deck of a hull material reads as that material; text the seller typed stays as typed.
    const other = { ...coded, build: { ...coded.build, deckMaterial: "grp", hullColour: "Bleu Majorelle" } };
    const mixed = specGroups(other, translator("it"), "it").find((g) => g.key === "build")!.rows;
    expect(mixed.map((r) => r.value)).toEqual(expect.arrayContaining(["Vetroresina", "Bleu Majorelle"]));
  });

  it("uses feet and US units in en-US and leaves out empty groups", () => {
    const boat = publicBoatFixture({
      performance: {
        cruisingSpeedKn: null,
        maxSpeedKn: null,
        rangeNm: null,
        fuelConsumptionLph: null,
        fuelTankL: null,
        waterTankL: null,
        holdingTankL: null,
      },
    });
    const groups = specGroups(boat, translator("en-US"), "en-US");
    expect(groups.map((g) => g.key)).not.toContain("performance");
    const dimensions = groups.find((g) => g.key === "dimensions")!;
    expect(rowValue(dimensions.rows, "Length overall")).toBe("40 ft");
    expect(rowValue(dimensions.rows, "Beam")).toBe("13.1 ft");
    expect(rowValue(dimensions.rows, "Displacement")).toBe("18,739 lb");
  });
});

describe("keyFacts", () => {
  it("sums the engines' power and gives the length in the locale's unit", () => {
    const facts = keyFacts(publicBoatFixture(), translator("en-US"), "en-US");
    expect(facts.map((f) => f.label)).toEqual([
      "Year built",
      "Length overall",
      "Type of boat",
      "Condition",
      "Cabins",
      "Berths",
      "Engines",
    ]);
    expect(rowValue(facts, "Engines")).toBe("1 engine, 54 hp");
    expect(rowValue(facts, "Length overall")).toBe("40 ft");
    expect(rowValue(keyFacts(publicBoatFixture(), translator("it"), "it"), "Lunghezza fuori tutto")).toBe(
      "12,2 m",
    );
  });
});
