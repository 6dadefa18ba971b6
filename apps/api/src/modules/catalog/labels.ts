import type { TTranslatedLabels } from "@keel/contracts/catalog";
import type { Locale } from "@keel/contracts/locales";

/** Reference-list rows carry one label column per locale (nameEnUs … nameEs). */
export interface Labelled {
  nameEnUs: string | null;
  nameEnGb: string | null;
  nameFr: string | null;
  nameIt: string | null;
  nameEs: string | null;
}

const COLUMN: Record<Locale, keyof Labelled> = {
  "en-US": "nameEnUs",
  "en-GB": "nameEnGb",
  fr: "nameFr",
  it: "nameIt",
  es: "nameEs",
};

/** The five label columns, in locale order. */
export const LABEL_COLUMNS = Object.values(COLUMN) as readonly (keyof TTranslatedLabels)[];

/** The column holding the label of a locale. */
export const labelColumn = (locale: Locale): keyof TTranslatedLabels => COLUMN[locale];

/**
 * The label in the caller's locale, falling back to en-US when that one is missing or blank (rows written
 * outside the API may hold empty strings); null when the row is absent (left join).
 */
export function labelIn(row: Labelled, locale: Locale): string | null {
  const label = row[COLUMN[locale]];
  return label?.trim() ? label : row.nameEnUs;
}

/** The five labels of a row, as the contracts name them. */
export function labelsOf(row: TTranslatedLabels): TTranslatedLabels {
  return {
    nameEnUs: row.nameEnUs,
    nameEnGb: row.nameEnGb,
    nameFr: row.nameFr,
    nameIt: row.nameIt,
    nameEs: row.nameEs,
  };
}
