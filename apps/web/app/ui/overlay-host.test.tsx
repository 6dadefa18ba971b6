// @vitest-environment happy-dom
import { act } from "react";
import { createMemoryRouter, RouterProvider, useNavigate } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createOverlayManager, type OverlayManager } from "#app/lib/overlay-manager.ts";
import { OverlayHost } from "#app/ui/overlay-host.tsx";
import { createTestRoot } from "#app/ui/test-root.ts";

function Panel({ label }: { label: string }) {
  return <div role="dialog" aria-label={label} />;
}

const view = createTestRoot();
let manager: OverlayManager;
let navigate: ReturnType<typeof useNavigate>;

function Page() {
  navigate = useNavigate();
  return <OverlayHost manager={manager} />;
}

const dialogs = () =>
  [...view.container.querySelectorAll('[role="dialog"]')].map((d) => d.getAttribute("aria-label"));

/** Lets the lazy components' imports settle. */
async function settle() {
  for (let i = 0; i < 5; i += 1) await act(async () => Promise.resolve());
}

describe("<OverlayHost>", () => {
  beforeEach(() => {
    view.mount();
    manager = createOverlayManager({
      drawer: async () => ({ default: Panel }),
      sheet: async () => ({ default: Panel }),
    });
    const router = createMemoryRouter([{ path: "*", element: <Page /> }], { initialEntries: ["/a"] });
    view.render(<RouterProvider router={router} />);
  });
  afterEach(() => {
    view.unmount();
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
