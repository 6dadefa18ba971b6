import { useEffect } from "react";
import { type OVERLAY_REGISTRY, overlays } from "#app/overlays.ts";
import type { OverlayProps } from "./overlay-manager.ts";

type Props = OverlayProps<typeof OVERLAY_REGISTRY>;

/**
 * A component's overlay, declared: open with these props while `props` is not null (kept up to date as they
 * change), closed when it is null or the component goes away. The overlay host renders it.
 */
export function useOverlay<N extends keyof Props & string>(name: N, props: Props[N] | null): void {
  useEffect(() => {
    if (props === null) overlays.close(name);
    else overlays.open(name, props);
  });
  useEffect(() => () => overlays.close(name), [name]);
}
