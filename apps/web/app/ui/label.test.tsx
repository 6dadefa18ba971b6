// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestRoot } from "#app/ui/test-root.ts";
import { Label } from "./label.tsx";

const view = createTestRoot();

function mouseDown(target: Element, detail: number): MouseEvent {
  const event = new MouseEvent("mousedown", { bubbles: true, cancelable: true, detail });
  target.dispatchEvent(event);
  return event;
}

describe("<Label>", () => {
  beforeEach(view.mount);
  afterEach(view.unmount);

  it("is a native label for its control, with the caller's classes merged", () => {
    view.render(
      <Label htmlFor="name" className="text-base">
        Name
      </Label>,
    );
    const label = view.container.querySelector("label");
    expect(label?.htmlFor).toBe("name");
    expect(label?.className).toContain("text-base");
    expect(label?.className).not.toContain("text-sm");
  });

  it("does not select its text on a double click, but leaves clicks on a control inside alone", () => {
    const onMouseDown = vi.fn();
    view.render(
      <Label onMouseDown={onMouseDown}>
        Name <input />
      </Label>,
    );
    const label = view.container.querySelector("label")!;
    expect(mouseDown(label, 1).defaultPrevented).toBe(false);
    expect(mouseDown(label, 2).defaultPrevented).toBe(true);
    expect(onMouseDown).toHaveBeenCalledTimes(2);
    expect(mouseDown(view.container.querySelector("input")!, 2).defaultPrevented).toBe(false);
    expect(onMouseDown).toHaveBeenCalledTimes(2);
  });
});
