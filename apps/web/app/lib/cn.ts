import { type ClassValue, clsx } from "clsx";
import {
  CLASS_GROUPS,
  CONFLICTING_GROUPS,
  ORDER_SENSITIVE_MODIFIERS,
  POSTFIX_CONFLICTING_GROUPS,
  POSTFIX_MODIFIED,
} from "./tailwind-merge-config.ts";

/**
 * The app's classes merged as tailwind-merge's `twMerge` merges them, without tailwind-merge in the browser
 * (about 6 kB gzipped on every page, decision 054). Tailwind only builds the classes written out in the
 * sources, so a table of those classes (modifiers set aside) and their groups, generated from tailwind-merge's
 * own configuration (scripts/tailwind-merge-subset.ts), is all the lookup needs; cn.test.ts checks that the
 * result is twMerge's for every related pair of the app's classes and that the table is fresh. A class the
 * table lacks is kept as it is, as twMerge keeps a class it does not know.
 */
const groupOf = new Map<string, number>();
CLASS_GROUPS.forEach((packed, group) => {
  const [prefix, ...rests] = packed.split(" ");
  for (const rest of rests) groupOf.set(prefix + rest, group);
});
const postfixModified = new Set(POSTFIX_MODIFIED.split(" "));
const orderSensitive = new Set(ORDER_SENSITIVE_MODIFIERS.split(" "));

/** Variants in tailwind-merge's order: sorted, except arbitrary and order-sensitive ones, which stay put. */
function variantKey(modifiers: string[]): string {
  const sorted: string[] = [];
  let segment: string[] = [];
  for (const modifier of modifiers) {
    if (modifier[0] === "[" || orderSensitive.has(modifier)) {
      sorted.push(...segment.sort(), modifier);
      segment = [];
    } else segment.push(modifier);
  }
  return [...sorted, ...segment.sort()].join(":");
}

/** `hover:md:!p-2` -> variants ["hover", "md"], base "p-2", important; separators inside [] and () do not count. */
function parse(className: string): { modifiers: string[]; base: string; important: boolean } {
  const modifiers: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index += 1) {
    const character = className[index];
    if (character === "[" || character === "(") depth += 1;
    else if (character === "]" || character === ")") depth -= 1;
    else if (character === ":" && depth === 0) {
      modifiers.push(className.slice(start, index));
      start = index + 1;
    }
  }
  const base = className.slice(start);
  if (base.endsWith("!")) return { modifiers, base: base.slice(0, -1), important: true };
  if (base.startsWith("!")) return { modifiers, base: base.slice(1), important: true };
  return { modifiers, base, important: false };
}

/**
 * Merged lists kept by their input: a page calls `cn` for every button, card and link it renders, with the
 * few hundred lists the sources write, so nearly every call finds its answer here instead of merging again
 * (parsing each class, sets and arrays thrown away at once). A merge depends on its input and the generated
 * table alone, fixed for the life of a bundle: nothing invalidates an answer, and it cannot go stale.
 */
export const MAX_MERGED = 2000;
const merged = new Map<string, string>();

/** How many merged lists are kept now, for tests of the bound. */
export function mergedCount(): number {
  return merged.size;
}

/** Joins class names and lets the last conflicting Tailwind utility win (`cn("p-2", "p-4")` is `"p-4"`). */
export function cn(...classes: ClassValue[]): string {
  const joined = clsx(classes);
  let answer = merged.get(joined);
  if (answer === undefined) {
    answer = merge(joined);
    // Past the bound it starts over: lists that keep changing (built from data) then cost a merge each, as
    // without it, where dropping the oldest one by one costs more than the merge (a Map's deleted slots slow
    // the walk to its oldest key until it rehashes).
    if (merged.size >= MAX_MERGED) merged.clear();
    merged.set(joined, answer);
  }
  return answer;
}

function merge(joined: string): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  const words = joined.trim().split(/\s+/);
  for (let index = words.length - 1; index >= 0; index -= 1) {
    const word = words[index]!;
    const { modifiers, base, important } = parse(word);
    const group = groupOf.get(base);
    if (group !== undefined) {
      // Variants, important mark, then the group's number: "hover:md!:12".
      const prefix = `${modifiers.length > 1 ? variantKey(modifiers) : (modifiers[0] ?? "")}${important ? "!" : ""}:`;
      if (seen.has(prefix + group)) continue;
      seen.add(prefix + group);
      for (const other of CONFLICTING_GROUPS[group] ?? []) seen.add(prefix + other);
      if (postfixModified.has(base))
        for (const other of POSTFIX_CONFLICTING_GROUPS[group] ?? []) seen.add(prefix + other);
    }
    if (word) kept.push(word);
  }
  return kept.reverse().join(" ");
}
