import { COLOR_MODE } from "@keel/contracts/ui-constants";
import { scriptJson } from "./script-json.ts";

/** Colour mode, the framework-free part (docs/product.md, Interface rules): preference, resolution, shortcut, boot script. */

export const COLOR_MODE_PREFERENCES = ["light", "dark", "system"] as const;
export type ColorModePreference = (typeof COLOR_MODE_PREFERENCES)[number];
export type ColorModeValue = Exclude<ColorModePreference, "system">;

/** localStorage key; it carries the brand so several products on one origin never collide. */
export const COLOR_MODE_STORAGE_KEY = "keel-color-mode";
/** Attribute the server may put on <html> when the page forces a mode, read by the boot script. */
export const FORCED_COLOR_MODE_ATTRIBUTE = "data-color-mode-forced";
export const DARK_MEDIA_QUERY = "(prefers-color-scheme: dark)";

export function parsePreference(value: unknown): ColorModePreference {
  return value === "light" || value === "dark" ? value : "system";
}

/** The mode shown: a forced page mode wins, then an explicit preference, then the operating system. */
export function resolveColorMode(
  preference: ColorModePreference,
  systemIsDark: boolean,
  forced: ColorModeValue | null = null,
): ColorModeValue {
  if (forced) return forced;
  if (preference !== "system") return preference;
  return systemIsDark ? "dark" : "light";
}

export interface ForcedColorMode {
  forced: ColorModeValue | null;
  /** Set when the page asked for something that cannot be forced (spec: forcing system is refused). */
  warning: string | null;
}

/** Reads a route `handle.colorMode`; only "light" and "dark" can be forced. */
export function readForcedColorMode(handleValue: unknown): ForcedColorMode {
  if (handleValue === undefined || handleValue === null) return { forced: null, warning: null };
  if (handleValue === "light" || handleValue === "dark") return { forced: handleValue, warning: null };
  if (handleValue === "system") {
    return {
      forced: null,
      warning: 'Colour mode: a page cannot force "system"; the user preference applies.',
    };
  }
  return {
    forced: null,
    warning: `Colour mode: ignored unknown forced mode ${JSON.stringify(handleValue)}.`,
  };
}

/** Forced mode of the deepest matched route whose `handle` declares `colorMode`. */
export function findForcedColorMode(matches: readonly { handle?: unknown }[]): ForcedColorMode {
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (typeof handle === "object" && handle !== null && "colorMode" in handle) {
      return readForcedColorMode(handle.colorMode);
    }
  }
  return { forced: null, warning: null };
}

export interface ShortcutKeyEvent {
  key: string;
  metaKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  repeat?: boolean;
}

/**
 * Matcher for the toggle shortcut: the meta key (Control on keyboards without one) then "d" within the chain
 * timeout, or both pressed together. `match` is fed every keydown with its time and answers true on a match.
 */
export function createShortcutMatcher({
  key = COLOR_MODE.shortcutKey,
  timeoutMs = COLOR_MODE.chainTimeoutMs,
}: {
  key?: string;
  timeoutMs?: number;
} = {}) {
  let armedAt: number | null = null;
  return {
    match(event: ShortcutKeyEvent, now: number): boolean {
      if (event.key === "Meta" || event.key === "Control") {
        armedAt = event.altKey || event.shiftKey ? null : now;
        return false;
      }
      const isKey = event.key.toLowerCase() === key && !event.altKey && !event.shiftKey && !event.repeat;
      const chained = armedAt !== null && now - armedAt <= timeoutMs;
      armedAt = null;
      return isKey && (event.metaKey || event.ctrlKey || chained);
    },
  };
}

/** True when a keydown comes from a place where typing "d" means text, not a shortcut. */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (typeof Element === "undefined" || !(target instanceof Element)) return false;
  if (target.closest("input, textarea, select, [contenteditable]:not([contenteditable='false'])"))
    return true;
  return target instanceof HTMLElement && target.isContentEditable;
}

/** Puts a resolved mode on <html>: the `dark` class (Tailwind's dark variant) and native `color-scheme`. */
export function applyColorMode(root: HTMLElement, value: ColorModeValue): void {
  root.classList.toggle("dark", value === "dark");
  root.style.colorScheme = value;
}

/**
 * Inline script for <head>, run before first paint so the page never flashes the wrong theme. It mirrors
 * resolveColorMode + applyColorMode: forced attribute, then stored preference, then the OS setting.
 */
export function createColorModeScript(storageKey: string = COLOR_MODE_STORAGE_KEY): string {
  const key = scriptJson(storageKey);
  return `(function(){try{var d=document.documentElement,f=d.getAttribute(${JSON.stringify(FORCED_COLOR_MODE_ATTRIBUTE)}),p=null;try{p=localStorage.getItem(${key})}catch(e){}var v=f==="light"||f==="dark"?f:p==="light"||p==="dark"?p:window.matchMedia(${JSON.stringify(DARK_MEDIA_QUERY)}).matches?"dark":"light";d.classList.toggle("dark",v==="dark");d.style.colorScheme=v}catch(e){}})();`;
}

// Pure: the browser build, which only hydrates the script the server wrote (root.tsx), leaves it out.
export const colorModeScript = /* @__PURE__ */ createColorModeScript();
