// @vitest-environment happy-dom
/**
 * The search page's frame when the behaviour's code cannot be loaded: a submission it held goes out as it
 * would without JavaScript, and later ones are not held.
 */
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SearchPageFrame } from "./search-page-frame.tsx";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

vi.mock("./search-behaviour.tsx", () => {
  throw new Error("the chunk could not be loaded");
});

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the search page's frame without its behaviour", () => {
  it("sends a held submission as a plain one, and holds nothing more", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <SearchPageFrame>
          <div data-static-part="search-page" />
        </SearchPageFrame>,
      ),
    );
    container.querySelector("[data-static-part]")!.innerHTML =
      '<form id="boat-search" method="get" action="/boats"><button type="submit">Show</button></form>';
    // What the browser would do with each submission: the ones nobody prevented go out.
    const sent: boolean[] = [];
    document.addEventListener("submit", (event) => {
      sent.push(!event.defaultPrevented);
      event.preventDefault();
    });
    const form = container.querySelector("form")!;
    form.requestSubmit();
    expect(sent).toEqual([false]);
    await act(async () => {
      for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(sent).toEqual([false, true]);
    form.requestSubmit();
    expect(sent).toEqual([false, true, true]);
    act(() => root.unmount());
  });
});
