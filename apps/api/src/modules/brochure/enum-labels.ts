import { LOCALES, type Locale } from "@keel/contracts/locales";
import { sectionOf } from "../../i18n/messages.ts";

const labels = (prefix: string) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, sectionOf(locale, prefix)])) as Record<
    Locale,
    Record<string, string>
  >;

/**
 * Fuel and hull material codes in words, for the brochure (the web app has its own in its texts files), from
 * the API's texts files (`brochure.fuel.<code>`, `brochure.hull.<code>`).
 */
export const FUEL_LABELS = labels("brochure.fuel.");

export const HULL_LABELS = labels("brochure.hull.");
