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

/** `rounded-t rounded-t-lg` -> `rounded- t t-lg`: the group's classes after the prefix they share up to a `-`. */
export function packGroup(classes: readonly string[]): string {
  let shared = classes[0] ?? "";
  for (const className of classes) while (!className.startsWith(shared)) shared = shared.slice(0, -1);
  const prefix = shared.slice(0, shared.lastIndexOf("-") + 1);
  return [prefix, ...classes.map((className) => className.slice(prefix.length))].join(" ");
}

/**
 * The values the generated module exports, by name. Groups are numbered (their names sorted) and their classes
 * packed (`packGroup`): the table is on every page, and names and repeated prefixes were a third of it.
 */
export function tableExports(table: ClassTable) {
  const names = Object.keys(table.groups);
  const numbered = (record: Record<string, string[]>) =>
    Object.fromEntries(
      Object.entries(record).map(([group, others]) => [
        names.indexOf(group),
        others.map((other) => names.indexOf(other)),
      ]),
    );
  return {
    CLASS_GROUPS: names.map((group) => packGroup(table.groups[group]!)),
    CONFLICTING_GROUPS: numbered(table.conflictingGroups),
    POSTFIX_CONFLICTING_GROUPS: numbered(table.postfixConflictingGroups),
    POSTFIX_MODIFIED: table.postfixModified.join(" "),
    ORDER_SENSITIVE_MODIFIERS: table.orderSensitiveModifiers.join(" "),
  };
}

/** The generated module (unformatted: the writer runs Biome on it). */
export function tableModuleSource(table: ClassTable): string {
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  const values = tableExports(table);
  const names = Object.keys(table.groups);
  const groups = values.CLASS_GROUPS.map(
    (packed, index) => `  // ${index}: ${names[index]}\n  ${json(packed)},`,
  );
  return `// Generated by \`npm run tailwind-merge-config -w @keel/web\` (scripts/tailwind-merge-subset.ts): do not edit.
// The app's Tailwind classes by tailwind-merge's class groups, and those groups' conflicts; lib/cn.ts merges with it.

/**
 * The groups, numbered, each named in a comment: the prefix its classes share (up to a \`-\`, maybe empty),
 * then their rest, separated by spaces (\`"rounded- t t-lg"\` is rounded-t and rounded-t-lg), modifiers set aside.
 */
export const CLASS_GROUPS: string[] = [
${groups.join("\n")}
];

/** Group -> the groups a class of it removes. */
export const CONFLICTING_GROUPS: Record<number, number[]> = ${json(values.CONFLICTING_GROUPS)};

/** Group -> the groups a class of it also removes when its \`/…\` postfix is a modifier (the classes below). */
export const POSTFIX_CONFLICTING_GROUPS: Record<number, number[]> = ${json(values.POSTFIX_CONFLICTING_GROUPS)};

export const POSTFIX_MODIFIED = ${json(values.POSTFIX_MODIFIED)};

/** Variants whose order matters; the others are sorted before classes are compared. */
export const ORDER_SENSITIVE_MODIFIERS = ${json(values.ORDER_SENSITIVE_MODIFIERS)};
`;
}
