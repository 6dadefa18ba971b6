/**
 * Numbers as people type them into text fields, in their locale: "12,5" in French and "12.5" in English
 * both mean twelve and a half; "1 250 000", "1,250,000" and "1.250.000" (Italian) are all grouped. Inputs
 * are plain text (`inputMode="decimal"`), not `type="number"`, so a comma never makes the value vanish.
 */
import { numberFormat } from "#app/lib/intl.ts";

interface Separators {
  decimal: string;
  group: string;
}

const separatorCache = new Map<string, Separators>();

/** The decimal and grouping separators of a locale, per Intl. */
export function numberSeparators(locale: string): Separators {
  let separators = separatorCache.get(locale);
  if (!separators) {
    const parts = numberFormat(locale).formatToParts(1234567.5);
    separators = {
      decimal: parts.find((p) => p.type === "decimal")?.value ?? ".",
      group: parts.find((p) => p.type === "group")?.value ?? ",",
    };
    separatorCache.set(locale, separators);
  }
  return separators;
}

/**
 * The number in `text`: null when blank, NaN when it is not a number. Spaces and apostrophes are grouping;
 * when both "," and "." appear, the last one is the decimal point; a lone separator is grouping only when it
 * is the locale's grouping mark and every occurrence is followed by exactly three digits ("1,250" in en-US).
 */
export function parseDecimal(text: string, locale: string): number | null {
  let value = text.trim();
  if (value === "") return null;
  value = value.replace(/[\s\u00a0\u202f'’]/g, "").replace(/^\u2212/, "-");
  const commas = value.split(",").length - 1;
  const dots = value.split(".").length - 1;
  if (commas > 0 && dots > 0) {
    const decimal = value.lastIndexOf(",") > value.lastIndexOf(".") ? "," : ".";
    const group = decimal === "," ? "." : ",";
    if (value.split(decimal).length - 1 > 1) return Number.NaN;
    value = value.replaceAll(group, "").replace(decimal, ".");
  } else if (commas + dots > 0) {
    const mark = commas > 0 ? "," : ".";
    const isGrouping =
      numberSeparators(locale).group === mark && new RegExp(`^-?\\d{1,3}(\\${mark}\\d{3})+$`).test(value);
    if (isGrouping) value = value.replaceAll(mark, "");
    else if (commas + dots === 1) value = value.replace(mark, ".");
    else return Number.NaN;
  }
  if (!/^-?\d+(\.\d+)?$/.test(value) && !/^-?\.\d+$/.test(value)) return Number.NaN;
  return Number(value);
}

/** A number as an input shows it: the locale's decimal mark, no grouping, at most `maxDigits` decimals. */
export function formatDecimal(value: number, locale: string, maxDigits = 2): string {
  return numberFormat(locale, { useGrouping: false, maximumFractionDigits: maxDigits }).format(value);
}
