// @vitest-environment happy-dom
import { act, type ComponentType, useEffect } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/**
 * The hearts pressed between the page's hydration and the arrival of their handler's code: held, the code asked
 * for at once, and sent to the handler when it listens (or as plain posts if the code cannot be loaded). The
 * handler is a stand-in here that listens as `HeartDelegate` does (heart-delegate.test.tsx tests the real one).
 */

/** Heart submissions the stand-in handler took: the boat id and the button's value. */
let taken: string[];
/** Submissions nobody prevented (the browser would have posted them), by boat id and the intent sent. */
let posted: string[];
let root: Root | undefined;
let arrive: (module: { HeartDelegate: ComponentType<{ onReady?: () => void }> }) => void;
let fail: (error: Error) => void;
let loads: number;

function StandIn({ onReady }: { onReady?: () => void }) {
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      if (!form.dataset.heart) return;
      event.preventDefault();
      taken.push(`${form.dataset.heart}:${form.querySelector("button")!.value}`);
    };
    document.addEventListener("submit", onSubmit);
    onReady?.();
    return () => document.removeEventListener("submit", onSubmit);
  }, [onReady]);
  return null;
}

const notePosted = (event: SubmitEvent) => {
  if (event.defaultPrevented) return;
  event.preventDefault(); // what the browser would have posted, kept from happy-dom's navigation
  const form = event.target as HTMLFormElement;
  posted.push(`${form.dataset.heart}:${(event.submitter as HTMLButtonElement | null)?.value ?? "-"}`);
};

async function renderDelegate() {
  vi.resetModules();
  vi.doMock("#app/features/favourites/index.ts", () => {
    loads += 1;
    return new Promise((resolve) => {
      arrive = resolve;
      // The module's import failing (the mock's own failure would be vitest's error, not the import's).
      fail = (error) =>
        resolve({
          get HeartDelegate(): never {
            throw error;
          },
        });
    });
  });
  const { DeferredHeartDelegate } = await import("./deferred-heart-delegate.tsx");
  const host = document.createElement("div");
  document.body.append(host);
  const created = createRoot(host);
  root = created;
  await act(async () => created.render(<DeferredHeartDelegate />));
  // The page's listeners come after the hold's: a submission reaching them unprevented is a plain post.
  window.addEventListener("submit", notePosted);
}

const heart = (id: number) => document.querySelector<HTMLButtonElement>(`[data-heart='${id}'] button`)!;

describe("DeferredHeartDelegate", () => {
  beforeEach(() => {
    taken = [];
    posted = [];
    loads = 0;
    // No idle time in these tests: the code is asked for on intent, or by a press.
    Object.assign(window, { requestIdleCallback: () => 1, cancelIdleCallback: () => {} });
    document.body.innerHTML = [7, 8]
      .map(
        (id) =>
          `<form method="post" action="/favourites" data-heart="${id}" data-title="Boat ${id}">` +
          `<input type="hidden" name="boatId" value="${id}">` +
          `<button type="submit" name="intent" value="add" aria-pressed="false"></button></form>`,
      )
      .join("");
  });
  afterEach(() => {
    act(() => root?.unmount());
    window.removeEventListener("submit", notePosted);
    Reflect.deleteProperty(window, "requestIdleCallback");
    Reflect.deleteProperty(window, "cancelIdleCallback");
    document.body.innerHTML = "";
    vi.doUnmock("#app/features/favourites/index.ts");
  });

  it("holds a heart pressed before its handler's code, asks for the code at once, and sends it there once", async () => {
    await renderDelegate();
    expect(loads).toBe(0);
    heart(7).click();
    // Not posted (the page stays); the code is on its way.
    expect(posted).toEqual([]);
    await vi.waitFor(() => expect(loads).toBe(1));
    // Pressed again meanwhile: still one submission.
    heart(7).click();
    expect(posted).toEqual([]);
    await act(async () => arrive({ HeartDelegate: StandIn }));
    await vi.waitFor(() => expect(taken).toEqual(["7:add"]));
    expect(posted).toEqual([]);
    // Then the handler takes the presses itself.
    heart(8).click();
    expect(taken).toEqual(["7:add", "8:add"]);
    expect(posted).toEqual([]);
  });

  it("lets other forms be", async () => {
    await renderDelegate();
    const other = document.createElement("form");
    other.innerHTML = `<button type="submit" value="x">Go</button>`;
    document.body.append(other);
    other.querySelector("button")!.click();
    expect(posted).toEqual(["undefined:x"]);
    expect(loads).toBe(0);
  });

  it("posts the held hearts as without JavaScript when the code cannot be loaded", async () => {
    await renderDelegate();
    heart(8).click();
    await vi.waitFor(() => expect(loads).toBe(1));
    expect(posted).toEqual([]);
    await act(async () => fail(new Error("offline")));
    await vi.waitFor(() => expect(posted).toEqual(["8:add"]));
    expect(taken).toEqual([]);
  });
});
