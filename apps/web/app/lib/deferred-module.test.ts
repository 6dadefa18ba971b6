// @vitest-environment happy-dom
import { act, createElement, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderDeferred, withManualIdle, withoutIdle } from "./deferred.fixture.ts";
import { deferredComponent, loadOnIntent } from "./deferred-module.ts";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  document.body.innerHTML = `<section id="contact"><input id="name" /></section><p id="elsewhere">x</p>`;
});

afterEach(() => {
  withoutIdle();
  document.body.innerHTML = "";
});

describe("loadOnIntent", () => {
  it("loads at once when the part is not in the document (a client-side navigation)", async () => {
    const load = vi.fn(async () => "module");
    await expect(loadOnIntent("#absent", load)).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("waits while the server's markup is there, then loads on focus inside it, once", async () => {
    const { runIdle } = withManualIdle();
    const load = vi.fn(async () => "module");
    const loaded = loadOnIntent("#contact", load);
    document.getElementById("elsewhere")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await settled();
    expect(load).not.toHaveBeenCalled();

    document.getElementById("name")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await expect(loaded).resolves.toBe("module");
    document.getElementById("name")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    runIdle();
    await settled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads on a pointer over the part or a touch in it", async () => {
    withManualIdle();
    for (const type of ["pointerover", "touchstart"]) {
      const load = vi.fn(async () => type);
      const loaded = loadOnIntent("#contact", load);
      document.getElementById("name")!.dispatchEvent(new Event(type, { bubbles: true }));
      await expect(loaded).resolves.toBe(type);
    }
  });

  it("loads when the browser is first idle without any intent", async () => {
    const { runIdle } = withManualIdle();
    const load = vi.fn(async () => "module");
    const loaded = loadOnIntent("#contact", load);
    await settled();
    expect(load).not.toHaveBeenCalled();
    runIdle();
    await expect(loaded).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("loadOnIntent without an idle callback (Safari)", () => {
  afterEach(() => vi.useRealTimers());

  it("loads a second after the start, or at the intent before then, once", async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => "module");
    const loaded = loadOnIntent("#contact", load);
    await vi.advanceTimersByTimeAsync(900);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    await expect(loaded).resolves.toBe("module");

    const early = vi.fn(async () => "early");
    const loadedEarly = loadOnIntent("#contact", early);
    document.getElementById("name")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await expect(loadedEarly).resolves.toBe("early");
    await vi.advanceTimersByTimeAsync(1000);
    expect(early).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

const Part = ({ text }: { text: string }) => createElement("p", { id: "part" }, text);

describe("deferredComponent", () => {
  it("imports a part missing from the document at once, and renders it without waiting", async () => {
    const load = vi.fn(async () => Part);
    const Deferred = deferredComponent("#absent", load);
    expect(load).toHaveBeenCalledTimes(1);
    await settled();
    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    act(() =>
      root.render(
        createElement(Suspense, { fallback: "waiting" }, createElement(Deferred, { text: "ready" })),
      ),
    );
    expect(host.textContent).toBe("ready");
    act(() => root.unmount());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("leaves a part the server rendered alone until the visitor's intent", async () => {
    withManualIdle();
    const load = vi.fn(async () => Part);
    const Deferred = deferredComponent("#contact", load);
    const { host, root } = await renderDeferred(Deferred);
    expect(load).not.toHaveBeenCalled();
    expect(host.textContent).toBe("waiting");
    await act(async () => {
      document.getElementById("name")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      await settled();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(host.textContent).toBe("ready");
    act(() => root.unmount());
  });
});
