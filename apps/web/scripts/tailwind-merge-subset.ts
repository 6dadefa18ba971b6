/**
 * The app's Tailwind classes by tailwind-merge's class groups, as TypeScript source for
 * app/lib/tailwind-merge-config.ts, which lib/cn.ts merges with instead of shipping tailwind-merge and its
 * configuration to the browser (about 6 kB gzipped less on every page: decisions 022 and 054).
 *
 * Why merging stays exact: Tailwind builds only the classes written out in the sources, so those are the only
 * classes that can reach `cn` and do anything. Each of them gets here the group tailwind-merge's default
 * configuration gives it, found as its merge finds it, and the conflicts between the groups present are copied.
 * So for every class written in the app, `cn` merges exactly as `twMerge` does; cn.test.ts checks it on every
 * related pair of the app's classes, and fails when the generated file is stale.
 *
 * Reads the classes from app sources (string literals split on white space; tests and the generated file
 * itself left out). Uses tailwind-merge's unstable class-group lookup, at development time only.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Config, getDefaultConfig } from "tailwind-merge";
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

export interface ClassTable {
  /** Group id -> the app's base classes of that group (modifiers and important mark set aside), sorted. */
  groups: Record<string, string[]>;
  /** Base classes whose `/…` postfix is a modifier (`text-sm/6`) and removes more groups (postfixConflictingGroups). */
  postfixModified: string[];
  conflictingGroups: Record<string, string[]>;
  postfixConflictingGroups: Record<string, string[]>;
  orderSensitiveModifiers: readonly string[];
}

/**
 * The table lib/cn.ts merges with: every base class of the app with the group tailwind-merge's default
 * configuration gives it (found as its merge finds it: without the postfix first, then with it), and the
 * conflicts between the groups present.
 */
export function classTable(appDir = APP_DIR): ClassTable {
  const full = getDefaultConfig() as unknown as AnyConfig;
  const { getClassGroupId } = createClassGroupUtils(full);
  const parse = createParseClassName(full);
  const postfixLookup = new Set<string>(full.postfixLookupClassGroups ?? []);
  const groups: Record<string, Set<string>> = {};
  const postfixModified = new Set<string>();
  for (const word of findAppClasses(appDir).keys()) {
    const { baseClassName, maybePostfixModifierPosition } = parse(word);
    let group: string | undefined;
    let isPostfixModified = false;
    if (maybePostfixModifierPosition) {
      group = getClassGroupId(baseClassName.substring(0, maybePostfixModifierPosition));
      isPostfixModified = Boolean(group);
      const withPostfix = group && postfixLookup.has(group) ? getClassGroupId(baseClassName) : undefined;
      if (withPostfix && withPostfix !== group) {
        group = withPostfix;
        isPostfixModified = false;
      }
      if (!group) group = getClassGroupId(baseClassName);
    } else {
      group = getClassGroupId(baseClassName);
    }
    if (!group) continue;
    const members = groups[group] ?? new Set<string>();
    groups[group] = members.add(baseClassName);
    if (isPostfixModified) postfixModified.add(`${group} ${baseClassName}`);
  }
  const present = new Set(Object.keys(groups));
  const among = (record: Partial<Record<string, readonly string[]>>) =>
    Object.fromEntries(
      Object.keys(groups)
        .sort()
        .map((group) => [group, (record[group] ?? []).filter((other) => present.has(other))] as const)
        .filter(([, others]) => others.length > 0),
    );
  return {
    groups: Object.fromEntries(
      Object.keys(groups)
        .sort()
        .map((group) => [group, [...groups[group]!].sort()]),
    ),
    // Only where it changes anything: classes of a group with postfix conflicts among the app's groups.
    postfixModified: [...postfixModified]
      .map((entry) => entry.split(" ") as [string, string])
      .filter(([group]) =>
        (full.conflictingClassGroupModifiers[group] ?? []).some((other) => present.has(other)),
      )
      .map(([, className]) => className)
      .sort(),
    conflictingGroups: among(full.conflictingClassGroups),
    postfixConflictingGroups: among(full.conflictingClassGroupModifiers),
    orderSensitiveModifiers: full.orderSensitiveModifiers,
  };
}

/** The values the generated module exports, by name. */
export function tableExports(table: ClassTable) {
  return {
    CLASS_GROUPS: Object.fromEntries(
      Object.entries(table.groups).map(([group, list]) => [group, list.join(" ")]),
    ),
    CONFLICTING_GROUPS: table.conflictingGroups,
    POSTFIX_CONFLICTING_GROUPS: table.postfixConflictingGroups,
    POSTFIX_MODIFIED: table.postfixModified.join(" "),
    ORDER_SENSITIVE_MODIFIERS: table.orderSensitiveModifiers.join(" "),
  };
}

/** The generated module (unformatted: the writer runs Biome on it). */
export function tableModuleSource(table: ClassTable): string {
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  const values = tableExports(table);
  return `// Generated by \`npm run tailwind-merge-config -w @keel/web\` (scripts/tailwind-merge-subset.ts): do not edit.
// The app's Tailwind classes by tailwind-merge's class groups, and those groups' conflicts; lib/cn.ts merges with it.

/** Group -> its classes in the app, modifiers set aside, separated by spaces. */
export const CLASS_GROUPS: Record<string, string> = ${json(values.CLASS_GROUPS)};

/** Group -> the groups a class of it removes. */
export const CONFLICTING_GROUPS: Record<string, string[]> = ${json(values.CONFLICTING_GROUPS)};

/** Group -> the groups a class of it also removes when its \`/…\` postfix is a modifier (the classes below). */
export const POSTFIX_CONFLICTING_GROUPS: Record<string, string[]> = ${json(values.POSTFIX_CONFLICTING_GROUPS)};

export const POSTFIX_MODIFIED = ${json(values.POSTFIX_MODIFIED)};

/** Variants whose order matters; the others are sorted before classes are compared. */
export const ORDER_SENSITIVE_MODIFIERS = ${json(values.ORDER_SENSITIVE_MODIFIERS)};
`;
}
