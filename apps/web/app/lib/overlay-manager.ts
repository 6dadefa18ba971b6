/**
 * One manager for the product's overlays (dialogs, drawers, sheets): each is registered under a name with a
 * loader of its component, and opened by that name with its props. Opening a name nobody registered fails at
 * once with "Overlay not found" (a typo never fails silently). One overlay per name is open at a time (opening
 * it again replaces its props); they stack in opening order, so Escape and "close the top one" act on the last
 * opened; a page change closes them all (the overlay host does it). Components load on first opening, so an
 * overlay's code is never part of a page's first download.
 */
import type { ComponentType } from "react";

export const OVERLAY_NOT_FOUND = "Overlay not found";

export class OverlayNotFoundError extends Error {
  readonly overlay: string;
  constructor(name: string) {
    super(`${OVERLAY_NOT_FOUND}: ${name}`);
    this.name = "OverlayNotFoundError";
    this.overlay = name;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds components of every props shape
export type OverlayLoader = () => Promise<{ default: ComponentType<any> }>;

export interface OpenOverlay {
  name: string;
  props: Record<string, unknown>;
}

/** Props of each registered overlay, for type-checked `open` calls. */
export type OverlayProps<R extends Record<string, OverlayLoader>> = {
  [N in keyof R]: Awaited<ReturnType<R[N]>>["default"] extends ComponentType<infer P> ? P : never;
};

export function createOverlayManager<R extends Record<string, OverlayLoader>>(registry: R) {
  let stack: readonly OpenOverlay[] = [];
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const requireRegistered = (name: string): void => {
    if (!Object.hasOwn(registry, name)) throw new OverlayNotFoundError(name);
  };

  return {
    /** Opens `name` on top of the others (or replaces its props if it is open already). */
    open<N extends keyof R & string>(name: N, props: OverlayProps<R>[N]): void {
      requireRegistered(name);
      stack = [
        ...stack.filter((entry) => entry.name !== name),
        { name, props: props as Record<string, unknown> },
      ];
      emit();
    },
    /** Closes `name`; closing one that is not open does nothing, one that does not exist fails. */
    close(name: keyof R & string): void {
      requireRegistered(name);
      if (!stack.some((entry) => entry.name === name)) return;
      stack = stack.filter((entry) => entry.name !== name);
      emit();
    },
    /** Closes the overlay opened last; returns its name (undefined when none was open). */
    closeTop(): string | undefined {
      const top = stack.at(-1);
      if (!top) return undefined;
      stack = stack.slice(0, -1);
      emit();
      return top.name;
    },
    closeAll(): void {
      if (stack.length === 0) return;
      stack = [];
      emit();
    },
    isOpen(name: keyof R & string): boolean {
      requireRegistered(name);
      return stack.some((entry) => entry.name === name);
    },
    /** The loader of a registered overlay's component. */
    loaderOf(name: string): OverlayLoader {
      requireRegistered(name);
      return registry[name]!;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot(): readonly OpenOverlay[] {
      return stack;
    },
    getServerSnapshot(): readonly OpenOverlay[] {
      return EMPTY;
    },
  };
}

const EMPTY: readonly OpenOverlay[] = [];

export type OverlayManager = ReturnType<typeof createOverlayManager>;
