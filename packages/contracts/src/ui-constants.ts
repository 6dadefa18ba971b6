/** Interface constants (docs/product.md, Interface rules), in one place for the web app and its tests. */
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

/** A failed route chunk reloads the page once; a second failure within this time is left to the error screen. */
export const CHUNK_RELOAD_EXPIRY_MS = 10_000;

/** Icon requests: URL length limit (longer lists are split), host rotation of the public API, timeout. */
export const ICON_API = { maxUrlLength: 500, rotateMs: 750, timeoutMs: 5000 } as const;

/** Brand colour shades, and the one each colour mode uses as the main colour. */
export const BRAND_SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
export const BRAND_MAIN_SHADE = { light: 500, dark: 400 } as const;

export const DEFAULT_LOGIN_REDIRECT = "/dashboard";

export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The page sizes the public lists offer (search, directories); 24 unless the reader picks another. */
export const PAGE_SIZES = [12, 24, 48] as const;
