import { displayNames, remembered } from "./intl.ts";

const baseLanguage = (tag: string) => tag.split("-")[0]!;

/**
 * A language's name in the reader's words ("fr" -> "French" / "francese"); a code Intl cannot read is shown as
 * given. Remembered per locale and code (lib/intl.ts): Intl.DisplayNames takes tens of microseconds per name,
 * and a boat page names its text's language and each language its seller speaks on every render.
 */
export function languageName(code: string, locale: string): string {
  return remembered(`language\u0000${locale}\u0000${code}`, () => {
    try {
      return displayNames(locale, { type: "language" }).of(code) ?? code;
    } catch {
      return code;
    }
  });
}

/**
 * The language a text is written in, named in the reader's words ("French", "francese"), when the reader reads
 * another language; null when it is the reader's own (an en-GB reader reads en-US as English). Pages show it as
 * "Original in French" beside a text that has no version in the reader's language.
 */
export function otherLanguageName(textLanguage: string, readerLocale: string): string | null {
  if (baseLanguage(textLanguage) === baseLanguage(readerLocale)) return null;
  return languageName(baseLanguage(textLanguage), readerLocale);
}
