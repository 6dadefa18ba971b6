// @vitest-environment happy-dom
import { act, createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderDeferred, withManualIdle, withoutIdle } from "#app/lib/deferred.fixture.ts";

const Part = ({ id, text }: { id?: string; text: string }) => createElement("p", { "data-id": id }, text);
const pick = vi.fn(async () => Part);
vi.mock("./boat-page-parts.ts", () => ({ gallery: () => pick() }));

const { deferredPart, intentWithin } = await import("./deferred-part.tsx");

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  pick.mockClear();
  document.body.innerHTML = `<section id="gallery"><button id="next">Next</button></section><p id="elsewhere">x</p>`;
});

afterEach(() => {
  withoutIdle();
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("intentWithin", () => {
  it("resolves on focus, a pointer or a touch inside the part, not elsewhere", async () => {
    withManualIdle();
    for (const type of ["focusin", "pointerover", "touchstart"]) {
      const seen = vi.fn();
      intentWithin("gallery").then(seen);
      document.getElementById("elsewhere")!.dispatchEvent(new Event(type, { bubbles: true }));
      await tick();
      expect(seen, type).not.toHaveBeenCalled();
      document.getElementById("next")!.dispatchEvent(new Event(type, { bubbles: true }));
      await tick();
      expect(seen, type).toHaveBeenCalledTimes(1);
    }
  });

  it("resolves when the browser is first idle, or a second after the start without an idle callback (Safari)", async () => {
    const { runIdle } = withManualIdle();
    const seen = vi.fn();
    intentWithin("gallery").then(seen);
    await tick();
    expect(seen).not.toHaveBeenCalled();
    runIdle();
    await tick();
    expect(seen).toHaveBeenCalledTimes(1);

    withoutIdle();
    vi.useFakeTimers();
    const later = vi.fn();
    intentWithin("gallery").then(later);
    await vi.advanceTimersByTimeAsync(900);
    expect(later).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(later).toHaveBeenCalledTimes(1);
  });
});

describe("deferredPart", () => {
  it("leaves a part the server rendered alone until the visitor's intent within it, then loads it once", async () => {
    const { runIdle } = withManualIdle();
    const Deferred = deferredPart("gallery", (parts) => parts.gallery() as unknown as Promise<typeof Part>);
    const { host, root } = await renderDeferred(Deferred);
    expect(pick).not.toHaveBeenCalled();
    expect(host.innerHTML).toBe("");
    await act(async () => {
      document.getElementById("next")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      await tick();
    });
    expect(host.innerHTML).toBe('<p data-id="gallery">ready</p>');
    runIdle();
    await tick();
    expect(pick).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });

  it("loads a part missing from the document at once (a client-side navigation), and renders it without waiting", async () => {
    const Deferred = deferredPart("absent", (parts) => parts.gallery() as unknown as Promise<typeof Part>);
    await tick();
    expect(pick).toHaveBeenCalledTimes(1);
    const { host, root } = await renderDeferred(Deferred);
    expect(host.innerHTML).toBe('<p data-id="absent">ready</p>');
    expect(pick).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });
});
