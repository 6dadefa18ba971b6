import { type ReactNode, useEffect, useEffectEvent, useLayoutEffect, useSyncExternalStore } from "react";
import { useMatches } from "react-router";
import {
  applyColorMode,
  COLOR_MODE_STORAGE_KEY,
  type ColorModePreference,
  type ColorModeValue,
  createShortcutMatcher,
  DARK_MEDIA_QUERY,
  findForcedColorMode,
  isEditableTarget,
  parsePreference,
  resolveColorMode,
} from "./color-mode.ts";

export interface ColorModeState {
  preference: ColorModePreference;
  /** The mode shown ("light" while unknown). */
  value: ColorModeValue;
  /** True on the server and during hydration, before the stored preference and OS setting are read. */
  unknown: boolean;
  /** True when the current page forces the mode through its route `handle: { colorMode }`. */
  forced: boolean;
  setPreference(preference: ColorModePreference): void;
}

/**
 * The colour mode: the stored preference and the operating system's setting, read from their own stores (no
 * context). The provider applies it to the document; the switches read it through this hook too. A context
 * whose value changed reached every component below the provider, and a Suspense boundary still holding the
 * server's markup that it reached (a part whose code loads on intent or when idle, lib/deferred-module.ts) was
 * rendered afresh by React without its code: blank until the code came. The state changes right after
 * hydration (the stored preference read) and on every choice of mode; now only the hook's users render again.
 */
export function useColorMode(): ColorModeState {
  const storedPreference = useSyncExternalStore(subscribePreference, getPreference, getUnknown);
  const systemIsDark = useSyncExternalStore(subscribeSystem, getSystemIsDark, getUnknown);
  const { forced } = findForcedColorMode(useMatches());
  const preference = storedPreference ?? "system";
  return {
    preference,
    value: resolveColorMode(preference, systemIsDark ?? false, forced),
    unknown: storedPreference === null || systemIsDark === null,
    forced: forced !== null,
    setPreference,
  };
}

/** The forced mode of the current page, for `<html data-color-mode-forced>` (no flash on forced pages). */
export function useForcedColorMode(): ColorModeValue | undefined {
  return findForcedColorMode(useMatches()).forced ?? undefined;
}

export interface ColorModeProviderProps {
  children: ReactNode;
  /** Called after the keyboard shortcut toggled the mode, with the new mode (e.g. to show a toast). */
  onToggle?: (value: ColorModeValue) => void;
}

const preferenceListeners = new Set<() => void>();

function subscribePreference(listener: () => void): () => void {
  preferenceListeners.add(listener);
  window.addEventListener("storage", listener); // other tabs
  return () => {
    preferenceListeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function subscribeSystem(listener: () => void): () => void {
  const query = window.matchMedia(DARK_MEDIA_QUERY);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}

const getSystemIsDark = () => window.matchMedia(DARK_MEDIA_QUERY).matches;
const getUnknown = () => null;

/** Used when localStorage is unavailable (disabled, privacy mode): the choice then lasts until reload. */
let memoryPreference: string | null = null;

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return memoryPreference;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    memoryPreference = value;
  }
}

const getPreference = () => parsePreference(readStorage(COLOR_MODE_STORAGE_KEY));

function setPreference(next: ColorModePreference): void {
  writeStorage(COLOR_MODE_STORAGE_KEY, next);
  for (const listener of preferenceListeners) listener();
}

/** Applies the colour mode to the document and takes the keyboard shortcut; renders its children as they are. */
export function ColorModeProvider({ children, onToggle }: ColorModeProviderProps) {
  const { value, unknown } = useColorMode();
  const { forced, warning } = findForcedColorMode(useMatches());

  useEffect(() => {
    if (warning) console.warn(warning);
  }, [warning]);

  useLayoutEffect(() => {
    if (!unknown) applyColorMode(document.documentElement, value);
  }, [unknown, value]);

  const toggle = useEffectEvent(() => {
    const next = value === "dark" ? "light" : "dark";
    setPreference(next);
    onToggle?.(next);
  });

  useEffect(() => {
    if (forced) return; // the page decides the mode; a toggle would change nothing visible
    const matcher = createShortcutMatcher();
    function onKeyDown(event: KeyboardEvent) {
      if (isEditableTarget(event.target) || !matcher.match(event, event.timeStamp)) return;
      event.preventDefault(); // Cmd/Ctrl+D would otherwise bookmark the page
      toggle();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [forced]);

  return children;
}
