// @vitest-environment happy-dom
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_CHECKS, pollDelay, useBackoffPolling } from "./checkout-poll.ts";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

describe("pollDelay", () => {
  it("doubles from one second up to eight, then stops after MAX_CHECKS checks", () => {
    expect([0, 1, 2, 3, 4, MAX_CHECKS - 1].map(pollDelay)).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
    expect(pollDelay(MAX_CHECKS)).toBeNull();
    expect(pollDelay(-1)).toBeNull();
  });
});

let result: { gaveUp: boolean; restart: () => void };
const check = vi.fn();

function Probe({ isPending }: { isPending: boolean }) {
  result = useBackoffPolling(isPending, check);
  return null;
}

describe("useBackoffPolling", () => {
  let root: Root;
  const render = (isPending: boolean) => act(() => root.render(createElement(Probe, { isPending })));

  beforeEach(() => {
    vi.useFakeTimers();
    check.mockClear();
    root = createRoot(document.createElement("div"));
  });
  afterEach(() => {
    act(() => root.unmount());
    vi.useRealTimers();
  });

  it("checks on the backoff schedule while pending, then gives up until restarted", async () => {
    render(true);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(check).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(check).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(check).toHaveBeenCalledTimes(2);
    // Each check schedules the next once React has rendered its answer: 4 s, then 8 s up to the tenth.
    for (const delay of [4000, 8000, 8000, 8000, 8000, 8000, 8000, 8000]) {
      await act(() => vi.advanceTimersByTimeAsync(delay));
    }
    expect(check).toHaveBeenCalledTimes(MAX_CHECKS);
    expect(result.gaveUp).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(check).toHaveBeenCalledTimes(MAX_CHECKS);

    act(() => result.restart());
    expect(result.gaveUp).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(check).toHaveBeenCalledTimes(MAX_CHECKS + 1);
  });

  it("stops as soon as the answer is no longer pending", async () => {
    render(true);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(check).toHaveBeenCalledTimes(1);
    render(false);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(check).toHaveBeenCalledTimes(1);
    expect(result.gaveUp).toBe(false);
  });
});
