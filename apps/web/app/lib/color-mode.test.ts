import { COLOR_MODE } from "@keel/contracts/ui-constants";
import { describe, expect, it } from "vitest";
import {
  COLOR_MODE_STORAGE_KEY,
  colorModeScript,
  createShortcutMatcher,
  findForcedColorMode,
  parsePreference,
  readForcedColorMode,
  resolveColorMode,
  type ShortcutKeyEvent,
} from "./color-mode.ts";

const press = (key: string, modifiers: Partial<ShortcutKeyEvent> = {}): ShortcutKeyEvent => ({
  key,
  metaKey: false,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe("preference resolution", () => {
  it("parses stored values, defaulting to system", () => {
    expect(parsePreference("light")).toBe("light");
    expect(parsePreference("dark")).toBe("dark");
    expect(parsePreference("system")).toBe("system");
    expect(parsePreference(null)).toBe("system");
    expect(parsePreference("purple")).toBe("system");
  });

  it("uses an explicit preference directly and follows the OS for system", () => {
    expect(resolveColorMode("light", true)).toBe("light");
    expect(resolveColorMode("dark", false)).toBe("dark");
    expect(resolveColorMode("system", true)).toBe("dark");
    expect(resolveColorMode("system", false)).toBe("light");
  });

  it("lets a forced page mode win over the preference and the OS", () => {
    expect(resolveColorMode("light", false, "dark")).toBe("dark");
    expect(resolveColorMode("system", true, "light")).toBe("light");
  });
});

describe("forced colour mode", () => {
  it("accepts light and dark", () => {
    expect(readForcedColorMode("dark")).toEqual({ forced: "dark", warning: null });
    expect(readForcedColorMode("light")).toEqual({ forced: "light", warning: null });
    expect(readForcedColorMode(undefined)).toEqual({ forced: null, warning: null });
  });

  it("rejects forcing system with a warning and ignores it", () => {
    const result = readForcedColorMode("system");
    expect(result.forced).toBeNull();
    expect(result.warning).toMatch(/cannot force "system"/);
  });

  it("takes the deepest route handle that declares a colour mode", () => {
    const matches = [
      { handle: { colorMode: "light" } },
      { handle: { colorMode: "dark" } },
      { handle: {} },
      {},
    ];
    expect(findForcedColorMode(matches).forced).toBe("dark");
    expect(findForcedColorMode([{ handle: { breadcrumb: "x" } }, {}]).forced).toBeNull();
    expect(
      findForcedColorMode([{ handle: { colorMode: "dark" } }, { handle: { colorMode: "system" } }]),
    ).toEqual({
      forced: null,
      warning: expect.stringContaining("system"),
    });
  });
});

describe("meta+d shortcut", () => {
  it("matches meta then d within the 800 ms chain timeout", () => {
    const matcher = createShortcutMatcher();
    expect(matcher.match(press("Meta", { metaKey: true }), 1000)).toBe(false);
    expect(matcher.match(press("d"), 1000 + COLOR_MODE.chainTimeoutMs)).toBe(true);
  });

  it("does not match once the chain has timed out", () => {
    const matcher = createShortcutMatcher();
    matcher.match(press("Meta", { metaKey: true }), 1000);
    expect(matcher.match(press("d"), 1000 + COLOR_MODE.chainTimeoutMs + 1)).toBe(false);
  });

  it("accepts Control as the meta key and both keys pressed together", () => {
    const matcher = createShortcutMatcher();
    matcher.match(press("Control", { ctrlKey: true }), 0);
    expect(matcher.match(press("d"), 500)).toBe(true);
    expect(matcher.match(press("d", { metaKey: true }), 5000)).toBe(true);
    expect(matcher.match(press("d", { ctrlKey: true }), 9000)).toBe(true);
  });

  it("needs the meta key: a lone d, another key in between, or a second d do not match", () => {
    const matcher = createShortcutMatcher();
    expect(matcher.match(press("d"), 0)).toBe(false);
    matcher.match(press("Meta", { metaKey: true }), 100);
    matcher.match(press("x"), 200);
    expect(matcher.match(press("d"), 300)).toBe(false);
    matcher.match(press("Meta", { metaKey: true }), 400);
    expect(matcher.match(press("d"), 500)).toBe(true);
    expect(matcher.match(press("d"), 600)).toBe(false);
  });

  it("ignores d with shift or alt (other shortcuts, AltGr) and held-down repeats", () => {
    const matcher = createShortcutMatcher();
    expect(matcher.match(press("D", { metaKey: true, shiftKey: true }), 0)).toBe(false);
    expect(matcher.match(press("d", { ctrlKey: true, altKey: true }), 0)).toBe(false);
    expect(matcher.match(press("d", { metaKey: true, repeat: true }), 0)).toBe(false);
  });
});

describe("boot script", () => {
  it("reads the branded storage key and sets the dark class and color-scheme", () => {
    expect(COLOR_MODE_STORAGE_KEY).toBe("keel-color-mode");
    expect(colorModeScript).toContain('localStorage.getItem("keel-color-mode")');

    for (const [stored, systemDark, forced, expected] of [
      ["dark", false, null, "dark"],
      ["light", true, null, "light"],
      [null, true, null, "dark"],
      ["system", false, null, "light"],
      ["dark", true, "light", "light"],
    ] as const) {
      const classes = new Set<string>();
      const html = {
        style: { colorScheme: "" },
        getAttribute: () => forced,
        classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
      };
      const run = new Function("document", "localStorage", "window", colorModeScript);
      run(
        { documentElement: html },
        { getItem: () => stored },
        { matchMedia: () => ({ matches: systemDark }) },
      );
      expect(html.style.colorScheme).toBe(expected);
      expect(classes.has("dark")).toBe(expected === "dark");
    }
  });
});
