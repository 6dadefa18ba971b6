/**
 * For tests of code that waits for the browser's first idle moment (lib/deferred-module.ts, the boat page's
 * deferred-part.tsx) in happy-dom, which has no idle callback of its own: `withManualIdle()` installs one that
 * runs only when the test calls `runIdle()`; `withoutIdle()` removes it again (Safari has none either).
 */
export function withManualIdle(): { runIdle: () => void } {
  let idle: (() => void) | null = null;
  Object.assign(window, {
    requestIdleCallback: (callback: IdleRequestCallback) => {
      idle = () => callback({ didTimeout: false, timeRemaining: () => 50 });
      return 1;
    },
  });
  return { runIdle: () => idle?.() };
}

export function withoutIdle(): void {
  Reflect.deleteProperty(window, "requestIdleCallback");
}
