import { Suspense } from "react";
import { deferredComponent } from "#app/lib/deferred-module.ts";

const Delegate = deferredComponent("form[data-heart]", () =>
  import("#app/features/favourites/index.ts").then((module) => module.HeartDelegate),
);

/**
 * The `HeartDelegate` (features/favourites) of a page's boat cards, whose code loads when a heart is about to
 * be used (a pointer over it, a touch, focus on it) or when the browser is first idle (lib/deferred-module.ts):
 * neither it nor the favourites feature is in the first chunks of the pages listing boats. Until then a card's
 * heart is the plain form post it is without JavaScript, which works as well (a redirect back, the boat saved).
 */
export function DeferredHeartDelegate() {
  return (
    <Suspense>
      <Delegate />
    </Suspense>
  );
}
