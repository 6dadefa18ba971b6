import { type Config, getDefaultConfig, twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { classTable, findAppClasses, tableExports } from "../../scripts/tailwind-merge-subset.ts";
import { cn, MAX_MERGED, mergedCount } from "./cn.ts";
import * as generated from "./tailwind-merge-config.ts";

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

  it("answers a list again the same, and keeps at most MAX_MERGED merged lists", () => {
    const first = cn("px-2 py-1", "p-3", false && "hidden");
    expect(cn("px-2 py-1", "p-3", false && "hidden")).toBe(first);
    expect(cn("px-2 py-1 p-3")).toBe("p-3");
    expect(cn("p-2", "p-4")).toBe("p-4");
    for (let i = 0; i < MAX_MERGED + 50; i += 1) expect(cn(`item-${i} p-2`, "p-4")).toBe(`item-${i} p-4`);
    expect(mergedCount()).toBeLessThanOrEqual(MAX_MERGED);
    // Answers dropped at the bound are merged again, the same, when asked.
    expect(cn("px-2 py-1", "p-3")).toBe("p-3");
    expect(cn("text-sm text-muted-foreground", "text-foreground")).toBe("text-sm text-foreground");
  });

  it("merges with a table of the app's classes: run `npm run tailwind-merge-config -w @keel/web` when stale", () => {
    expect({ ...generated }).toEqual(tableExports(classTable()));
    expect(appClasses.size).toBeGreaterThan(100);
  });

  it("merges variants, important marks and postfixes of the app's classes as twMerge does", () => {
    const cases = [
      "hover:bg-muted md:hover:bg-primary hover:md:bg-accent",
      "p-2 !p-4 p-3",
      "p-2! md:p-2 p-4",
      "bg-muted/50 bg-primary",
      "focus-visible:outline-2 focus-visible:outline-ring outline-none",
      "[&_svg]:size-4 [&_svg]:size-5 size-10",
      "unknown-class p-2 unknown-class p-4",
      "  px-2\n py-1  p-3 ",
    ];
    for (const classes of cases) expect(cn(classes), classes).toBe(twMerge(classes));
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
