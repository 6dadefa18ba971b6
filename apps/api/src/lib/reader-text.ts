/**
 * Which of a record's texts in other languages a reader gets (docs/decisions/050-texts-per-locale.md): the one
 * in the reader's locale, else one in the same language (an en-GB reader reads an en-US text), else none, and
 * the original shows with its language named. Boats and partners read their texts the same way.
 */
import type { Locale } from "@keel/contracts/locales";

export function textForReader<T extends { locale: string }>(
  texts: readonly T[],
  locale: Locale,
): T | undefined {
  const base = locale.split("-")[0];
  return texts.find((t) => t.locale === locale) ?? texts.find((t) => t.locale.split("-")[0] === base);
}
