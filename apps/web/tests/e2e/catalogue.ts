/** Reads the web app's message catalogues, so journeys assert real translations without copying them. */
import { readFileSync } from "node:fs";
import { join } from "node:path";

const LOCALES_DIR = join(import.meta.dirname, "../../app/locales");

type Catalogue = { [key: string]: string | Catalogue };

/** The message at a dotted key ("home.hero.title") in a locale's catalogue, as written (ICU source). */
export function message(locale: string, key: string): string {
  const catalogue = JSON.parse(readFileSync(join(LOCALES_DIR, `${locale}.json`), "utf8")) as Catalogue;
  const value = key
    .split(".")
    .reduce<string | Catalogue | undefined>(
      (node, part) => (typeof node === "object" ? node[part] : undefined),
      catalogue,
    );
  if (typeof value !== "string") throw new Error(`no message ${key} in ${locale}.json`);
  return value;
}
