/**
 * The product's overlays, by name (lib/overlay-manager.ts). Each loads on its first opening. Open one with
 * `overlays.open("name", props)`; the overlay host in the root layout renders them.
 */
import { createOverlayManager } from "./overlay-manager.ts";

export const OVERLAY_REGISTRY = {
  /** The boat page's photos full screen. */
  "gallery-fullscreen": () => import("../components/boat-detail/gallery-fullscreen.tsx"),
  /** The editor's "leave without saving?" question. */
  "unsaved-changes": () => import("../components/boats/unsaved-changes-dialog.tsx"),
};

export const overlays = createOverlayManager(OVERLAY_REGISTRY);
