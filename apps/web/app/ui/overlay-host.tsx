import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  Suspense,
  useEffect,
  useSyncExternalStore,
} from "react";
import { useLocation } from "react-router";
import type { OverlayManager } from "#app/lib/overlay-manager.ts";
import { overlays } from "#app/overlays.ts";

// biome-ignore lint/suspicious/noExplicitAny: overlays of every props shape
const components = new WeakMap<OverlayManager, Map<string, LazyExoticComponent<ComponentType<any>>>>();

function componentOf(manager: OverlayManager, name: string) {
  const byName = components.get(manager) ?? new Map();
  components.set(manager, byName);
  const component = byName.get(name) ?? lazy(manager.loaderOf(name));
  byName.set(name, component);
  return component;
}

/**
 * Renders the open overlays of the manager (app/overlays.ts), in opening order so the last opened is on top;
 * each loads on its first opening. A page change closes them all. Mounted once, in the root layout.
 */
export function OverlayHost({ manager = overlays as OverlayManager }: { manager?: OverlayManager }) {
  const stack = useSyncExternalStore(manager.subscribe, manager.getSnapshot, manager.getServerSnapshot);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's path is the trigger, not an input
  useEffect(() => manager.closeAll(), [manager, pathname]);
  return stack.map((entry) => {
    const Overlay = componentOf(manager, entry.name);
    return (
      <Suspense key={entry.name} fallback={null}>
        <Overlay {...entry.props} />
      </Suspense>
    );
  });
}
