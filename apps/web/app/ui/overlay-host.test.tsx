// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider, useNavigate } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createOverlayManager, type OverlayManager } from "#app/lib/overlay-manager.ts";
import { OverlayHost } from "#app/ui/overlay-host.tsx";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

function Panel({ label }: { label: string }) {
  return <div role="dialog" aria-label={label} />;
}

let root: Root;
let container: HTMLElement;
let manager: OverlayManager;
let navigate: ReturnType<typeof useNavigate>;

function Page() {
  navigate = useNavigate();
  return <OverlayHost manager={manager} />;
}

const dialogs = () =>
  [...container.querySelectorAll('[role="dialog"]')].map((d) => d.getAttribute("aria-label"));

/** Lets the lazy components' imports settle. */
async function settle() {
  for (let i = 0; i < 5; i += 1) await act(async () => Promise.resolve());
}

describe("<OverlayHost>", () => {
  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
    manager = createOverlayManager({
      drawer: async () => ({ default: Panel }),
      sheet: async () => ({ default: Panel }),
    });
    const router = createMemoryRouter([{ path: "*", element: <Page /> }], { initialEntries: ["/a"] });
    act(() => root.render(<RouterProvider router={router} />));
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it("renders the open overlays in opening order, loaded on first opening, and removes closed ones", async () => {
    expect(dialogs()).toEqual([]);
    act(() => {
      (manager.open as (name: string, props: object) => void)("drawer", { label: "Filters" });
      (manager.open as (name: string, props: object) => void)("sheet", { label: "Share" });
    });
    await settle();
    expect(dialogs()).toEqual(["Filters", "Share"]);
    act(() => manager.closeTop());
    await settle();
    expect(dialogs()).toEqual(["Filters"]);
  });

  it("closes every overlay when the page changes", async () => {
    act(() => (manager.open as (name: string, props: object) => void)("drawer", { label: "Filters" }));
    await settle();
    expect(dialogs()).toEqual(["Filters"]);
    await act(async () => navigate("/b"));
    await settle();
    expect(dialogs()).toEqual([]);
    expect(manager.getSnapshot()).toEqual([]);
  });
});
