// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { formState, isReplaced, keep, restore, setFormState } from "./kept-place.ts";

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

describe("the search page's static parts rendered again by the browser", () => {
  it("puts the focus back on the same checkbox, and keeps the open groups and a long list's scroll", () => {
    const element = form();
    const gulet = element.querySelector<HTMLInputElement>('input[value="gulet"]')!;
    element.querySelectorAll("details")[1]!.open = true;
    element.querySelector<HTMLElement>(".overflow-y-auto")!.scrollTop = 40;
    gulet.focus();
    const kept = keep(element, gulet);
    expect(isReplaced(kept)).toBe(false);

    renderPartsAgain(element);
    expect(isReplaced(kept)).toBe(true);
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

  it("gives the form's boxes and values back as they were, control by control", () => {
    const element = form();
    element.querySelector<HTMLInputElement>('input[value="gulet"]')!.checked = true;
    element.querySelector<HTMLInputElement>('input[value="heating"]')!.checked = true;
    element.querySelector<HTMLInputElement>('input[name="priceMax"]')!.value = "90000";
    const state = formState(element);
    renderPartsAgain(element);
    element.querySelector<HTMLInputElement>('input[value="sailboat"]')!.checked = true;
    setFormState(element, state);
    const ticked = [...element.querySelectorAll<HTMLInputElement>("input[type=checkbox]")].flatMap((box) =>
      box.checked ? [box.value] : [],
    );
    expect(ticked).toEqual(["gulet", "heating"]);
    expect(element.querySelector<HTMLInputElement>('input[name="priceMax"]')!.value).toBe("90000");
    expect(element.querySelector<HTMLInputElement>('input[name="priceMin"]')!.value).toBe("");
  });
});
