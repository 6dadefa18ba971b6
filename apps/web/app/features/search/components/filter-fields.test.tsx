// @vitest-environment happy-dom
import type { Locale } from "@keel/contracts/locales";
import { act, useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { FacetOption } from "#app/features/search/search-facets.ts";
import { I18nProvider } from "#app/lib/i18n.ts";
import { textsOf } from "#app/lib/texts.fixture.ts";
import { CheckboxList } from "./filter-fields.tsx";

const OPTIONS: FacetOption[] = [
  { value: "sailboat", label: "Sailboat", count: 1234 },
  { value: "gulet", label: "Gulet", count: 1 },
  { value: "dinghy", label: "Dinghy", count: 0 },
];

/** The list as the server writes it, parsed back into a document to read it as a browser would. */
function list(options: FacetOption[], selected: string[] = [], locale: Locale = "en-US"): HTMLElement {
  const html = renderToString(
    <I18nProvider payload={{ locale, messages: textsOf(locale), brand: "Keel" }}>
      <CheckboxList name="type" options={options} selected={selected} />
    </I18nProvider>,
  );
  const root = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html").body;
  return root.firstElementChild as HTMLElement;
}

/** What a screen reader announces for a checkbox nested in its label: the label's text, hidden parts left out. */
function spokenName(input: HTMLInputElement): string {
  const label = input.closest("label")!.cloneNode(true) as HTMLElement;
  for (const hidden of label.querySelectorAll("[aria-hidden=true]")) hidden.remove();
  return label.textContent!.replace(/\s+/g, " ").trim();
}

/** Ticks the gulet as the search page's behaviour does when the part's first render shows an earlier search. */
function TickGulet({ container }: { container: HTMLElement }) {
  useLayoutEffect(() => {
    container.querySelector<HTMLInputElement>('input[value="gulet"]')!.checked = true;
  }, [container]);
  return null;
}

describe("<CheckboxList>", () => {
  it("labels each checkbox by nesting it in its label: no ids to link them, no wrapper per option", () => {
    const root = list(OPTIONS);
    const inputs = [...root.querySelectorAll<HTMLInputElement>("input[type=checkbox]")];
    expect(inputs.map((input) => [input.name, input.value])).toEqual([
      ["type", "sailboat"],
      ["type", "gulet"],
      ["type", "dinghy"],
    ]);
    for (const input of inputs) {
      expect(input.parentElement?.tagName).toBe("LABEL");
      expect(input.hasAttribute("id")).toBe(false);
    }
    // Each option is one label straight in the list's box.
    expect([...root.children].map((child) => child.tagName)).toEqual(["LABEL", "LABEL", "LABEL"]);
    expect(root.querySelectorAll("[id], [for], li")).toHaveLength(0);
  });

  it("shows each count as a figure and says it in words, in the page's language", () => {
    const root = list(OPTIONS);
    const inputs = [...root.querySelectorAll<HTMLInputElement>("input")];
    expect(
      inputs.map((input) => input.closest("label")!.querySelector("[aria-hidden=true]")?.textContent),
    ).toEqual(["1,234", "1", "0"]);
    expect(inputs.map(spokenName)).toEqual(["Sailboat 1,234 boats", "Gulet 1 boat", "Dinghy 0 boats"]);
    const french = [...list(OPTIONS, [], "fr").querySelectorAll<HTMLInputElement>("input")];
    expect(french.map(spokenName).map((name) => name.replace(/\s/g, " "))).toEqual([
      "Sailboat 1 234 bateaux",
      "Gulet 1 bateau",
      "Dinghy 0 bateau",
    ]);
  });

  it("mutes an option that would find nothing unless it is chosen, and checks the chosen ones", () => {
    const root = list(OPTIONS, ["gulet"]);
    const labels = [...root.querySelectorAll("label")];
    expect(labels.map((label) => label.classList.contains("text-muted-foreground"))).toEqual([
      false,
      false,
      true,
    ]);
    expect([...root.querySelectorAll<HTMLInputElement>("input")].map((input) => input.checked)).toEqual([
      false,
      true,
      false,
    ]);
    const chosenEmpty = list(OPTIONS, ["dinghy"]).querySelectorAll("label")[2]!;
    expect(chosenEmpty.classList.contains("text-muted-foreground")).toBe(false);
  });

  it("writes nothing but the name when the count is unknown (equipment)", () => {
    const root = list([{ value: "radar", label: "Radar", count: null }]);
    const label = root.querySelector("label")!;
    expect(label.children).toHaveLength(1);
    expect(label.textContent).toBe("Radar");
  });

  it("rendered in the browser, keeps a box ticked at its first render and follows the URL's changes after", async () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement("div");
    const root = createRoot(container);
    const boxes = () =>
      [...container.querySelectorAll<HTMLInputElement>("input")].map((input) => input.checked);
    const renderList = (selected: string[]) =>
      act(() =>
        root.render(
          <I18nProvider payload={{ locale: "en-US", messages: textsOf("en-US"), brand: "Keel" }}>
            <CheckboxList name="type" options={OPTIONS} selected={selected} />
            <TickGulet container={container} />
          </I18nProvider>,
        ),
      );
    await renderList(["sailboat"]);
    expect(boxes()).toEqual([true, true, false]);
    // The search loading comes: both ticked. A chip removes the sailboat, then "clear all".
    await renderList(["sailboat", "gulet"]);
    expect(boxes()).toEqual([true, true, false]);
    await renderList(["gulet"]);
    expect(boxes()).toEqual([false, true, false]);
    await renderList([]);
    expect(boxes()).toEqual([false, false, false]);
    act(() => root.unmount());
  });
});
