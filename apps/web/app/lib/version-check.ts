import { VERSION_CHECK } from "@keel/contracts/ui-constants";

/**
 * New-version detection (docs/product.md, Interface rules): the build writes `{ buildId }` to builds/latest.json; the
 * client polls it and, when it names another build, reloads at the next navigation (at once if the tab is
 * hidden) so users never run a stale client against a new server. This module is loaded once the page is
 * hydrated, out of the first view's JavaScript (use-version-check.ts, decision 022).
 */

/** Remembers the build we last reloaded for: if the reload still serves the old build, we do not loop. */
export const RELOADED_FOR_KEY = "keel-version-reloaded-for";

export type VersionAction = "none" | "reload-now" | "reload-on-navigation";

export function parseManifest(json: unknown): string | null {
  if (typeof json !== "object" || json === null || !("buildId" in json)) return null;
  const { buildId } = json;
  return typeof buildId === "string" && buildId !== "" ? buildId : null;
}

export function decideVersionAction({
  currentBuildId,
  latestBuildId,
  isHidden,
  reloadedFor,
}: {
  currentBuildId: string;
  latestBuildId: string | null;
  isHidden: boolean;
  reloadedFor: string | null;
}): VersionAction {
  if (!currentBuildId || !latestBuildId || latestBuildId === currentBuildId) return "none";
  if (reloadedFor === latestBuildId) return "none"; // already reloaded for it and still old: a cache lags, wait
  return isHidden ? "reload-now" : "reload-on-navigation";
}

/** Fetches the manifest (cache-busted); any failure answers null, never a reload. */
export async function fetchLatestBuildId(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(`${VERSION_CHECK.manifestPath}?t=${Date.now()}`, {
      cache: "no-store",
      headers: { accept: "application/json" },
    });
    return response.ok ? parseManifest(await response.json()) : null;
  } catch {
    return null;
  }
}

function readReloadedFor(): string | null {
  try {
    return sessionStorage.getItem(RELOADED_FOR_KEY);
  } catch {
    return null;
  }
}

function hardNavigate(buildId: string, href?: string): void {
  try {
    sessionStorage.setItem(RELOADED_FOR_KEY, buildId);
  } catch {
    // without storage the loop guard is off, but reloads still only follow a successful manifest fetch
  }
  if (href) window.location.assign(href);
  else window.location.reload();
}

/** A new build the page waits for: the next page navigation loads it (`reload(href)`). */
export interface PendingReload {
  buildId: string;
  reload(href: string): void;
}

/**
 * Polls every 10 s while the tab is visible, from the build id the page was rendered with; records a newer
 * build in `pending` (or reloads at once when the tab is hidden). Returns the function that stops it.
 */
export function watchVersion(currentBuildId: string, pending: { current: PendingReload | null }): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let cancelled = false;

  async function check() {
    if (document.hidden || pending.current) return;
    const latestBuildId = await fetchLatestBuildId();
    if (cancelled) return;
    const action = decideVersionAction({
      currentBuildId,
      latestBuildId,
      isHidden: document.hidden,
      reloadedFor: readReloadedFor(),
    });
    if (action === "none" || !latestBuildId) return;
    if (action === "reload-now") hardNavigate(latestBuildId);
    else pending.current = { buildId: latestBuildId, reload: (href) => hardNavigate(latestBuildId, href) };
  }

  function onVisibilityChange() {
    clearInterval(timer);
    timer = undefined;
    if (document.hidden) {
      if (pending.current) hardNavigate(pending.current.buildId); // nobody is looking: update now
      return;
    }
    void check();
    timer = setInterval(check, VERSION_CHECK.intervalMs);
  }

  if (!document.hidden) timer = setInterval(check, VERSION_CHECK.intervalMs);
  document.addEventListener("visibilitychange", onVisibilityChange);
  return () => {
    cancelled = true;
    clearInterval(timer);
    document.removeEventListener("visibilitychange", onVisibilityChange);
  };
}
