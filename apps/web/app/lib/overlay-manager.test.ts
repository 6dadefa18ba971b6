import { describe, expect, it, vi } from "vitest";
import { OVERLAY_REGISTRY, overlays } from "#app/overlays.ts";
import { createOverlayManager, OVERLAY_NOT_FOUND, OverlayNotFoundError } from "./overlay-manager.ts";

const Sheet = (_: { side: string }) => null;
const Confirm = (_: { title: string }) => null;
const manager = () =>
  createOverlayManager({
    sheet: async () => ({ default: Sheet }),
    confirm: async () => ({ default: Confirm }),
  });

describe("the overlay manager", () => {
  it("fails with 'Overlay not found' for a name nobody registered, and opens nothing", () => {
    const m = manager();
    const open = () => (m.open as (name: string, props: object) => void)("shet", { side: "left" });
    expect(open).toThrow(OverlayNotFoundError);
    expect(open).toThrow(`${OVERLAY_NOT_FOUND}: shet`);
    expect(() => (m.close as (name: string) => void)("nope")).toThrow(OVERLAY_NOT_FOUND);
    expect(() => m.loaderOf("nope")).toThrow(OVERLAY_NOT_FOUND);
    expect(m.getSnapshot()).toEqual([]);
  });

  it("stacks overlays in opening order, one per name, and tells its subscribers", () => {
    const m = manager();
    const listener = vi.fn();
    const stop = m.subscribe(listener);
    m.open("sheet", { side: "left" });
    m.open("confirm", { title: "Sure?" });
    expect(m.getSnapshot().map((e) => e.name)).toEqual(["sheet", "confirm"]);
    // Opening an open one again replaces its props and brings it on top.
    m.open("sheet", { side: "right" });
    expect(m.getSnapshot()).toEqual([
      { name: "confirm", props: { title: "Sure?" } },
      { name: "sheet", props: { side: "right" } },
    ]);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(m.isOpen("confirm")).toBe(true);
    stop();
    m.closeAll();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("closes by name, the top one, or all; closing what is closed changes nothing", () => {
    const m = manager();
    const listener = vi.fn();
    m.subscribe(listener);
    m.close("sheet");
    expect(m.closeTop()).toBeUndefined();
    m.closeAll();
    expect(listener).not.toHaveBeenCalled();
    m.open("sheet", { side: "left" });
    m.open("confirm", { title: "Sure?" });
    expect(m.closeTop()).toBe("confirm");
    expect(m.isOpen("confirm")).toBe(false);
    m.open("confirm", { title: "Again?" });
    m.close("sheet");
    expect(m.getSnapshot().map((e) => e.name)).toEqual(["confirm"]);
    m.closeAll();
    expect(m.getSnapshot()).toEqual([]);
    expect(m.getServerSnapshot()).toEqual([]);
  });

  it("registers the product's overlays, each loading a component", async () => {
    expect(Object.keys(OVERLAY_REGISTRY).sort()).toEqual(["gallery-fullscreen", "unsaved-changes"]);
    for (const name of Object.keys(OVERLAY_REGISTRY)) {
      const module = await overlays.loaderOf(name)();
      expect(typeof module.default, name).toBe("function");
    }
  });
});
