// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Link } from "#app/lib/link.tsx";
import { LoadingBar } from "./loading-bar.tsx";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

function First() {
  return (
    <>
      <LoadingBar />
      <Link to="/next">Next</Link>
    </>
  );
}

function Next() {
  return (
    <>
      <LoadingBar />
      <p id="next">Next page</p>
    </>
  );
}

let root: Root | undefined;
let container: HTMLElement;

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

describe("<LoadingBar>", () => {
  it("renders nothing on the first view, and the bar from the first navigation on", async () => {
    let arrive = () => {};
    const slowData = new Promise<null>((resolve) => {
      arrive = () => resolve(null);
    });
    const Stub = createRoutesStub([
      { path: "/", Component: First },
      { path: "/next", loader: () => slowData, Component: Next },
    ]);
    container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<Stub />);
    });
    expect(container.querySelector("[data-loading-bar]")).toBeNull();

    await act(async () => container.querySelector("a")!.click());
    // The navigation waits for its data: the bar's module loads and the bar is there (hidden for 200 ms).
    await vi.waitFor(() => expect(container.querySelector("[data-loading-bar]")).not.toBeNull());
    await act(async () => arrive());
    await vi.waitFor(() => expect(container.querySelector("#next")).not.toBeNull());
  });
});
