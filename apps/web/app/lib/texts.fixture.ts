/**
 * For component tests: a locale's texts as the app resolves them (en-GB falls back to en-US…), read from the
 * catalogues in app/locales, ready for `<I18nProvider payload={{ locale, messages: textsOf(locale), brand }}>`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locale } from "@keel/contracts/locales";
import { resolveTexts } from "@keel/contracts/texts";
import type { Messages } from "./i18n.ts";

export const textsOf = (locale: Locale): Messages =>
  resolveTexts(
    locale,
    (l) => JSON.parse(readFileSync(join(import.meta.dirname, `../locales/${l}.json`), "utf8")) as Messages,
  );
