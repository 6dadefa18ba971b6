/**
 * For tests of parts whose code loads on intent or at the browser's first idle moment (lib/deferred-module.ts,
 * the boat page's deferred-part.tsx) in happy-dom, which has no idle callback of its own: `withManualIdle()`
 * installs one that runs only when the test calls `runIdle()`; `withoutIdle()` removes it again (Safari has none
 * either); `renderDeferred` renders such a part, given `text`, in a Suspense boundary whose fallback is "waiting".
 */
import { act, type ComponentType, createElement, Suspense } from "react";
import { createRoot, type Root } from "react-dom/client";

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

export async function renderDeferred(
  Deferred: ComponentType<{ text: string }>,
): Promise<{ host: HTMLElement; root: Root }> {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  await act(async () =>
    root.render(createElement(Suspense, { fallback: "waiting" }, createElement(Deferred, { text: "ready" }))),
  );
  return { host, root };
}
