// @vitest-environment happy-dom
import { TOAST } from "@keel/contracts/ui-constants";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast, toastStore } from "#app/lib/toast-store.ts";
import { Toaster } from "./toaster.tsx";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;

function toastElements(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>("li[data-toast-color]")];
}

describe("<Toaster>", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
    act(() => root.render(<Toaster label="Notifications ({hotkey})" closeLabel="Close" />));
  });
  afterEach(() => {
    act(() => {
      toastStore.dismiss();
      vi.advanceTimersByTime(TOAST.removeDelayMs);
      root.unmount();
    });
    container.remove();
    vi.useRealTimers();
  });

  it("labels the viewport region with the hotkey", () => {
    expect(document.querySelector('[role="region"]')?.getAttribute("aria-label")).toBe("Notifications (F8)");
  });

  it("renders a toast with its colour, list-item semantics, title and a labelled close button", () => {
    act(() => {
      toast.success("Boat saved");
    });
    const [element] = toastElements();
    expect(element?.dataset.toastColor).toBe("success");
    // A plain <li> in the viewport's list: Radix announces through its own live region.
    expect(element?.tagName).toBe("LI");
    expect(element?.hasAttribute("role")).toBe(false);
    expect(element?.textContent).toContain("Boat saved");
    expect(element?.querySelector('button[aria-label="Close"]')).not.toBeNull();
  });

  it("shows at most five toasts, newest kept", () => {
    act(() => {
      for (const n of [1, 2, 3, 4, 5, 6]) toast.info(`Toast ${n}`);
    });
    const titles = toastElements().map((element) => element.textContent);
    expect(titles).toHaveLength(5);
    expect(titles.join()).not.toContain("Toast 1");
    expect(titles.join()).toContain("Toast 6");
  });

  it("closes through the close button and is removed from the store after 200 ms", () => {
    act(() => {
      toast.error("Failed");
    });
    act(() => {
      toastElements()[0]?.querySelector("button")?.click();
    });
    expect(toastStore.getSnapshot()[0]?.open).toBe(false);
    act(() => {
      vi.advanceTimersByTime(TOAST.removeDelayMs);
    });
    expect(toastStore.getSnapshot()).toEqual([]);
  });

  it("auto-closes after 5000 ms", () => {
    act(() => {
      toast.warning("Soon gone");
    });
    act(() => {
      vi.advanceTimersByTime(TOAST.durationMs - 10);
    });
    expect(toastStore.getSnapshot()[0]?.open).toBe(true);
    act(() => {
      vi.advanceTimersByTime(10);
    });
    expect(toastStore.getSnapshot()[0]?.open).toBe(false);
  });
});
