/**
 * For component tests in happy-dom: one React root in the document, mounted before each test and removed after
 * (`beforeEach(view.mount)`, `afterEach(view.unmount)`, placed among the file's own hooks where its fake
 * timers need them), and rendering inside `act` so effects have run when `render` returns.
 */
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

export interface TestRoot {
  mount(): void;
  unmount(): void;
  /** The element the root renders into (between mount and unmount). */
  readonly container: HTMLElement;
  render(node: ReactNode): void;
}

export function createTestRoot(): TestRoot {
  let mounted: { root: Root; container: HTMLElement } | null = null;
  const current = () => {
    if (!mounted) throw new Error("the test root is not mounted: beforeEach(view.mount)");
    return mounted;
  };
  return {
    mount() {
      const container = document.createElement("div");
      document.body.append(container);
      mounted = { root: createRoot(container), container };
    },
    unmount() {
      const { root, container } = current();
      act(() => root.unmount());
      container.remove();
      mounted = null;
    },
    get container() {
      return current().container;
    },
    render(node) {
      act(() => current().root.render(node));
    },
  };
}
