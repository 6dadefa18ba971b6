import { LOADING_BAR } from "@keel/contracts/ui-constants";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLoadingBar, estimateProgress } from "./loading-bar.ts";

describe("estimateProgress", () => {
  it("starts at 0, is about 70% after the duration and never reaches 100", () => {
    expect(estimateProgress(0, LOADING_BAR.durationMs)).toBe(0);
    expect(estimateProgress(LOADING_BAR.durationMs, LOADING_BAR.durationMs)).toBeCloseTo(70.5, 0);
    expect(estimateProgress(60_000, LOADING_BAR.durationMs)).toBeLessThan(100);
  });
});

describe("loading bar timing", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("never shows for a navigation shorter than the 200 ms throttle", () => {
    const bar = createLoadingBar();
    const seen: boolean[] = [];
    bar.subscribe(() => seen.push(bar.getSnapshot().visible));
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs - 1);
    bar.finish();
    vi.runAllTimers();
    expect(seen).not.toContain(true);
    expect(bar.getSnapshot()).toEqual({ visible: false, progress: 0, animate: false });
  });

  it("shows after the throttle and progresses while the navigation runs", () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs);
    expect(bar.getSnapshot()).toMatchObject({ visible: true, progress: 0 });
    vi.advanceTimersByTime(LOADING_BAR.durationMs);
    const { progress } = bar.getSnapshot();
    expect(progress).toBeGreaterThan(60);
    expect(progress).toBeLessThan(100);
  });

  it("fills on finish, hides after 500 ms, then resets to 0 after 400 ms more", () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs + 300);
    bar.finish();
    expect(bar.getSnapshot()).toMatchObject({ visible: true, progress: 100 });
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs - 1);
    expect(bar.getSnapshot().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.getSnapshot()).toMatchObject({ visible: false, progress: 100 });
    vi.advanceTimersByTime(LOADING_BAR.resetDelayMs);
    expect(bar.getSnapshot()).toEqual({ visible: false, progress: 0, animate: false });
  });

  it("restarts at once when a new navigation begins while the bar is still visible", () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs);
    bar.finish();
    vi.advanceTimersByTime(100);
    bar.start();
    expect(bar.getSnapshot()).toMatchObject({ visible: true, progress: 0 });
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs);
    expect(bar.getSnapshot().visible).toBe(true);
  });

  it("stops every timer on stop()", () => {
    const bar = createLoadingBar();
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs);
    bar.stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(bar.getSnapshot().visible).toBe(false);
  });
});
