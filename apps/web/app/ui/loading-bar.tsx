import { lazy, Suspense, useEffect, useState } from "react";
import { useNavigation } from "react-router";

const LoadingBarView = lazy(() =>
  import("./loading-bar-view.tsx").then((module) => ({ default: module.LoadingBarView })),
);

/**
 * The navigation's loading bar (loading-bar-view.tsx), whose code is not in the first view (client JS budget,
 * decision 022): it is rendered from the first navigation on, which loads it. The bar shows only for
 * navigations longer than 200 ms, far more than its module takes to arrive, so the first one shows it as before.
 */
export function LoadingBar({ className }: { className?: string }) {
  const isNavigating = useNavigation().state !== "idle";
  const [isWanted, setIsWanted] = useState(false);
  useEffect(() => {
    if (isNavigating) setIsWanted(true);
  }, [isNavigating]);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <LoadingBarView className={className} />
    </Suspense>
  );
}
