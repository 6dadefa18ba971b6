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

/** The label in the caller's locale, falling back to en-US; null when the row is absent (left join). */
export function labelIn(row: Labelled, locale: Locale): string | null {
  return row[COLUMN[locale]] ?? row.nameEnUs;
}
