import { LOADING_BAR } from "@keel/contracts/ui-constants";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useNavigation } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { createLoadingBar } from "#app/lib/loading-bar.ts";

/**
 * Thin bar at the top of the viewport while a navigation is pending (docs/product.md, Interface rules): hidden for navigations
 * shorter than 200 ms, fills over ~2000 ms, 3 px high, fades 500 ms after the end and resets 400 ms later.
 * Decorative (aria-hidden): React Router keeps focus and announcements; no motion with prefers-reduced-motion.
 */
export function LoadingBarView({ className }: { className?: string }) {
  const isNavigating = useNavigation().state !== "idle";
  const [bar] = useState(() => createLoadingBar());
  const { visible, progress, animate } = useSyncExternalStore(
    bar.subscribe,
    bar.getSnapshot,
    bar.getServerSnapshot,
  );

  useEffect(() => {
    if (isNavigating) bar.start();
    else bar.finish();
  }, [bar, isNavigating]);
  useEffect(() => () => bar.stop(), [bar]);

  return (
    <div
      aria-hidden="true"
      className={cn("pointer-events-none fixed inset-x-0 top-0 z-1000", className)}
      style={{ height: LOADING_BAR.heightPx }}
    >
      <div
        data-loading-bar={visible ? "visible" : "hidden"}
        className={cn(
          "h-full origin-left bg-primary motion-reduce:transition-none",
          animate && "transition-[transform,opacity] duration-300 ease-out",
        )}
        style={{ transform: `scaleX(${progress / 100})`, opacity: visible ? 1 : 0 }}
      />
    </div>
  );
}
