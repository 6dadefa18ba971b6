/**
 * The API's texts: the messages it puts in response bodies (`message`, `error.message`), which the web app
 * shows as toasts, and the texts of its e-mails and brochures. Translated into the five interface languages;
 * the caller's language comes from Accept-Language. One JSON texts file per locale in `./locales/`, en-GB
 * holding only its overrides of en-US (docs/decisions/039-texts.md).
 */
import { readFileSync } from "node:fs";
import { DEFAULT_LOCALE, LOCALES, type Locale, localeFromAcceptLanguage } from "@keel/contracts/locales";
import { resolveTexts, type Texts } from "@keel/contracts/texts";
import { IntlMessageFormat } from "intl-messageformat";

/** en-US, the reference texts: their keys are the only keys any locale may hold. */
import enUS from "./locales/en-US.json" with { type: "json" };

const readStored = (locale: Locale): Texts =>
  JSON.parse(readFileSync(new URL(`./locales/${locale}.json`, import.meta.url), "utf8")) as Texts;

/** Every locale's full texts, read once at start (en-GB's file holds only its overrides of en-US). */
const localeTexts = Object.fromEntries(
  LOCALES.map((locale) => [locale, resolveTexts(locale, readStored)]),
) as Record<Locale, Texts>;

/** A locale's full API texts: response messages, e-mail bodies (`email.*`) and brochure labels (`brochure.*`). */
export function textsOf(locale: Locale): Texts {
  return localeTexts[locale];
}

/** The texts whose keys are `<prefix><name>` (no further dot in the name), keyed by name: one section of a file. */
export function sectionOf(locale: Locale, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(localeTexts[locale])
      .filter(([key]) => key.startsWith(prefix) && !key.slice(prefix.length).includes("."))
      .map(([key, text]) => [key.slice(prefix.length), text]),
  );
}

/** Keys of the messages put in response bodies (the e-mails and the brochure read their own sections). */
export type MessageKey = Exclude<keyof typeof enUS, `email.${string}` | `brochure.${string}`>;

export const messageKeys = Object.keys(enUS).filter(
  (key) => !key.startsWith("email.") && !key.startsWith("brochure."),
) as MessageKey[];

const compiled = new Map<string, IntlMessageFormat>();

/** ICU messages (plurals, selects), compiled once per locale and key. */
export function translate(
  locale: Locale,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  const id = `${locale}\u0000${key}`;
  let format = compiled.get(id);
  if (!format) {
    format = new IntlMessageFormat(
      localeTexts[locale][key] ?? localeTexts[DEFAULT_LOCALE][key] ?? key,
      locale,
    );
    compiled.set(id, format);
  }
  return String(format.format(values));
}

export function localeOf(headers: Record<string, string | string[] | undefined>): Locale {
  const header = headers["accept-language"];
  return localeFromAcceptLanguage(Array.isArray(header) ? header[0] : header);
}
