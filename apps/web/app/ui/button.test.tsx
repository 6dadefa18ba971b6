// @vitest-environment happy-dom
import { act, createRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestRoot } from "#app/ui/test-root.ts";
import { Button } from "./button.tsx";

const view = createTestRoot();

describe("<Button asChild>", () => {
  beforeEach(view.mount);
  afterEach(view.unmount);

  it("renders its child with the button's classes joined before the child's own", () => {
    view.render(
      <Button asChild variant="outline" className="w-full">
        <a href="/boats" className="mt-2">
          Boats
        </a>
      </Button>,
    );
    const link = view.container.querySelector("a");
    expect(view.container.querySelector("button")).toBeNull();
    expect(link?.getAttribute("href")).toBe("/boats");
    expect(link?.textContent).toBe("Boats");
    const classes = link?.className.split(" ") ?? [];
    expect(classes).toEqual(expect.arrayContaining(["border", "h-10", "w-full", "mt-2"]));
    expect(classes.at(-1)).toBe("mt-2");
  });

  it("runs both click handlers (the child's first), combines styles and keeps the child's other props", () => {
    const calls: string[] = [];
    view.render(
      <Button
        asChild
        onClick={() => calls.push("button")}
        style={{ color: "red", margin: "1px" }}
        data-origin="button"
        aria-describedby="hint"
      >
        <a
          href="/x"
          onClick={(event) => {
            event.preventDefault();
            calls.push("link");
          }}
          style={{ margin: "2px" }}
          data-origin="link"
          aria-describedby="error"
        >
          X
        </a>
      </Button>,
    );
    const link = view.container.querySelector("a")!;
    act(() => link.click());
    expect(calls).toEqual(["link", "button"]);
    expect(link.style.color).toBe("red");
    expect(link.style.margin).toBe("2px");
    expect(link.dataset.origin).toBe("link");
    expect(link.getAttribute("aria-describedby")).toBe("error hint");
  });

  it("gives the element to both refs, and clears them when it goes", () => {
    // The ref is typed for a <button>; with asChild it receives the child element.
    const buttonRef = createRef<HTMLButtonElement>();
    const childRef = vi.fn();
    view.render(
      <Button asChild ref={buttonRef}>
        <a href="/y" ref={childRef}>
          Y
        </a>
      </Button>,
    );
    const link = view.container.querySelector("a");
    expect(buttonRef.current as Element | null).toBe(link);
    expect(childRef).toHaveBeenLastCalledWith(link);
    view.render(null);
    expect(buttonRef.current).toBeNull();
    expect(childRef).toHaveBeenLastCalledWith(null);
  });

  it("is a plain button of type button without asChild", () => {
    view.render(<Button>Save</Button>);
    expect(view.container.querySelector("button")?.getAttribute("type")).toBe("button");
  });
});
