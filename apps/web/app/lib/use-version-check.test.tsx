// @vitest-environment happy-dom
import { VERSION_CHECK } from "@keel/contracts/ui-constants";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Link } from "#app/lib/link.tsx";
import { useVersionCheck } from "./use-version-check.ts";
import { RELOADED_FOR_KEY } from "./version-check.ts";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let latest: string | Error = "b1";
const fetchMock = vi.fn(async () => {
  if (latest instanceof Error) throw latest;
  return new Response(JSON.stringify({ buildId: latest }));
});
const assign = vi.fn();
const reload = vi.fn();
let hidden = false;
let root: Root;

function Home() {
  useVersionCheck("b1");
  return <Link to="/boats">Boats</Link>;
}

async function render() {
  const Stub = createRoutesStub([
    { path: "/", Component: Home },
    {
      path: "/boats",
      Component: Home,
      loader: () => new Promise((resolve) => setTimeout(resolve, 50, null)),
    },
  ]);
  const container = document.createElement("div");
  document.body.replaceChildren(container);
  root = createRoot(container);
  await act(async () => root.render(<Stub />));
  // The polling's code is imported once the page is mounted.
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

async function tick(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function setHidden(value: boolean) {
  hidden = value;
  await act(async () => {
    document.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe("useVersionCheck", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    latest = "b1";
    hidden = false;
    sessionStorage.clear();
    fetchMock.mockClear();
    assign.mockReset();
    reload.mockReset();
    vi.stubGlobal("fetch", fetchMock);
    vi.spyOn(document, "hidden", "get").mockImplementation(() => hidden);
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign, reload });
  });
  afterEach(() => {
    act(() => root.unmount());
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("polls the manifest every 10 s and does nothing while the build is the same", async () => {
    await render();
    expect(fetchMock).not.toHaveBeenCalled();
    await tick(VERSION_CHECK.intervalMs);
    await tick(VERSION_CHECK.intervalMs);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(assign).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it("pauses while the tab is hidden and checks again when it is shown", async () => {
    await render();
    await setHidden(true);
    await tick(VERSION_CHECK.intervalMs * 3);
    expect(fetchMock).not.toHaveBeenCalled();
    await setHidden(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("never reloads on fetch errors", async () => {
    latest = new TypeError("offline");
    await render();
    await tick(VERSION_CHECK.intervalMs * 3);
    await setHidden(true);
    expect(assign).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it("turns the next navigation into a full page load once a new build is out", async () => {
    await render();
    latest = "b2";
    await tick(VERSION_CHECK.intervalMs);
    expect(assign).not.toHaveBeenCalled();
    await act(async () => {
      document
        .querySelector("a")
        ?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    });
    expect(assign).toHaveBeenCalledWith("/boats");
    expect(sessionStorage.getItem(RELOADED_FOR_KEY)).toBe("b2");
  });

  it("reloads at once when the tab is hidden with a new build waiting, but only once per build", async () => {
    await render();
    latest = "b2";
    await tick(VERSION_CHECK.intervalMs);
    await setHidden(true);
    expect(reload).toHaveBeenCalledTimes(1);

    // The reloaded page still runs b1 (a stale cache): it must not reload again for b2.
    act(() => root.unmount());
    reload.mockReset();
    hidden = false;
    await render();
    await tick(VERSION_CHECK.intervalMs);
    await setHidden(true);
    expect(reload).not.toHaveBeenCalled();
  });
});
