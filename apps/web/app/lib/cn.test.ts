import { type Config, getDefaultConfig, twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import {
  classGroupLookup,
  findAppClasses,
  subsetConfig,
  toSource,
} from "../../scripts/tailwind-merge-subset.ts";
import { cn } from "./cn.ts";
import { tailwindMergeConfig } from "./tailwind-merge-config.ts";

const appClasses = findAppClasses();
const fullConfig = getDefaultConfig() as unknown as Config<string, string>;

describe("cn", () => {
  it("joins class names and lets the last conflicting utility win", () => {
    expect(cn("p-2", "p-4")).toBe("p-4");
    expect(cn("inline-flex items-center", false && "hidden", "hidden sm:inline-flex")).toBe(
      "items-center hidden sm:inline-flex",
    );
    expect(cn("px-2 py-1", "p-3")).toBe("p-3");
    expect(cn("text-sm text-muted-foreground", "text-foreground")).toBe("text-sm text-foreground");
  });

  it("uses the class groups of the app's classes: run `npm run tailwind-merge-config -w @keel/web` when stale", () => {
    const fresh = subsetConfig(new Set(appClasses.values()));
    expect(toSource(tailwindMergeConfig)).toBe(toSource(fresh));
  });

  it("resolves every class of the app to the group tailwind-merge's full configuration gives it", () => {
    const groupOf = classGroupLookup(tailwindMergeConfig);
    const differences = [...appClasses].filter(([className, group]) => groupOf(className) !== group);
    expect(differences).toEqual([]);
    expect(appClasses.size).toBeGreaterThan(100);
  });

  it("merges the app's classes of related groups exactly as the full configuration does", () => {
    // Classes can only replace one another within a group or across conflicting groups: those pairs, both ways.
    const conflicts = (a: string, b: string) =>
      Boolean(
        fullConfig.conflictingClassGroups[a]?.includes(b) ||
          fullConfig.conflictingClassGroupModifiers[a]?.includes(b),
      );
    const related = (a: string, b: string) => a === b || conflicts(a, b) || conflicts(b, a);
    const classes = [...appClasses];
    const differences: string[] = [];
    let pairs = 0;
    for (const [first, firstGroup] of classes)
      for (const [second, secondGroup] of classes) {
        if (!related(firstGroup, secondGroup)) continue;
        pairs += 1;
        const merged = cn(first, second);
        if (merged !== twMerge(first, second)) differences.push(`${first} ${second} -> ${merged}`);
      }
    expect(differences).toEqual([]);
    expect(pairs).toBeGreaterThan(1000);
  });
});
