/**
 * The brochure's words, from the API's texts files (`brochure.*`; en-GB overrides en-US where British words
 * differ: Draught, Heads). docs/decisions/039-texts.md.
 */
import { LOCALES, type Locale } from "@keel/contracts/locales";
import type enUS from "../../i18n/locales/en-US.json";
import { sectionOf } from "../../i18n/messages.ts";

export type BrochureTexts = {
  [K in keyof typeof enUS as K extends `brochure.${infer Name}`
    ? Name extends `${string}.${string}`
      ? never
      : Name
    : never]: string;
};

export const BROCHURE_TEXTS = Object.fromEntries(
  LOCALES.map((locale) => [locale, sectionOf(locale, "brochure.")]),
) as Record<Locale, BrochureTexts>;
