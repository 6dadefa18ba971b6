// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COLOR_MODE_STORAGE_KEY } from "./color-mode.ts";
import { ColorModeProvider, type ColorModeState, useColorMode } from "./color-mode-provider.tsx";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** A controllable `(prefers-color-scheme: dark)` query. */
function fakeSystem(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initiallyDark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.spyOn(window, "matchMedia").mockReturnValue(query as unknown as MediaQueryList);
  return {
    setDark(dark: boolean) {
      query.matches = dark;
      for (const listener of listeners) listener();
    },
  };
}

let state: ColorModeState;
let root: Root;
const onToggle = vi.fn();

function Probe() {
  state = useColorMode();
  return null;
}

function Page() {
  return (
    <ColorModeProvider onToggle={onToggle}>
      <Probe />
    </ColorModeProvider>
  );
}

async function renderAt(handle?: unknown) {
  const Stub = createRoutesStub([{ path: "/", Component: Page, handle }]);
  root = createRoot(document.createElement("div"));
  await act(async () => root.render(<Stub />));
}

const html = () => document.documentElement;

describe("<ColorModeProvider>", () => {
  beforeEach(() => {
    localStorage.clear();
    html().className = "";
    onToggle.mockReset();
  });
  afterEach(() => {
    act(() => root.unmount());
    vi.restoreAllMocks();
  });

  it("follows the operating system live when the preference is system", async () => {
    const system = fakeSystem(false);
    await renderAt();
    expect(state).toMatchObject({ preference: "system", value: "light", unknown: false, forced: false });
    act(() => system.setDark(true));
    expect(state.value).toBe("dark");
    expect(html().classList.contains("dark")).toBe(true);
    expect(html().style.colorScheme).toBe("dark");
  });

  it("persists an explicit preference under the branded key and applies it", async () => {
    fakeSystem(true);
    await renderAt();
    act(() => state.setPreference("light"));
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe("light");
    expect(state).toMatchObject({ preference: "light", value: "light" });
    expect(html().classList.contains("dark")).toBe(false);
  });

  it("toggles with meta then d, and tells the app", async () => {
    fakeSystem(false);
    await renderAt();
    act(() => {
      window.dispatchEvent(new KeyboardEvent("keydown", { key: "Meta", metaKey: true }));
      window.dispatchEvent(new KeyboardEvent("keydown", { key: "d" }));
    });
    expect(state).toMatchObject({ preference: "dark", value: "dark" });
    expect(onToggle).toHaveBeenCalledWith("dark");
  });

  it("ignores the shortcut while typing in a field", async () => {
    fakeSystem(false);
    await renderAt();
    const input = document.createElement("input");
    document.body.append(input);
    act(() => {
      input.dispatchEvent(new KeyboardEvent("keydown", { key: "d", ctrlKey: true, bubbles: true }));
    });
    input.remove();
    expect(state.value).toBe("light");
    expect(onToggle).not.toHaveBeenCalled();
  });

  it("lets a route force a mode through its handle", async () => {
    fakeSystem(false);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, "light");
    await renderAt({ colorMode: "dark" });
    expect(state).toMatchObject({ preference: "light", value: "dark", forced: true });
    expect(html().classList.contains("dark")).toBe(true);
  });

  it("refuses a route forcing system, with a console warning", async () => {
    fakeSystem(true);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await renderAt({ colorMode: "system" });
    expect(state).toMatchObject({ forced: false, value: "dark" });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("system"));
  });
});
