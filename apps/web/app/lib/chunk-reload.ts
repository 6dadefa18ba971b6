/**
 * A script chunk that fails to load (a deploy removed it while the page was open, a flaky network) reloads
 * the page once, which fetches the current build. A second failure within the expiry (10 s) is not retried:
 * the error reaches the page's error screen rather than looping reloads.
 */
import { CHUNK_RELOAD_EXPIRY_MS } from "@keel/contracts/ui-constants";

export const CHUNK_RELOAD_KEY = "keel-chunk-reload-at";

interface ChunkReloadEnvironment {
  addEventListener(type: "vite:preloadError", listener: (event: Event) => void): void;
  sessionStorage: Pick<Storage, "getItem" | "setItem">;
  location: Pick<Location, "reload">;
}

/** Whether a failure at `now` may reload, given the time of the last reload (or null). */
export function mayReload(
  now: number,
  lastReloadAt: number | null,
  expiryMs = CHUNK_RELOAD_EXPIRY_MS,
): boolean {
  return lastReloadAt === null || !(now - lastReloadAt >= 0 && now - lastReloadAt < expiryMs);
}

function readLastReload(storage: ChunkReloadEnvironment["sessionStorage"]): number | null {
  try {
    const value = Number(storage.getItem(CHUNK_RELOAD_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Listens for Vite's chunk load failures: the first within the expiry reloads, a repeated one is left alone. */
export function installChunkReload(environment: ChunkReloadEnvironment, now: () => number = Date.now): void {
  environment.addEventListener("vite:preloadError", (event) => {
    const time = now();
    if (!mayReload(time, readLastReload(environment.sessionStorage))) return;
    event.preventDefault();
    try {
      environment.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(time));
    } catch {
      // Without storage the reload still happens; a loop is then bounded by the browser's own reload.
      return;
    }
    environment.location.reload();
  });
}
