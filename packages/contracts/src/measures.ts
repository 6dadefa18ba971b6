import type { Locale } from "./locales.ts";

/**
 * Measures in the reader's unit system, one system per reader: stored values are metric (metres, kilograms,
 * litres); en-US reads feet, pounds and US gallons, every other locale metric. The boat page and the PDF
 * brochure both format through these, so a reader never sees feet beside kilograms.
 */
export const usesImperial = (locale: Locale): boolean => locale === "en-US";

const POUNDS_PER_KG = 2.204_622_62;
const LITRES_PER_US_GALLON = 3.785_411_784;
const METRES_PER_FOOT = 0.3048;

const formats = new Map<string, Intl.NumberFormat>();
function unitFormat(locale: Locale, unit: string, digits: number): Intl.NumberFormat {
  const key = `${locale}:${unit}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "unit",
      unit,
      unitDisplay: "short",
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format;
}

/** A boat's length overall: whole feet in en-US ("40 ft"), metres to the decimetre elsewhere. */
export function formatBoatLength(metres: number, locale: Locale): string {
  return usesImperial(locale)
    ? unitFormat(locale, "foot", 0).format(metres / METRES_PER_FOOT)
    : unitFormat(locale, "meter", 1).format(metres);
}

/** Short lengths (beam, draft) keep a decimal in feet too: 3.99 m is "13.1 ft". */
export function formatShortLength(metres: number, locale: Locale): string {
  return usesImperial(locale)
    ? unitFormat(locale, "foot", 1).format(metres / METRES_PER_FOOT)
    : unitFormat(locale, "meter", 1).format(metres);
}

export function formatWeight(kg: number, locale: Locale): string {
  return usesImperial(locale)
    ? unitFormat(locale, "pound", 0).format(Math.round(kg * POUNDS_PER_KG))
    : unitFormat(locale, "kilogram", 0).format(kg);
}

export function formatVolume(litres: number, locale: Locale): string {
  return usesImperial(locale)
    ? unitFormat(locale, "gallon", 0).format(Math.round(litres / LITRES_PER_US_GALLON))
    : unitFormat(locale, "liter", 0).format(litres);
}
