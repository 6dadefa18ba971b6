// @vitest-environment happy-dom
import { act, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { I18nProvider } from "#app/lib/i18n.ts";
import { createTestRoot } from "#app/ui/test-root.ts";
import { Combobox, type ComboboxValue } from "./combobox.tsx";
import type { ComboboxItem } from "./combobox-state.ts";

const messages = {
  "common.search": "Search...",
  "common.noMatchingData": "No matching data",
  "common.create": 'Create "{label}"',
  "editor.combobox.loading": "Searching…",
  "editor.combobox.failed": "The list could not be loaded. Try again.",
  "editor.combobox.count": "{count, plural, one {# option} other {# options}}",
  "editor.combobox.toggle": "Show the options for {label}",
};

const BRANDS: ComboboxItem[] = [
  { id: 1, label: "Beneteau" },
  { id: 2, label: "Benetti" },
  { id: 3, label: "Jeanneau" },
];

const view = createTestRoot();
let onChange: Mock<(value: ComboboxValue) => void>;
let loadOptions: Mock<(query: string, signal: AbortSignal) => Promise<ComboboxItem[]>>;

function Harness({ allowCreate = true }: { allowCreate?: boolean }) {
  const [value, setValue] = useState<ComboboxValue>({ id: null, name: "" });
  return (
    <Combobox
      id="brand"
      label="Brand"
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      loadOptions={loadOptions}
      allowCreate={allowCreate}
    />
  );
}

function render(allowCreate = true) {
  view.render(
    <I18nProvider payload={{ locale: "en-US", messages, brand: "Keel" }}>
      <Harness allowCreate={allowCreate} />
    </I18nProvider>,
  );
}

const input = () => document.querySelector<HTMLInputElement>('[role="combobox"]')!;
const options = () => [...document.querySelectorAll('[role="option"]')].map((o) => o.textContent);
const active = () => {
  const id = input().getAttribute("aria-activedescendant");
  return id ? document.getElementById(id)?.textContent : null;
};

/** Types as a person would: the value changes, React hears an input event; then the debounce passes. */
async function type(text: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    setter.call(input(), text);
    input().dispatchEvent(new Event("input", { bubbles: true }));
  });
  await settle();
}

/** The search's debounce passes on the fake clock, then its answer renders. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(220);
  });
}

async function press(key: string, init: KeyboardEventInit = {}) {
  await act(async () => {
    input().dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...init }));
  });
}

describe("<Combobox>", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    view.mount();
    onChange = vi.fn<(value: ComboboxValue) => void>();
    loadOptions = vi.fn(async (q: string, _signal: AbortSignal) =>
      BRANDS.filter((brand) => brand.label.toLowerCase().startsWith(q.toLowerCase())),
    );
  });
  afterEach(() => {
    view.unmount();
    vi.useRealTimers();
  });

  it("is a collapsed combobox with the Search... placeholder until used", () => {
    render();
    expect(input().getAttribute("role")).toBe("combobox");
    expect(input().getAttribute("aria-expanded")).toBe("false");
    expect(input().getAttribute("aria-autocomplete")).toBe("list");
    expect(input().placeholder).toBe("Search...");
    expect(document.querySelector('[role="listbox"]')).toBeNull();
  });

  it("searches as the person types, offers Create for new text, and moves with the arrows", async () => {
    render();
    await type("Ben");
    expect(loadOptions).toHaveBeenLastCalledWith("Ben", expect.any(AbortSignal));
    expect(input().getAttribute("aria-expanded")).toBe("true");
    expect(document.querySelector('[role="listbox"]')?.getAttribute("aria-label")).toBe("Brand");
    expect(input().getAttribute("aria-controls")).toBe(document.querySelector('[role="listbox"]')?.id);
    expect(options()).toEqual(["Beneteau", "Benetti", 'Create "Ben"']);
    expect(active()).toBe("Beneteau");
    await press("ArrowDown");
    expect(active()).toBe("Benetti");
    await press("ArrowUp");
    await press("ArrowUp");
    expect(active()).toBe('Create "Ben"');
  });

  it("picks the active option with Enter and closes", async () => {
    render();
    await type("Ben");
    await press("ArrowDown");
    await press("Enter");
    expect(onChange).toHaveBeenLastCalledWith({ id: 2, name: "Benetti" });
    expect(input().value).toBe("Benetti");
    expect(input().getAttribute("aria-expanded")).toBe("false");
  });

  it("creates free text from the Create option", async () => {
    render();
    await type("Chantier Inventé");
    expect(options()).toEqual(['Create "Chantier Inventé"']);
    await press("Enter");
    expect(onChange).toHaveBeenLastCalledWith({ id: null, name: "Chantier Inventé" });
  });

  it("says No matching data when nothing matches and free text is off", async () => {
    render(false);
    await type("Zzz");
    expect(options()).toEqual([]);
    expect(document.body.textContent).toContain("No matching data");
    await press("Enter");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("closes with Escape and gives back the chosen value's text", async () => {
    render();
    await type("Jea");
    await press("Enter");
    expect(input().value).toBe("Jeanneau");
    await type("Bene");
    await press("Escape");
    expect(input().getAttribute("aria-expanded")).toBe("false");
    expect(input().value).toBe("Jeanneau");
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("opens with Alt+ArrowDown, listing everything", async () => {
    render();
    await press("ArrowDown", { altKey: true });
    await settle();
    expect(loadOptions).toHaveBeenLastCalledWith("", expect.any(AbortSignal));
    expect(options()).toEqual(["Beneteau", "Benetti", "Jeanneau"]);
  });
});
