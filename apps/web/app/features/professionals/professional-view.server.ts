/**
 * A professional as the pages show it: the API's summary plus its place, languages and membership date in
 * words of the page's language. Named on the server so the server's HTML and the hydrated page agree
 * (directory-labels.server.ts says why).
 */
import type { Locale } from "@keel/contracts/locales";
import type { TProfessionalSummary } from "@keel/contracts/professionals";
import { languageName } from "#app/features/directory/index.server.ts";
import { formatCountry } from "#app/lib/format.ts";
import { dateTimeFormat, listFormat } from "#app/lib/intl.ts";
import type { ProfessionalLabels } from "./professional-labels.ts";

export function formatMonthYear(iso: string, locale: Locale): string {
  const format = dateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

export function professionalLabels(professional: TProfessionalSummary, locale: Locale): ProfessionalLabels {
  const languages = professional.spokenLanguages.map((code) => languageName(code, locale));
  return {
    place: [professional.city, formatCountry(professional.country, locale)].filter(Boolean).join(", "),
    languages,
    languageList: listFormat(locale, { type: "conjunction" }).format(languages),
    memberSince: formatMonthYear(professional.memberSince, locale),
  };
}
