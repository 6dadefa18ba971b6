// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { parseSearchParams } from "#app/features/search/search-parse.ts";
import { afterBrandProps, beforeBrandProps, keep, restore } from "./filter-panel.tsx";

/** The static parts' markup as the server (or the browser, rendering them afresh) writes it. */
const PART = `
  <div class="contents" data-static-part="search-filters-before-brand">
    <fieldset><div class="max-h-64 overflow-y-auto"><label><input type="checkbox" name="type" value="sailboat">Sailboat</label><label><input type="checkbox" name="type" value="gulet">Gulet</label></div></fieldset>
    <fieldset><input name="priceMin" value=""><input name="priceMax" value=""></fieldset>
  </div>
  <select name="brand"><option value="">Any</option></select>
  <div class="contents" data-static-part="search-filters-after-brand">
    <details><summary>Deck</summary><label><input type="checkbox" name="equipment" value="teak">Teak</label></details>
    <details><summary>Comfort</summary><label><input type="checkbox" name="equipment" value="heating">Heating</label></details>
  </div>`;

function form(): HTMLFormElement {
  document.body.innerHTML = `<form id="boat-search">${PART}</form>`;
  return document.querySelector("form")!;
}

/** The parts rendered afresh: new elements, the focused one gone with the old ones. */
function renderPartsAgain(element: HTMLFormElement) {
  for (const part of element.querySelectorAll("[data-static-part]")) {
    const fresh = new DOMParser().parseFromString(`<form>${PART}</form>`, "text/html");
    part.replaceChildren(
      ...fresh.querySelector(`[data-static-part="${part.getAttribute("data-static-part")}"]`)!.childNodes,
    );
  }
  (document.activeElement as HTMLElement | null)?.blur();
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the filter panel's static parts rendered again by the browser", () => {
  it("puts the focus back on the same checkbox, and keeps the open groups and a long list's scroll", () => {
    const element = form();
    const gulet = element.querySelector<HTMLInputElement>('input[value="gulet"]')!;
    element.querySelectorAll("details")[1]!.open = true;
    element.querySelector<HTMLElement>(".overflow-y-auto")!.scrollTop = 40;
    gulet.focus();
    const kept = keep(element, gulet);
    expect(kept.nodes.every((node) => node.isConnected)).toBe(true);

    renderPartsAgain(element);
    expect(kept.nodes.some((node) => !node.isConnected)).toBe(true);
    restore(element, kept);

    const again = element.querySelector('input[value="gulet"]');
    expect(again).not.toBe(gulet);
    expect(document.activeElement).toBe(again);
    expect([...element.querySelectorAll("details")].map((details) => details.open)).toEqual([false, true]);
    expect(element.querySelector<HTMLElement>(".overflow-y-auto")!.scrollTop).toBe(40);
  });

  it("gives a text box being typed in its text and caret back", () => {
    const element = form();
    const box = element.querySelector<HTMLInputElement>('input[name="priceMax"]')!;
    box.focus();
    box.value = "250 000";
    box.setSelectionRange(3, 3);
    const kept = keep(element, box);
    renderPartsAgain(element);
    restore(element, kept);
    const again = element.querySelector<HTMLInputElement>('input[name="priceMax"]')!;
    expect(document.activeElement).toBe(again);
    expect(again.value).toBe("250 000");
    expect([again.selectionStart, again.selectionEnd]).toEqual([3, 3]);
  });

  it("leaves the focus where the visitor has put it since, and keeps no control outside the parts", () => {
    const element = form();
    const kept = keep(element, element.querySelector('input[value="sailboat"]'));
    renderPartsAgain(element);
    const brand = element.querySelector<HTMLSelectElement>('select[name="brand"]')!;
    brand.focus();
    restore(element, kept);
    expect(document.activeElement).toBe(brand);
    expect(keep(element, brand).control).toBeNull();
  });
});

describe("the parts' props", () => {
  const { state } = parseSearchParams(
    new URLSearchParams("type=sailboat&country=FR&cabinsMin=2&page=3"),
    "en-US",
  );
  const facets = {
    type: [{ value: "sailboat", label: "Sailboat", count: 3 }],
    country: [{ value: "FR", label: "France", count: 2 }],
    brand: [{ value: "beneteau", label: "Beneteau", count: 1 }],
  };
  const catalog = {
    boatTypes: [{ code: "sailboat", label: "Sailboat" }],
    conditions: [{ code: "used", label: "Used" }],
    equipmentTypes: [],
  };

  it("are only what each part shows: another page or brand leaves them as they were", () => {
    expect(beforeBrandProps(state, facets, catalog)).toEqual({
      state: {
        type: ["sailboat"],
        priceMin: null,
        priceMax: null,
        currency: state.currency,
        reduced: false,
        lengthMin: null,
        lengthMax: null,
        unit: state.unit,
        yearMin: null,
        yearMax: null,
      },
      facets: { type: facets.type },
      boatTypes: catalog.boatTypes,
    });
    const after = afterBrandProps(state, facets, catalog);
    expect(after.facets).toEqual({ country: facets.country });
    expect(after.state).toEqual({
      condition: [],
      country: ["FR"],
      fuel: [],
      hull: [],
      cabinsMin: 2,
      berthsMin: null,
      equipment: [],
    });
    const other = parseSearchParams(
      new URLSearchParams("type=sailboat&country=FR&cabinsMin=2&brand=x"),
      "en-US",
    );
    expect(JSON.stringify(afterBrandProps(other.state, facets, catalog))).toBe(JSON.stringify(after));
  });

  it("say unknown counts as null when the API gave no facets", () => {
    expect(beforeBrandProps(state, null, null)).toMatchObject({ facets: null, boatTypes: null });
    expect(afterBrandProps(state, null, null)).toMatchObject({ facets: null, catalog: null });
  });
});
