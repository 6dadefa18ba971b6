import { LOADING_BAR } from "@keel/contracts/ui-constants";

/** Navigation loading bar timing (docs/product.md, Interface rules), framework-free; `<LoadingBar>` renders its state. */

export interface LoadingBarState {
  visible: boolean;
  /** 0-100. */
  progress: number;
  /** False while snapping back to 0, so the bar does not visibly run backwards. */
  animate: boolean;
}

export type LoadingBarTiming = typeof LOADING_BAR;

const IDLE: LoadingBarState = Object.freeze({ visible: false, progress: 0, animate: false });
const TICK_MS = 100;

/** Estimated progress that slows down as it nears 100 and never reaches it: about 70% after `durationMs`. */
export function estimateProgress(elapsedMs: number, durationMs: number): number {
  return (200 / Math.PI) * Math.atan((2 * Math.max(0, elapsedMs)) / durationMs);
}

export function createLoadingBar(timing: LoadingBarTiming = LOADING_BAR, now: () => number = Date.now) {
  let state = IDLE;
  const listeners = new Set<() => void>();
  let running = false;
  let startedAt = 0;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let ticker: ReturnType<typeof setInterval> | undefined;

  function set(next: LoadingBarState): void {
    state = next;
    for (const listener of listeners) listener();
  }
  function later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  }
  function clearTimers(): void {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    clearInterval(ticker);
    ticker = undefined;
  }
  function show(): void {
    startedAt = now();
    set({ visible: true, progress: 0, animate: false });
    ticker = setInterval(() => {
      set({ visible: true, progress: estimateProgress(now() - startedAt, timing.durationMs), animate: true });
    }, TICK_MS);
  }

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): LoadingBarState => state,
    getServerSnapshot: (): LoadingBarState => IDLE,
    /** A navigation began: show the bar only if it is still running after the throttle delay. */
    start(): void {
      if (running) return;
      running = true;
      clearTimers();
      if (state.visible) show();
      else later(timing.throttleMs, show);
    },
    /** The navigation ended: fill the bar, fade it out after the hide delay, reset it after the reset delay. */
    finish(): void {
      if (!running) return;
      running = false;
      clearTimers();
      if (!state.visible) {
        if (state !== IDLE) set(IDLE);
        return;
      }
      set({ visible: true, progress: 100, animate: true });
      later(timing.hideDelayMs, () => {
        set({ ...state, visible: false });
        later(timing.resetDelayMs, () => set(IDLE));
      });
    },
    /** Stops everything at once (unmount). */
    stop(): void {
      running = false;
      clearTimers();
      if (state !== IDLE) set(IDLE);
    },
  };
}

export type LoadingBarController = ReturnType<typeof createLoadingBar>;
