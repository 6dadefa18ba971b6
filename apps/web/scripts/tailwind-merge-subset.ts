/**
 * The part of tailwind-merge's default configuration that Keel's classes use, as TypeScript source for
 * app/lib/tailwind-merge-config.ts. The browser then carries the class groups of the app's own classes (about
 * 120 of 379) instead of all of them: some 4 kB gzipped less on every page (client JS budget,
 * docs/decisions/022-client-js-budget.md).
 *
 * Why merging stays exact: a class's group is found by walking the configuration's prefix tree; taking groups
 * away never changes the group a kept class resolves to (what was tried before it failed with every group, so
 * it fails with fewer), and the conflicts between kept groups are copied as they are. So for every class
 * written in the app, `cn` merges exactly as tailwind-merge's `twMerge` does; cn.test.ts checks it on every
 * pair of the app's classes, and fails when the generated file is stale.
 *
 * Reads the classes from app sources (string literals split on white space; tests and the generated file
 * itself left out). Uses tailwind-merge's unstable class-group lookup, at development time only.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Config, getDefaultConfig, validators } from "tailwind-merge";
import { createClassGroupUtils, createParseClassName } from "tailwind-merge/unstable-do-not-import";

export const APP_DIR = join(import.meta.dirname, "..", "app");
export const CONFIG_FILE = join(APP_DIR, "lib", "tailwind-merge-config.ts");

type AnyConfig = Config<string, string>;

/**
 * The class group a class resolves to under `config` (undefined for a word that is no class), as
 * tailwind-merge's merge finds it: modifiers set aside, the class without its postfix ("bg-x/50"), then with it.
 */
export function classGroupLookup(config: AnyConfig): (className: string) => string | undefined {
  const { getClassGroupId } = createClassGroupUtils(config);
  const parse = createParseClassName(config);
  return (className) => {
    const { baseClassName, maybePostfixModifierPosition, isExternal } = parse(className);
    if (isExternal) return undefined;
    return (
      (maybePostfixModifierPosition &&
        getClassGroupId(baseClassName.substring(0, maybePostfixModifierPosition))) ||
      getClassGroupId(baseClassName) ||
      undefined
    );
  };
}

/** Every white-space separated word of the app's sources that tailwind-merge knows as a class, with its group. */
export function findAppClasses(appDir = APP_DIR): Map<string, string> {
  const groupOf = classGroupLookup(getDefaultConfig() as unknown as AnyConfig);
  const classes = new Map<string, string>();
  const files = readdirSync(appDir, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .filter((name) => join(appDir, name) !== CONFIG_FILE)
    .sort();
  for (const name of files) {
    for (const word of readFileSync(join(appDir, name), "utf8").split(/[\s"'`{}$]+/)) {
      if (!word || classes.has(word)) continue;
      const group = groupOf(word);
      if (group) classes.set(word, group);
    }
  }
  return classes;
}

/** The default configuration reduced to `groups` (and their conflicts with each other). */
export function subsetConfig(groups: Iterable<string>): AnyConfig {
  const full = getDefaultConfig() as unknown as AnyConfig;
  const kept = new Set(groups);
  const keep = (ids: readonly string[] = []) => ids.filter((id) => kept.has(id));
  const pick = <T, U>(record: Partial<Record<string, T>>, map: (value: T) => U) =>
    Object.fromEntries(
      Object.entries(record)
        .filter((entry): entry is [string, T] => kept.has(entry[0]) && entry[1] !== undefined)
        .map(([id, value]) => [id, map(value)]),
    );
  return {
    ...full,
    classGroups: pick(full.classGroups, (definition) => definition),
    conflictingClassGroups: pick(full.conflictingClassGroups, keep),
    conflictingClassGroupModifiers: pick(full.conflictingClassGroupModifiers, keep),
    postfixLookupClassGroups: keep(full.postfixLookupClassGroups),
  };
}

const validatorNames = new Map<unknown, string>(
  Object.entries(validators).map(([name, validator]) => [validator, name]),
);

/** A configuration value as source: validators by name, theme getters as `fromTheme(key)`. */
export function toSource(value: unknown, indent = ""): string {
  if (typeof value === "function") {
    const name = validatorNames.get(value);
    if (name) return `validators.${name}`;
    const themeKey = (value as { themeKey?: unknown }).themeKey;
    if (typeof themeKey === "string") return `fromTheme(${JSON.stringify(themeKey)})`;
    throw new Error(`Unknown function in the tailwind-merge configuration: ${String(value)}`);
  }
  if (Array.isArray(value)) return `[${value.map((item) => toSource(item, indent)).join(", ")}]`;
  if (value && typeof value === "object") {
    const inner = `${indent}  `;
    const entries = Object.entries(value).map(
      ([key, item]) => `${inner}${JSON.stringify(key)}: ${toSource(item, inner)},`,
    );
    return entries.length === 0 ? "{}" : `{\n${entries.join("\n")}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/** The generated module (unformatted: the writer runs Biome on it). */
export function configModuleSource(config: AnyConfig): string {
  return `// Generated by \`npm run tailwind-merge-config -w @keel/web\` (scripts/tailwind-merge-subset.ts): do not edit.
// The class groups of tailwind-merge's default configuration that the app's classes use; lib/cn.ts merges with it.
import { type Config, fromTheme, validators } from "tailwind-merge";

export const tailwindMergeConfig: Config<string, string> = ${toSource(config)};
`;
}
