// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Label } from "./label.tsx";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;

function mouseDown(target: Element, detail: number): MouseEvent {
  const event = new MouseEvent("mousedown", { bubbles: true, cancelable: true, detail });
  target.dispatchEvent(event);
  return event;
}

describe("<Label>", () => {
  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it("is a native label for its control, with the caller's classes merged", () => {
    act(() =>
      root.render(
        <Label htmlFor="name" className="text-base">
          Name
        </Label>,
      ),
    );
    const label = container.querySelector("label");
    expect(label?.htmlFor).toBe("name");
    expect(label?.className).toContain("text-base");
    expect(label?.className).not.toContain("text-sm");
  });

  it("does not select its text on a double click, but leaves clicks on a control inside alone", () => {
    const onMouseDown = vi.fn();
    act(() =>
      root.render(
        <Label onMouseDown={onMouseDown}>
          Name <input />
        </Label>,
      ),
    );
    const label = container.querySelector("label")!;
    expect(mouseDown(label, 1).defaultPrevented).toBe(false);
    expect(mouseDown(label, 2).defaultPrevented).toBe(true);
    expect(onMouseDown).toHaveBeenCalledTimes(2);
    expect(mouseDown(container.querySelector("input")!, 2).defaultPrevented).toBe(false);
    expect(onMouseDown).toHaveBeenCalledTimes(2);
  });
});
