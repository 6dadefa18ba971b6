import { VERSION_CHECK } from "@keel/contracts/ui-constants";
import { useEffect, useRef } from "react";
import { useHref, useNavigation } from "react-router";

/**
 * New-version detection (docs/product.md, Interface rules): the build writes `{ buildId }` to builds/latest.json; the
 * client polls it and, when it names another build, reloads at the next navigation (at once if the tab is
 * hidden) so users never run a stale client against a new server.
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

/** Polls every 10 s while the tab is visible; pass the build id the page was rendered with ("" disables). */
export function useVersionCheck(currentBuildId: string): void {
  const pending = useRef<string | null>(null);
  const navigation = useNavigation();
  const nextHref = useHref(navigation.location ?? ".");

  useEffect(() => {
    if (!currentBuildId) return;
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
      else pending.current = latestBuildId;
    }

    function onVisibilityChange() {
      clearInterval(timer);
      timer = undefined;
      if (document.hidden) {
        if (pending.current) hardNavigate(pending.current); // nobody is looking: update now
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
  }, [currentBuildId]);

  // A new build is waiting: turn the next page navigation (not a form post) into a full document load.
  const isPageLoad =
    navigation.state === "loading" &&
    navigation.location !== undefined &&
    (navigation.formMethod === undefined || navigation.formMethod.toUpperCase() === "GET");
  useEffect(() => {
    if (isPageLoad && pending.current) hardNavigate(pending.current, nextHref);
  }, [isPageLoad, nextHref]);
}
