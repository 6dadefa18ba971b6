/** Reads the web app's texts files, so journeys assert real translations without copying them. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locale } from "@keel/contracts/locales";
import { resolveTexts } from "@keel/contracts/texts";

const LOCALES_DIR = join(import.meta.dirname, "../../app/locales");

const stored = (locale: Locale) =>
  JSON.parse(readFileSync(join(LOCALES_DIR, `${locale}.json`), "utf8")) as Record<string, unknown>;

/**
 * The message at a key ("home.hero.title") of a locale's texts, as written (ICU source). en-GB's file holds only
 * its overrides of en-US, so a locale's texts are resolved the way the app resolves them.
 */
export function message(locale: string, key: string): string {
  const value = resolveTexts(locale as Locale, stored)[key];
  if (typeof value !== "string") throw new Error(`no message ${key} in ${locale}'s texts`);
  return value;
}
