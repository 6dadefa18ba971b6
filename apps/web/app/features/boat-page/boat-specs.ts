/**
 * A public boat's specifications as the detail page (and its key facts row) shows them: grouped, labelled
 * and formatted in the page's language and units. Stored units are metric (metres, kilograms, litres); en-US
 * reads feet, pounds and US gallons, every other locale metric (domain notes: feet for en-US, metres
 * elsewhere). Knots, nautical miles and horsepower are the trade's units everywhere, with local symbols.
 * Labels reuse the listing editor's text keys (editor.field.*), so seller and buyer read the same words.
 */
import {
  DECK_MATERIALS,
  HULL_COLOURS,
  HULL_MATERIALS,
  HULL_SHAPES,
  STEERING_TYPES,
} from "@keel/contracts/boat-codes";
import type { Locale } from "@keel/contracts/locales";
import { formatShortLength, formatVolume, formatWeight, usesImperial } from "@keel/contracts/measures";
import type { TPublicBoat } from "@keel/contracts/public-boat";
import { formatCountry, formatLength } from "#app/lib/format.ts";
import type { Translate } from "#app/lib/i18n.ts";
import { numberFormat } from "#app/lib/intl.ts";

const LITRES_PER_US_GALLON = 3.785_411_784;

export interface SpecRow {
  label: string;
  value: string;
}

export interface SpecGroup {
  key: "dimensions" | "engines" | "accommodation" | "build" | "performance";
  title: string;
  rows: SpecRow[];
  /** Engines: one sub-list per engine. */
  subgroups?: Array<{ title: string; rows: SpecRow[] }>;
}

/** Litres per hour, or US gallons per hour in en-US. */
export function formatConsumption(lph: number, locale: Locale, t: Translate): string {
  const number = numberFormat(locale, { maximumFractionDigits: 1 });
  return usesImperial(locale)
    ? t("boat.unit.gph", { value: number.format(lph / LITRES_PER_US_GALLON) })
    : t("boat.unit.lph", { value: number.format(lph) });
}

function rows(entries: Array<[string, string | null | undefined | false]>): SpecRow[] {
  return entries
    .filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "")
    .map(([label, value]) => ({ label, value }));
}

export function specGroups(boat: TPublicBoat, t: Translate, locale: Locale): SpecGroup[] {
  const number = numberFormat(locale, { maximumFractionDigits: 1 });
  const n = (value: number | null) => (value === null ? null : number.format(value));
  const len = (value: number | null) => (value === null ? null : formatShortLength(value, locale));
  const kg = (value: number | null) => (value === null ? null : formatWeight(value, locale));
  const litres = (value: number | null) => (value === null ? null : formatVolume(value, locale));
  const yes = (flag: boolean) => (flag ? t("boat.yes") : null);
  const country = (code: string | null) => (code ? formatCountry(code, locale) : null);
  const { dimensions: d, build: b, propulsion: p, performance: perf, accommodation: a } = boat;
  // A known code ("navy", "planing") in the reader's words; anything else as the seller wrote it.
  const coded = (value: string | null, ...lists: Array<[codes: readonly string[], prefix: string]>) => {
    if (value === null) return null;
    const list = lists.find(([codes]) => codes.includes(value));
    return list ? t(`${list[1]}.${value}`) : value;
  };

  const groups: SpecGroup[] = [
    {
      key: "dimensions",
      title: t("boat.section.dimensions"),
      rows: rows([
        [t("editor.field.lengthM"), d.lengthM === null ? null : formatLength(d.lengthM, locale)],
        [t("editor.field.waterlineLengthM"), len(d.waterlineLengthM)],
        [t("editor.field.beamM"), len(d.beamM)],
        [t("editor.field.draftMinM"), len(d.draftMinM)],
        [t("editor.field.draftMaxM"), len(d.draftMaxM)],
        [t("editor.field.airDraftM"), len(d.airDraftM)],
        [t("editor.field.displacementKg"), kg(d.displacementKg)],
        [t("editor.field.dryWeightKg"), kg(d.dryWeightKg)],
        [t("editor.field.ballastKg"), kg(d.ballastKg)],
      ]),
    },
    {
      key: "engines",
      title: t("boat.section.engines"),
      rows: rows([
        [
          t("boat.spec.engineCount"),
          p.engineCount > 0 ? t("editor.engines.count", { count: p.engineCount }) : null,
        ],
        [t("editor.field.hasGenerator"), yes(p.hasGenerator)],
        [t("editor.field.hasBowThruster"), yes(p.hasBowThruster)],
        [t("editor.field.hasSternThruster"), yes(p.hasSternThruster)],
      ]),
      subgroups: p.engines.map((engine, index) => ({
        title: t("editor.engines.engine", { number: index + 1 }),
        rows: rows([
          [t("editor.engine.make"), [engine.make, engine.model].filter(Boolean).join(" ") || null],
          [t("editor.engine.engineType"), engine.engineType && t(`editor.engineType.${engine.engineType}`)],
          [t("editor.engine.fuel"), engine.fuel && t(`editor.fuel.${engine.fuel}`)],
          [
            t("editor.engine.powerHp"),
            engine.powerHp === null ? null : t("boat.unit.hp", { value: n(engine.powerHp) }),
          ],
          [
            t("editor.engine.hours"),
            engine.hours === null ? null : t("boat.unit.hours", { value: n(engine.hours) }),
          ],
          [t("editor.engine.year"), engine.year === null ? null : String(engine.year)],
          [t("editor.engine.propulsion"), engine.propulsion && t(`editor.propulsion.${engine.propulsion}`)],
        ]),
      })),
    },
    {
      key: "accommodation",
      title: t("boat.section.accommodation"),
      rows: rows([
        [t("editor.field.cabins"), n(a.cabins)],
        [t("editor.field.berths"), n(a.berths)],
        [t("editor.field.bathrooms"), n(a.bathrooms)],
        [t("editor.field.showers"), n(a.showers)],
        [t("editor.field.passengers"), n(a.passengers)],
      ]),
    },
    {
      key: "build",
      title: t("boat.section.build"),
      rows: rows([
        [t("editor.field.brand"), boat.brand?.name],
        [t("editor.field.model"), boat.model],
        [t("editor.field.designer"), boat.designer],
        [t("editor.field.boatName"), boat.boatName],
        [t("editor.field.yearBuilt"), boat.yearBuilt === null ? null : String(boat.yearBuilt)],
        [t("editor.field.modelYear"), boat.modelYear === null ? null : String(boat.modelYear)],
        [t("editor.field.lastRefitYear"), boat.lastRefitYear === null ? null : String(boat.lastRefitYear)],
        [t("editor.field.builtIn"), country(boat.builtIn)],
        [t("editor.field.flag"), country(boat.flag)],
        [t("editor.field.hullMaterial"), b.hullMaterial && t(`editor.hullMaterial.${b.hullMaterial}`)],
        [t("editor.field.hullColour"), coded(b.hullColour, [HULL_COLOURS, "boat.hullColour"])],
        [t("editor.field.hullShape"), coded(b.hullShape, [HULL_SHAPES, "boat.hullShape"])],
        [
          t("editor.field.deckMaterial"),
          coded(
            b.deckMaterial,
            [HULL_MATERIALS, "editor.hullMaterial"],
            [DECK_MATERIALS, "boat.deckMaterial"],
          ),
        ],
        [t("editor.field.keelType"), b.keelType && t(`editor.keelType.${b.keelType}`)],
        [t("editor.field.steering"), coded(b.steering, [STEERING_TYPES, "boat.steering"])],
        [t("editor.field.hasFlybridge"), yes(b.hasFlybridge)],
        [t("editor.field.hin"), boat.hin],
        [t("boat.spec.reference"), boat.stockCode ?? boat.reference],
      ]),
    },
    {
      key: "performance",
      title: t("boat.section.performance"),
      rows: rows([
        [
          t("editor.field.cruisingSpeedKn"),
          perf.cruisingSpeedKn === null ? null : t("boat.unit.knots", { value: n(perf.cruisingSpeedKn) }),
        ],
        [
          t("editor.field.maxSpeedKn"),
          perf.maxSpeedKn === null ? null : t("boat.unit.knots", { value: n(perf.maxSpeedKn) }),
        ],
        [
          t("editor.field.rangeNm"),
          perf.rangeNm === null ? null : t("boat.unit.nm", { value: n(perf.rangeNm) }),
        ],
        [
          t("editor.field.fuelConsumptionLph"),
          perf.fuelConsumptionLph === null ? null : formatConsumption(perf.fuelConsumptionLph, locale, t),
        ],
        [t("editor.field.fuelTankL"), litres(perf.fuelTankL)],
        [t("editor.field.waterTankL"), litres(perf.waterTankL)],
        [t("editor.field.holdingTankL"), litres(perf.holdingTankL)],
      ]),
    },
  ];
  return groups.filter((group) => group.rows.length > 0 || (group.subgroups?.length ?? 0) > 0);
}

/** The short facts under the title: year, length, type, condition, cabins and berths, engines. */
export function keyFacts(boat: TPublicBoat, t: Translate, locale: Locale): SpecRow[] {
  const power = boat.propulsion.engines.reduce((sum, e) => sum + (e.powerHp ?? 0), 0);
  const engines = boat.propulsion.engineCount;
  return rows([
    [t("editor.field.yearBuilt"), boat.yearBuilt === null ? null : String(boat.yearBuilt)],
    [
      t("editor.field.lengthM"),
      boat.dimensions.lengthM === null ? null : formatLength(boat.dimensions.lengthM, locale),
    ],
    [t("editor.field.boatTypeId"), boat.boatType?.label],
    [t("editor.field.conditionId"), boat.condition?.label],
    [t("editor.field.cabins"), boat.accommodation.cabins === null ? null : String(boat.accommodation.cabins)],
    [t("editor.field.berths"), boat.accommodation.berths === null ? null : String(boat.accommodation.berths)],
    [
      t("boat.section.engines"),
      engines > 0
        ? power > 0
          ? t("boat.fact.engines", { count: engines, power: numberFormat(locale).format(power) })
          : t("editor.engines.count", { count: engines })
        : null,
    ],
  ]);
}
