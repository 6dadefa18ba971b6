import { displayNames } from "./intl.ts";

const baseLanguage = (tag: string) => tag.split("-")[0]!;

/**
 * The language a text is written in, named in the reader's words ("French", "francese"), when the reader reads
 * another language; null when it is the reader's own (an en-GB reader reads en-US as English). Pages show it as
 * "Original in French" beside a text that has no version in the reader's language.
 */
export function otherLanguageName(textLanguage: string, readerLocale: string): string | null {
  if (baseLanguage(textLanguage) === baseLanguage(readerLocale)) return null;
  return displayNames(readerLocale, { type: "language" }).of(baseLanguage(textLanguage)) ?? null;
}
