/** Interface constants of spec sections 4 and 9, in one place for the web app and its tests. */
export const TOAST = {
  max: 5,
  durationMs: 5000,
  removeDelayMs: 200,
  swipeThreshold: 50,
  hotkey: "F8",
  gapPx: 16,
  position: "bottom-right",
} as const;

export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;

export const LOADING_BAR = {
  durationMs: 2000,
  throttleMs: 200,
  heightPx: 3,
  hideDelayMs: 500,
  resetDelayMs: 400,
} as const;

export const COLOR_MODE = { shortcutKey: "d", chainTimeoutMs: 800 } as const;

export const VERSION_CHECK = { intervalMs: 10_000, manifestPath: "/builds/latest.json" } as const;

export const ROUTE_PRELOAD_CONCURRENCY = 5;

export const DEFAULT_LOGIN_REDIRECT = "/dashboard";

export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
