// @vitest-environment happy-dom
import type { TBoatDetail } from "@keel/contracts/boat-editor";
import { act, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type BoatFormValues,
  type FieldErrors,
  type FormField,
  textsToForm,
} from "#app/features/boats/boat-form.ts";
import { I18nProvider } from "#app/lib/i18n.ts";
import { createTestRoot } from "#app/ui/test-root.ts";
import { DescriptionTabs } from "./description-tabs.tsx";
import { EditorContext, type EditorContextValue } from "./editor-context.tsx";

const messages = {
  "catalog.language.enUs": "English (US)",
  "catalog.language.enGb": "English (UK)",
  "catalog.language.fr": "French",
  "catalog.language.it": "Italian",
  "catalog.language.es": "Spanish",
  "editor.field.description": "Description",
  "editor.hint.description": "At least 30 characters to publish.",
  "editor.texts.tabs": "Description languages",
  "editor.texts.original": "Original",
  "editor.texts.written": "(written)",
  "editor.texts.hasError": "(needs attention)",
  "editor.texts.title": "Title in {language}",
  "editor.texts.titleHint": "Optional.",
  "editor.texts.description": "Description in {language}",
  "editor.texts.descriptionHint": "Visitors who read this language see this text.",
  "editor.textCount": "{count} / {max}",
  "editor.textCountMin": "{count} (at least {min})",
  "editor.error.tooShort": "At least {limit} characters",
};

const view = createTestRoot();
let latest: BoatFormValues;

function Harness({ initial, errors }: { initial: Partial<BoatFormValues>; errors: FieldErrors }) {
  const [values, setValues] = useState(
    () =>
      ({
        language: "en-US",
        description: "A well kept cruiser, one owner.",
        currency: "EUR",
        texts: textsToForm({ it: { title: null, description: "Barca ben tenuta." } } as TBoatDetail["texts"]),
        ...initial,
      }) as BoatFormValues,
  );
  latest = values;
  const context: EditorContextValue = {
    values,
    update: <K extends FormField>(field: K, value: BoatFormValues[K]) =>
      setValues((current) => ({ ...current, [field]: value })),
    errors,
    unit: "metric",
    locale: "en-US",
    catalog: null,
    countries: [],
    isDisabled: false,
  };
  return (
    <EditorContext.Provider value={context}>
      <DescriptionTabs />
    </EditorContext.Provider>
  );
}

function render(initial: Partial<BoatFormValues> = {}, errors: FieldErrors = {}) {
  view.render(
    <I18nProvider payload={{ locale: "en-US", messages, brand: "Keel" }}>
      <Harness initial={initial} errors={errors} />
    </I18nProvider>,
  );
}

const tabs = () => [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
const tab = (name: string) => tabs().find((t) => t.textContent?.startsWith(name))!;
const selected = () => tabs().find((t) => t.getAttribute("aria-selected") === "true")!;
const panel = () => document.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])')!;

async function press(key: string) {
  await act(async () => {
    (document.activeElement as HTMLElement).dispatchEvent(
      new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }),
    );
    // Radix moves the focus on the next task.
    await vi.runAllTimersAsync();
  });
}

/** Types as a person would: the value changes, React hears an input event. */
function type(element: HTMLTextAreaElement | HTMLInputElement, text: string) {
  act(() => {
    const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
    Object.getOwnPropertyDescriptor(prototype.prototype, "value")!.set!.call(element, text);
    element.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("<DescriptionTabs>", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    view.mount();
  });
  afterEach(() => {
    view.unmount();
    vi.useRealTimers();
  });

  it("is a labelled tablist of the five languages, the original selected and marked, written ones marked", async () => {
    render();
    const list = document.querySelector('[role="tablist"]')!;
    expect(list.getAttribute("aria-label")).toBe("Description languages");
    expect(tabs().map((t) => t.textContent)).toEqual([
      "English (US)Original",
      "English (UK)",
      "French",
      "Italian(written)",
      "Spanish",
    ]);
    expect(selected()).toBe(tab("English (US)"));
    // The selected tab controls the visible panel, which it labels.
    expect(panel().id).toBe(selected().getAttribute("aria-controls"));
    expect(panel().getAttribute("aria-labelledby")).toBe(selected().id);
    expect(panel().querySelector("textarea")?.id).toBe("boat-description");
    // The Tab key reaches the tab list, which hands the focus to the selected tab; the others are not tab stops.
    expect(tabs().every((t) => t.getAttribute("tabindex") === "-1")).toBe(true);
    await act(async () => {
      (list as HTMLElement).focus();
      await vi.runAllTimersAsync();
    });
    expect(document.activeElement).toBe(selected());
  });

  it("moves between tabs with the arrow keys and edits the text of the selected language in it", async () => {
    render();
    act(() => selected().focus());
    await press("ArrowRight");
    await press("ArrowRight");
    expect(document.activeElement).toBe(tab("French"));
    expect(selected()).toBe(tab("French"));
    const title = panel().querySelector<HTMLInputElement>("#boat-texts-fr-title")!;
    const description = panel().querySelector<HTMLTextAreaElement>("#boat-texts-fr-description")!;
    expect(panel().querySelector('label[for="boat-texts-fr-description"]')?.textContent).toBe(
      "Description in French",
    );
    expect(description.lang).toBe("fr");
    type(title, "Voilier");
    type(description, "Croiseur bien tenu.");
    expect(latest.texts.fr).toEqual({ title: "Voilier", description: "Croiseur bien tenu." });
    expect(latest.texts.it.description).toBe("Barca ben tenuta.");
    expect(tab("French").textContent).toBe("French(written)");
    await press("End");
    expect(selected()).toBe(tab("Spanish"));
    await press("Home");
    expect(selected()).toBe(tab("English (US)"));
  });

  it("follows the original language and points at a language whose text has an error", () => {
    render({ language: "fr" }, { "texts.it.description": { code: "too_small", limit: 1 } });
    expect(selected()).toBe(tab("French"));
    expect(tab("French").textContent).toBe("FrenchOriginal");
    expect(tab("Italian").textContent).toBe("Italian(written)(needs attention)");
    expect(panel().querySelector("textarea")?.id).toBe("boat-description");
  });
});
