/** Reads the web app's message catalogues, so journeys assert real translations without copying them. */
import { readFileSync } from "node:fs";
import { join } from "node:path";

const LOCALES_DIR = join(import.meta.dirname, "../../app/locales");

/** The message at a key ("home.hero.title") of a locale's flat catalogue, as written (ICU source). */
export function message(locale: string, key: string): string {
  const catalogue = JSON.parse(readFileSync(join(LOCALES_DIR, `${locale}.json`), "utf8")) as Record<
    string,
    unknown
  >;
  const value = catalogue[key];
  if (typeof value !== "string") throw new Error(`no message ${key} in ${locale}.json`);
  return value;
}
