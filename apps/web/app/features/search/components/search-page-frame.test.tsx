// @vitest-environment happy-dom
/**
 * The search page's frame and behaviour on the page's server markup (a static part: no React handlers in it):
 * an event before the behaviour's code has come is held and handled once it has, a change or submission of the
 * search form goes to the canonical URL of what it says, the chips are followed in place, and the phones'
 * filter panel is a dialog that Escape closes, the focus back on its button.
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "#app/lib/i18n.ts";
import { SearchPageFrame } from "./search-page-frame.tsx";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** The part's markup as the server writes it (the page's real part renders the same names and marks). */
const MARKUP = `
  <input id="search-q" type="search" name="q" form="boat-search" value="">
  <a href="#filters" role="button" aria-haspopup="dialog">Filters</a>
  <select id="search-sort" name="sort" form="boat-search"><option value="default" selected>Default</option><option value="price_asc">Price</option></select>
  <aside id="filters">
    <a href="#results" data-close>Close</a>
    <form id="boat-search" method="get" action="/boats">
      <label><input type="checkbox" name="type" value="sailboat">Sailboat</label>
      <label><input type="checkbox" name="type" value="gulet">Gulet</label>
      <input type="text" name="priceMax" value="">
      <div data-brand-select><select name="brand"><option value="">Any</option><option value="bavaria">Bavaria</option><option value="beneteau">Beneteau</option></select></div>
      <div data-brand-slot class="contents"></div>
      <select name="model"><option value="">Any</option><option value="c42">C42</option></select>
      <button type="submit">Show</button>
    </form>
  </aside>
  <a data-keep-place href="/boats?fuel=diesel">Remove filter</a>
  <a href="/boats?page=2">Page 2</a>
  <div data-results-grid aria-busy="false"></div>`;

let root: Root | undefined;
let container: HTMLElement;
/** While set, the page's loader waits for it: a search still loading. */
let loading: Promise<void> | null = null;

function Page() {
  const location = useLocation();
  return (
    <I18nProvider payload={{ locale: "en-US", messages: {}, brand: "Keel" }}>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      <SearchPageFrame>
        {/* The part's markup is written in after rendering, as the server's: React knows nothing inside. */}
        <div className="contents" data-static-part="search-page" />
      </SearchPageFrame>
    </I18nProvider>
  );
}

const Nothing = () => null;

async function render(entry = "/boats") {
  const Stub = createRoutesStub([
    {
      path: "/boats",
      Component: Page,
      loader: async () => {
        await loading;
        return { result: null, brand: null };
      },
      HydrateFallback: Nothing,
    },
  ]);
  container = document.createElement("div");
  document.body.append(container);
  const created = createRoot(container);
  root = created;
  await act(async () => created.render(<Stub initialEntries={[entry]} />));
  container.querySelector("[data-static-part]")!.innerHTML = MARKUP;
}

/** The behaviour's module, then the navigation it starts. */
async function settle() {
  await act(async () => {
    // The module's first import is compiled by the test runner, which a busy machine makes slow: waited for
    // itself (the frame's import gets the same module), not counted against the fixed wait after it.
    await import("./search-behaviour.tsx");
    for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  });
}

const location = () => container.querySelector('[data-testid="location"]')?.textContent;
const $ = <E extends Element>(selector: string) => container.querySelector<E>(selector)!;

/** The part's markup written afresh (as the browser's first render of the part does), `checked` the boxes its data ticks. */
function renderPartAfresh(checked: string[]) {
  let markup = MARKUP;
  for (const value of checked) markup = markup.replace(`value="${value}"`, `value="${value}" checked`);
  container.querySelector("[data-static-part]")!.innerHTML = markup;
}

/** Waits for the next search to be asked for, then lets it load once `release` is called. */
function holdSearches() {
  let release = () => {};
  loading = new Promise((resolve) => {
    release = resolve;
  });
  return () => {
    release();
    loading = null;
  };
}

/** An event on the page, inside `act`: the navigation it may start is React's work. */
const dispatch = (target: EventTarget, event: Event) =>
  act(async () => {
    target.dispatchEvent(event);
  });

/** Ticks a box as the visitor does. */
const tick = (value: string) => {
  const box = $<HTMLInputElement>(`input[value="${value}"]`);
  box.checked = true;
  return dispatch(box, new Event("change", { bubbles: true }));
};

const isTicked = (value: string) => $<HTMLInputElement>(`input[value="${value}"]`).checked;

afterEach(() => {
  loading = null;
  act(() => root?.unmount());
  container.remove();
});

describe("the search page's frame", () => {
  it("holds a box ticked before the behaviour's code came, then goes to the search it describes", async () => {
    await render();
    // At once: the behaviour's module is being fetched.
    const box = $<HTMLInputElement>('input[name="type"]');
    box.checked = true;
    box.dispatchEvent(new Event("change", { bubbles: true }));
    expect(location()).toBe("/boats");
    await settle();
    expect(location()).toBe("/boats?type=sailboat");
  });

  it("clears the model when another brand is chosen", async () => {
    await render();
    await settle();
    // A brand's model as the visitor left it, then another brand.
    $<HTMLSelectElement>('select[name="model"]').value = "c42";
    const brand = $<HTMLSelectElement>('select[name="brand"]');
    brand.value = "beneteau";
    await dispatch(brand, new Event("change", { bubbles: true }));
    await settle();
    expect(location()).toBe("/boats?brand=beneteau");
    expect($<HTMLSelectElement>('select[name="model"]').value).toBe("");
  });

  it("applies a sort chosen outside the form (form=), and a text box when focus leaves it changed", async () => {
    await render();
    await settle();
    const sort = $<HTMLSelectElement>("#search-sort");
    sort.value = "price_asc";
    await dispatch(sort, new Event("change", { bubbles: true }));
    await settle();
    expect(location()).toBe("/boats?sort=price_asc");
    const price = $<HTMLInputElement>('input[name="priceMax"]');
    price.value = "150 000";
    // Typing (change on a text box) does not apply; leaving the box does.
    await dispatch(price, new Event("change", { bubbles: true }));
    await settle();
    expect(location()).toBe("/boats?sort=price_asc");
    await dispatch(price, new FocusEvent("focusout", { bubbles: true }));
    await settle();
    expect(location()).toBe("/boats?priceMax=150000&currency=USD&sort=price_asc");
  });

  it("sends the form's submission client-side and follows a chip in place", async () => {
    await render();
    await settle();
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    $<HTMLInputElement>("#search-q").value = "bavaria";
    await dispatch($("#boat-search"), submit);
    expect(submit.defaultPrevented).toBe(true);
    await settle();
    expect(location()).toBe("/boats?q=bavaria");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    await dispatch($("[data-keep-place]"), click);
    expect(click.defaultPrevented).toBe(true);
    await settle();
    expect(location()).toBe("/boats?fuel=diesel");
  });

  it("leaves other links and modified clicks alone", async () => {
    await render();
    for (const loaded of [false, true]) {
      if (loaded) await settle();
      const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
      $("[data-keep-place]").dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
      // Left to the part's own link handling (lib/static-part.tsx), which this markup has not.
      const plain = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
      $('a[href="/boats?page=2"]').dispatchEvent(plain);
      expect(plain.defaultPrevented).toBe(false);
    }
    expect(location()).toBe("/boats");
  });

  it("opens the filters as a modal dialog from its button (Space too), and Escape gives the focus back", async () => {
    await render();
    const opener = $<HTMLElement>('[aria-haspopup="dialog"]');
    const space = new KeyboardEvent("keydown", { key: " ", bubbles: true, cancelable: true });
    opener.focus();
    opener.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    await settle();
    const panel = $("#filters");
    expect(panel.getAttribute("role")).toBe("dialog");
    expect(panel.getAttribute("aria-modal")).toBe("true");
    expect(panel.hasAttribute("data-open")).toBe(true);
    expect(document.activeElement).toBe($("[data-close]"));
    expect(document.body.style.overflow).toBe("hidden");
    await act(async () => {
      $("[data-close]").dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
    expect(panel.hasAttribute("role")).toBe(false);
    expect(panel.hasAttribute("data-open")).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe("");
  });

  it("keeps the boxes of the search still loading when the part is rendered afresh with an earlier one", async () => {
    await render();
    await settle();
    const release = holdSearches();
    await tick("sailboat");
    await settle();
    // A second box ticked just as the first search's page renders the part afresh: that render shows only the
    // first box, the search loading has both.
    await tick("gulet");
    await settle();
    renderPartAfresh(["sailboat"]);
    await act(async () => {
      window.dispatchEvent(new Event("pointermove"));
    });
    expect([isTicked("sailboat"), isTicked("gulet")]).toEqual([true, true]);
    expect(location()).toBe("/boats");
    await act(async () => release());
    await settle();
    expect(location()).toBe("/boats?type=sailboat,gulet");
    expect([isTicked("sailboat"), isTicked("gulet")]).toEqual([true, true]);
  });

  it("does not tick again a box whose search a chip followed since has replaced", async () => {
    await render();
    await settle();
    const release = holdSearches();
    await tick("gulet");
    await settle();
    await dispatch(
      $("[data-keep-place]"),
      new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }),
    );
    await settle();
    renderPartAfresh([]);
    await act(async () => {
      window.dispatchEvent(new Event("pointermove"));
    });
    expect(isTicked("gulet")).toBe(false);
    await act(async () => release());
    await settle();
    expect(location()).toBe("/boats?fuel=diesel");
    expect(isTicked("gulet")).toBe(false);
  });
});
