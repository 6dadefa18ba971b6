import { TOAST } from "@keel/contracts/ui-constants";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore, toast } from "./toast-store.ts";

describe("toast store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("adds an open toast with an id, title and colour", () => {
    const store = createToastStore();
    const id = store.toast({ title: "Saved", color: "success" });
    expect(store.getSnapshot()).toEqual([{ id, open: true, title: "Saved", color: "success" }]);
  });

  it("keeps at most five toasts: the sixth drops the oldest", () => {
    const store = createToastStore();
    const ids = ["1", "2", "3", "4", "5", "6"].map((n) =>
      store.toast({ title: `Toast ${n}`, color: "info" }),
    );
    const titles = store.getSnapshot().map((item) => item.title);
    expect(TOAST.max).toBe(5);
    expect(titles).toEqual(["Toast 2", "Toast 3", "Toast 4", "Toast 5", "Toast 6"]);
    expect(store.getSnapshot().map((item) => item.id)).not.toContain(ids[0]);
  });

  it("drops a closing toast before an open one when over the limit", () => {
    const store = createToastStore();
    const ids = ["1", "2", "3", "4", "5"].map((n) => store.toast({ title: `Toast ${n}`, color: "info" }));
    store.dismiss(ids[2]);
    store.toast({ title: "Toast 6", color: "info" });
    expect(store.getSnapshot().map((item) => item.title)).toEqual([
      "Toast 1",
      "Toast 2",
      "Toast 4",
      "Toast 5",
      "Toast 6",
    ]);
    vi.advanceTimersByTime(TOAST.removeDelayMs);
    expect(store.getSnapshot()).toHaveLength(5);
  });

  it("marks a dismissed toast closed, then deletes it after 200 ms", () => {
    const store = createToastStore();
    const id = store.toast({ title: "Bye", color: "warning" });
    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(TOAST.removeDelayMs - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("does not restart the removal delay when dismissed twice", () => {
    const store = createToastStore();
    const id = store.toast({ title: "Twice", color: "info" });
    store.dismiss(id);
    vi.advanceTimersByTime(150);
    store.dismiss(id);
    vi.advanceTimersByTime(50);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("dismisses every toast when called without an id", () => {
    const store = createToastStore();
    store.toast({ title: "A", color: "info" });
    store.toast({ title: "B", color: "error" });
    store.dismiss();
    expect(store.getSnapshot().every((item) => !item.open)).toBe(true);
    vi.advanceTimersByTime(TOAST.removeDelayMs);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("notifies subscribers and keeps the snapshot stable between changes", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.toast({ title: "Hi", color: "info" });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    unsubscribe();
    store.toast({ title: "Again", color: "info" });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("has an empty server snapshot", () => {
    const store = createToastStore();
    store.toast({ title: "Client only", color: "info" });
    expect(store.getServerSnapshot()).toEqual([]);
  });

  it("does nothing on the server (no document), so requests never share toasts", () => {
    expect(typeof document).toBe("undefined");
    expect(toast.success("Saved")).toBe("");
  });
});
