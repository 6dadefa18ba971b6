// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COLOR_MODE_STORAGE_KEY } from "#app/lib/color-mode.ts";
import { ColorModeProvider } from "#app/lib/color-mode-provider.tsx";
import { ColorModeSwitch } from "./color-mode-switch.tsx";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const labels = { group: "Color mode", light: "Light", dark: "Dark", system: "System" };

function Page() {
  return (
    <ColorModeProvider>
      <ColorModeSwitch labels={labels} />
    </ColorModeProvider>
  );
}

let root: Root | undefined;
let container: HTMLElement;

async function render() {
  const Stub = createRoutesStub([{ path: "/", Component: Page }]);
  container = document.createElement("div");
  document.body.append(container);
  const created = createRoot(container);
  root = created;
  await act(async () => created.render(<Stub />));
}

const radios = () => [...container.querySelectorAll<HTMLButtonElement>('[role="radio"]')];
const radio = (name: string) => radios().find((element) => element.getAttribute("aria-label") === name)!;
const checkedName = () =>
  radios()
    .filter((element) => element.getAttribute("aria-checked") === "true")
    .map((element) => element.getAttribute("aria-label"));
const tabStops = () =>
  radios()
    .filter((element) => element.tabIndex === 0)
    .map((element) => element.getAttribute("aria-label"));

function press(key: string, init: KeyboardEventInit = {}) {
  act(() => {
    document.activeElement?.dispatchEvent(
      new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...init }),
    );
  });
}

describe("<ColorModeSwitch>", () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(window, "matchMedia").mockReturnValue({
      matches: false,
      addEventListener: () => {},
      removeEventListener: () => {},
    } as unknown as MediaQueryList);
  });
  afterEach(() => {
    if (root) {
      const rendered = root;
      act(() => rendered.unmount());
      container.remove();
      root = undefined;
    }
    vi.restoreAllMocks();
  });

  it("claims no choice on the server, with the first one as the tab stop", () => {
    const Stub = createRoutesStub([{ path: "/", Component: Page }]);
    const html = renderToStaticMarkup(<Stub />);
    expect(html).toContain('role="radiogroup" aria-label="Color mode"');
    expect(html).not.toContain('aria-checked="true"');
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
    expect(html).toMatch(/aria-label="Light"/);
    // A tooltip drawn by CSS from the aria-label (app.css), not a title attribute nor an element per choice,
    // shows the name of each icon-only choice: a choice is its button and its icon.
    expect(html).not.toContain("title=");
    expect(html).not.toContain('role="tooltip"');
    expect(
      html.match(
        /<button [^>]*class="color-mode-option"[^>]*><svg [^>]*><use [^>]*><\/use><\/svg><\/button>/g,
      ),
    ).toHaveLength(3);
  });

  it("checks the stored preference, which is the only tab stop", async () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, "dark");
    await render();
    expect(checkedName()).toEqual(["Dark"]);
    expect(tabStops()).toEqual(["Dark"]);
    expect(radio("Dark").dataset.state).toBe("checked");
    expect(radio("Light").dataset.state).toBe("unchecked");
  });

  it("checks a choice on click and stores it", async () => {
    await render();
    act(() => radio("Dark").click());
    expect(checkedName()).toEqual(["Dark"]);
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe("dark");
  });

  it("moves and checks with the arrow keys, looping; Home and End move without checking", async () => {
    await render();
    expect(checkedName()).toEqual(["System"]);
    act(() => radio("System").focus());

    press("ArrowRight");
    expect(document.activeElement).toBe(radio("Light"));
    expect(checkedName()).toEqual(["Light"]);
    press("ArrowLeft");
    expect(document.activeElement).toBe(radio("System"));
    expect(checkedName()).toEqual(["System"]);
    press("ArrowLeft");
    expect(checkedName()).toEqual(["Dark"]);
    expect(tabStops()).toEqual(["Dark"]);

    press("Home");
    expect(document.activeElement).toBe(radio("Light"));
    expect(checkedName()).toEqual(["Dark"]);
    press("End");
    expect(document.activeElement).toBe(radio("System"));
    expect(checkedName()).toEqual(["Dark"]);
  });

  it("ignores the vertical arrows and modified keys, and does not let Enter activate", async () => {
    await render();
    act(() => radio("System").focus());
    press("ArrowDown");
    press("ArrowRight", { shiftKey: true });
    expect(document.activeElement).toBe(radio("System"));
    expect(checkedName()).toEqual(["System"]);

    const enter = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    act(() => {
      radio("System").dispatchEvent(enter);
    });
    expect(enter.defaultPrevented).toBe(true);
  });
});
