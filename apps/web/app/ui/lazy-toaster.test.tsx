// @vitest-environment happy-dom
import { TOAST } from "@keel/contracts/ui-constants";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast, toastStore } from "#app/lib/toast-store.ts";
import { LazyToaster } from "./lazy-toaster.tsx";
import { Toaster } from "./toaster.tsx";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const labels = { label: "Notifications ({hotkey})", closeLabel: "Close", announceLabel: "Notification" };

let root: Root;
let container: HTMLElement;

/** Lets the toaster's dynamic import resolve and renders what it loaded, inside act. */
const settleLoading = () =>
  act(async () => {
    await import("./toaster.tsx");
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const region = () => document.querySelector<HTMLElement>('[role="region"]');
const toastElements = () => [...document.querySelectorAll<HTMLElement>("li[data-toast-color]")];

describe("<LazyToaster>", () => {
  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(async () => {
    // The dismissed toasts leave the store after their removal delay: on a fake clock, not a real wait.
    vi.useFakeTimers();
    try {
      await act(async () => {
        toastStore.dismiss();
        await vi.advanceTimersByTimeAsync(TOAST.removeDelayMs);
        root.unmount();
      });
    } finally {
      vi.useRealTimers();
    }
    expect(toastStore.getSnapshot()).toEqual([]);
    container.remove();
  });

  it("server-renders the same region as the Radix toaster", () => {
    expect(renderToStaticMarkup(<LazyToaster {...labels} />)).toBe(
      renderToStaticMarkup(<Toaster {...labels} />),
    );
    expect(renderToStaticMarkup(<LazyToaster {...labels} />)).toContain('aria-label="Notifications (F8)"');
  });

  it("shows the placeholder region until the first toast, then the toast through Radix", async () => {
    act(() => root.render(<LazyToaster {...labels} />));
    expect(region()?.getAttribute("aria-label")).toBe("Notifications (F8)");
    expect(region()?.querySelector("ol")).not.toBeNull();

    act(() => {
      toast.success("Boat saved");
    });
    await settleLoading();
    expect(toastElements()).toHaveLength(1);
    expect(toastElements()[0]?.textContent).toContain("Boat saved");
    expect(toastElements()[0]?.querySelector('button[aria-label="Close"]')).not.toBeNull();
    expect(document.querySelectorAll('[role="region"]')).toHaveLength(1);
  });

  it("shows a toast published before it mounted", async () => {
    toast.info("Signed in");
    act(() => root.render(<LazyToaster {...labels} />));
    await settleLoading();
    expect(toastElements().map((element) => element.textContent)).toEqual(["Signed in"]);
  });

  it("focuses the viewport when the hotkey is pressed before any toast", async () => {
    act(() => root.render(<LazyToaster {...labels} />));
    act(() => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "F8", code: TOAST.hotkey }));
    });
    await settleLoading();
    expect(document.activeElement).toBe(region()?.querySelector("ol"));
    expect(document.activeElement?.closest('[role="region"]')?.getAttribute("aria-label")).toBe(
      "Notifications (F8)",
    );
  });
});
