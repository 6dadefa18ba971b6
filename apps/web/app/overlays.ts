/**
 * The product's overlays, by name (lib/overlay-manager.ts; it sits at the app root with routes.ts because it names features' modules). Each loads on its first opening. Open one with
 * `overlays.open("name", props)`; the overlay host in the root layout renders them.
 */
import { createOverlayManager } from "#app/lib/overlay-manager.ts";

export const OVERLAY_REGISTRY = {
  /** The boat page's photos full screen. */
  "gallery-fullscreen": () => import("#app/features/boat-page/components/gallery-fullscreen.tsx"),
  /** The editor's "leave without saving?" question. */
  "unsaved-changes": () => import("#app/features/boats/components/unsaved-changes-dialog.tsx"),
};

export const overlays = createOverlayManager(OVERLAY_REGISTRY);
