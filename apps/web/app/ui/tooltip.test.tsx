// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { TOOLTIP } from "@keel/contracts/ui-constants";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestRoot } from "#app/ui/test-root.ts";
import { Abbreviation, TimeWithTooltip } from "#app/ui/text-tooltip.tsx";
import { Tooltip, TooltipProvider } from "#app/ui/tooltip.tsx";

/** The declarations of `.light-tooltip` in app.css. */
function lightTooltipRule(): string {
  const css = readFileSync(join(import.meta.dirname, "../styles/app.css"), "utf8");
  const start = css.indexOf(".light-tooltip {");
  expect(start, ".light-tooltip rule").toBeGreaterThanOrEqual(0);
  return css.slice(start, css.indexOf("}", start));
}

const view = createTestRoot();

const visibleTooltip = () => document.querySelector('[role="tooltip"]');

describe("tooltips", () => {
  beforeEach(() => {
    view.mount();
  });
  afterEach(() => {
    view.unmount();
    vi.useRealTimers();
  });

  it("use the spec's 700 ms delay and 300 ms skip delay", () => {
    expect(TOOLTIP).toEqual({ delayMs: 700, skipDelayMs: 300 });
  });

  it("open on keyboard focus under the provider and describe their trigger", () => {
    view.render(
      <TooltipProvider>
        <Tooltip content="Delete the photo">
          <button type="button" aria-label="Delete">
            x
          </button>
        </Tooltip>
      </TooltipProvider>,
    );
    expect(visibleTooltip()).toBeNull();
    const button = view.container.querySelector("button")!;
    act(() => button.focus());
    expect(visibleTooltip()?.textContent).toBe("Delete the photo");
    expect(button.getAttribute("aria-describedby")).toBe(visibleTooltip()?.id);
  });

  it("open on hover only after the delay", () => {
    vi.useFakeTimers();
    view.render(
      <TooltipProvider>
        <Tooltip content="Next month">
          <button type="button" aria-label="Next">
            →
          </button>
        </Tooltip>
      </TooltipProvider>,
    );
    const button = view.container.querySelector("button")!;
    act(() => {
      button.dispatchEvent(new PointerEvent("pointermove", { bubbles: true, pointerType: "mouse" }));
    });
    act(() => vi.advanceTimersByTime(TOOLTIP.delayMs - 10));
    expect(visibleTooltip()).toBeNull();
    act(() => vi.advanceTimersByTime(20));
    expect(visibleTooltip()?.textContent).toBe("Next month");
  });

  it("fall back to the CSS tooltip without a provider (public pages), present for assistive technology", () => {
    view.render(
      <Tooltip content="Close">
        <button type="button" aria-label="Close">
          x
        </button>
      </Tooltip>,
    );
    const tip = view.container.querySelector('[role="tooltip"]');
    expect(tip?.textContent).toBe("Close");
    // Its look is one class of app.css (a page shows dozens): it opens on keyboard focus and after the delay.
    expect(tip?.classList.contains("light-tooltip")).toBe(true);
    const rule = lightTooltipRule();
    expect(rule).toContain("group-has-[:focus-visible]/tip:visible");
    expect(rule).toContain("group-hover/tip:delay-700");
  });

  it("make abbreviations focusable, named in full, and spelled out in a tooltip on focus", () => {
    view.render(
      <TooltipProvider>
        <p>
          <Abbreviation full="Value-added tax included">VAT incl.</Abbreviation>
        </p>
      </TooltipProvider>,
    );
    const abbr = view.container.querySelector("abbr")!;
    expect(abbr.tabIndex).toBe(0);
    expect(abbr.getAttribute("aria-label")).toBe("Value-added tax included");
    expect(abbr.hasAttribute("title")).toBe(false);
    act(() => abbr.focus());
    expect(visibleTooltip()?.textContent).toBe("Value-added tax included");
  });

  it("spell out an abbreviation on a public page with its own ::after, from its accessible name", () => {
    view.render(
      <p>
        <Abbreviation full="Value-added tax excluded" className="text-xs">
          VAT excl.
        </Abbreviation>
      </p>,
    );
    // One element: no wrapper and no tooltip element (a search page has one on each of 24 cards).
    expect(view.container.innerHTML).toBe(
      '<p><abbr tabindex="0" aria-label="Value-added tax excluded" class="cursor-help no-underline label-tip text-xs">VAT excl.</abbr></p>',
    );
    const css = readFileSync(join(import.meta.dirname, "../styles/app.css"), "utf8");
    const after = css.slice(css.indexOf(".label-tip::after"));
    expect(after.slice(0, after.indexOf("}"))).toContain("content: attr(aria-label)");
    expect(css).toMatch(
      /:is\(\.label-tip[^)]*\):is\(:hover, :focus-visible\)::after \{\s*@apply visible opacity-100 delay-700;/,
    );
  });

  it("show a date in full in a tooltip, with no title attribute", () => {
    view.render(
      <TimeWithTooltip value="2026-11-25T10:00:00Z" full="November 25, 2026 at 11:00">
        3 hours ago
      </TimeWithTooltip>,
    );
    const time = view.container.querySelector("time")!;
    expect(time.tabIndex).toBe(0);
    expect(time.hasAttribute("title")).toBe(false);
    expect(view.container.querySelector('[role="tooltip"]')?.textContent).toBe("November 25, 2026 at 11:00");
  });
});
