import { useEffect, useRef } from "react";
import { useHref, useNavigation } from "react-router";
import type { PendingReload } from "./version-check.ts";

/**
 * New-version detection (version-check.ts) for the root route: the polling's code is imported once the page
 * has hydrated, so it is not in any page's first-view JavaScript (client JS budget, decision 022); pass the
 * build id the page was rendered with ("" disables). A new build found waiting turns the next page navigation
 * (not a form post) into a full document load.
 */
export function useVersionCheck(currentBuildId: string): void {
  const pending = useRef<PendingReload | null>(null);
  const navigation = useNavigation();
  const nextHref = useHref(navigation.location ?? ".");

  useEffect(() => {
    if (!currentBuildId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import("./version-check.ts").then(
      (module) => {
        if (!cancelled) stop = module.watchVersion(currentBuildId, pending);
      },
      () => {}, // no check without its code (a deploy removed it): the next document load brings it
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [currentBuildId]);

  const isPageLoad =
    navigation.state === "loading" &&
    navigation.location !== undefined &&
    (navigation.formMethod === undefined || navigation.formMethod.toUpperCase() === "GET");
  useEffect(() => {
    if (isPageLoad && pending.current) pending.current.reload(nextHref);
  }, [isPageLoad, nextHref]);
}
