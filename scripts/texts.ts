/**
 * `npm run texts:check` and `npm run texts:normalize`: the storage rules of the product's texts
 * (docs/decisions/039-texts.md) over every texts folder.
 *   check      lists, key by key, what breaks them (a missing key, an unknown key, an en-GB value equal to
 *              en-US's) and exits 1 when anything does; the `texts` test runs the same check.
 *   normalize  drops from each override locale (en-GB) the values equal to its base's, so that a branch that
 *              still adds keys to a full en-GB.json merges into overrides; run it after merging.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../packages/contracts/src/locales.ts";
import {
  checkTexts,
  dropInherited,
  OVERRIDES_OF,
  type Texts,
  type TextsProblem,
} from "../packages/contracts/src/texts.ts";

const ROOT = join(import.meta.dirname, "..");

/** Every folder holding one `<locale>.json` texts file per interface language. */
export const TEXTS_DIRS = ["apps/web/app/locales", "apps/api/src/i18n/locales"];

function readTexts(dir: string, locale: Locale): Texts {
  return JSON.parse(readFileSync(join(ROOT, dir, `${locale}.json`), "utf8")) as Texts;
}

export interface FolderProblem {
  dir: string;
  file: string;
  key: string;
  problem: TextsProblem["problem"] | "not a locale";
}

/** Every breach of the storage rules in every texts folder (none when all is well). */
export function findTextsProblems(dirs = TEXTS_DIRS): FolderProblem[] {
  const problems: FolderProblem[] = [];
  for (const dir of dirs) {
    for (const file of readdirSync(join(ROOT, dir)).filter((f) => f.endsWith(".json"))) {
      if (!(LOCALES as readonly string[]).includes(file.slice(0, -".json".length))) {
        problems.push({ dir, file, key: "", problem: "not a locale" });
      }
    }
    const stored = Object.fromEntries(LOCALES.map((l) => [l, readTexts(dir, l)])) as Record<Locale, Texts>;
    for (const { locale, key, problem } of checkTexts(stored, DEFAULT_LOCALE)) {
      problems.push({ dir, file: `${locale}.json`, key, problem });
    }
  }
  return problems;
}

/** Rewrites each override locale's files without the values equal to its base's; returns how many it dropped. */
export function normalizeTexts(dirs = TEXTS_DIRS): number {
  let dropped = 0;
  for (const dir of dirs) {
    for (const [locale, base] of Object.entries(OVERRIDES_OF) as [Locale, Locale][]) {
      const own = readTexts(dir, locale);
      const kept = dropInherited(own, readTexts(dir, base));
      dropped += Object.keys(own).length - Object.keys(kept).length;
      writeFileSync(join(ROOT, dir, `${locale}.json`), `${JSON.stringify(kept, null, 2)}\n`);
    }
  }
  return dropped;
}

if (import.meta.main) {
  const command = process.argv[2];
  if (command === "normalize") {
    console.info(`texts: dropped ${normalizeTexts()} override value(s) equal to their base's`);
  } else if (command === "check") {
    const problems = findTextsProblems();
    for (const p of problems) console.error(`${p.dir}/${p.file}${p.key ? ` ${p.key}` : ""}: ${p.problem}`);
    console.info(
      problems.length ? `texts: ${problems.length} problem(s)` : "texts: every texts file is in order",
    );
    process.exitCode = problems.length ? 1 : 0;
  } else {
    console.error("usage: node scripts/texts.ts check|normalize");
    process.exitCode = 2;
  }
}
