import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
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
 * The provider's state as a store the switches subscribe to: the context's value is this one object for the
 * page's life and never changes. A changing context value reaches every component below the provider, and a
 * Suspense boundary still holding the server's markup that it reaches (a part whose code loads on intent or
 * when idle, lib/deferred-module.ts) is rendered afresh by React without its code: blank until the code came.
 * The state changes right after hydration (the stored preference read) and on every choice of mode.
 */
interface ColorModeStore {
  subscribe(listener: () => void): () => void;
  get(): ColorModeState;
  /** The state the server rendered with (mode unknown), for hydration. */
  getServer(): ColorModeState;
  set(state: ColorModeState): void;
}

function createColorModeStore(initial: ColorModeState): ColorModeStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => current,
    getServer: () => initial,
    set(state) {
      if (state === current) return;
      current = state;
      for (const listener of listeners) listener();
    },
  };
}

const ColorModeContext = createContext<ColorModeStore | null>(null);

export function useColorMode(): ColorModeState {
  const store = useContext(ColorModeContext);
  if (!store) throw new Error("useColorMode() needs a <ColorModeProvider> above it");
  return useSyncExternalStore(store.subscribe, store.get, store.getServer);
}

/** The forced mode of the current page, for `<html data-color-mode-forced>` (no flash on forced pages). */
export function useForcedColorMode(): ColorModeValue | undefined {
  return findForcedColorMode(useMatches()).forced ?? undefined;
}

export interface ColorModeProviderProps {
  children: ReactNode;
  /** Called after the keyboard shortcut toggled the mode, with the new mode (e.g. to show a toast). */
  onToggle?: (value: ColorModeValue) => void;
  storageKey?: string;
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

export function ColorModeProvider({
  children,
  onToggle,
  storageKey = COLOR_MODE_STORAGE_KEY,
}: ColorModeProviderProps) {
  const getPreference = useCallback(() => parsePreference(readStorage(storageKey)), [storageKey]);
  const storedPreference = useSyncExternalStore(subscribePreference, getPreference, getUnknown);
  const systemIsDark = useSyncExternalStore(subscribeSystem, getSystemIsDark, getUnknown);
  const { forced, warning } = findForcedColorMode(useMatches());

  const unknown = storedPreference === null || systemIsDark === null;
  const preference = storedPreference ?? "system";
  const value = resolveColorMode(preference, systemIsDark ?? false, forced);

  useEffect(() => {
    if (warning) console.warn(warning);
  }, [warning]);

  useLayoutEffect(() => {
    if (!unknown) applyColorMode(document.documentElement, value);
  }, [unknown, value]);

  const setPreference = useCallback(
    (next: ColorModePreference) => {
      writeStorage(storageKey, next);
      for (const listener of preferenceListeners) listener();
    },
    [storageKey],
  );

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

  const state = useMemo<ColorModeState>(
    () => ({ preference, value, unknown, forced: forced !== null, setPreference }),
    [preference, value, unknown, forced, setPreference],
  );
  const [store] = useState(() => createColorModeStore(state));
  // After the commit, as the document's class above: the switches then render the new state themselves.
  useLayoutEffect(() => store.set(state), [store, state]);
  return <ColorModeContext.Provider value={store}>{children}</ColorModeContext.Provider>;
}
