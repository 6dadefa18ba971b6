// @vitest-environment happy-dom
/**
 * The search form with JavaScript: a change goes to the canonical URL of what the form says, and the
 * reader of forms and URLs (search-parse.ts) is loaded on demand, not with the page's first view.
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { emptySearchState } from "#app/features/search/search-state.ts";
import { I18nProvider } from "#app/lib/i18n.ts";
import { loadParse, SEARCH_FORM_ID, useSearchForm } from "./use-search-form.ts";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement;
let applyForm: (form?: HTMLFormElement | null) => void = () => {};

function SearchPage() {
  const { apply } = useSearchForm(emptySearchState("en-US"));
  applyForm = apply;
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      <form id={SEARCH_FORM_ID}>
        <input type="checkbox" name="type" value="sailboat" defaultChecked />
        <input name="priceMax" defaultValue="150 000" />
        <input name="priceMin" defaultValue="-5" />
      </form>
    </>
  );
}

function Page() {
  return (
    <I18nProvider payload={{ locale: "en-US", messages: {}, brand: "Keel" }}>
      <SearchPage />
    </I18nProvider>
  );
}

async function render() {
  const Stub = createRoutesStub([{ path: "/boats", Component: Page }]);
  container = document.createElement("div");
  document.body.append(container);
  const created = createRoot(container);
  root = created;
  await act(async () => created.render(<Stub initialEntries={["/boats"]} />));
}

const location = () => container.querySelector('[data-testid="location"]')?.textContent;

describe("useSearchForm", () => {
  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
  });

  it("goes to the canonical URL of what the form says, with values the API would refuse left out", async () => {
    await render();
    await act(async () => {
      applyForm();
      // The reader, then the navigation it starts.
      await loadParse();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(location()).toBe("/boats?type=sailboat&priceMax=150000&currency=USD");
  });

  it("loads the reader once, on demand", async () => {
    const first = loadParse();
    expect(loadParse()).toBe(first);
    const parse = await first;
    expect(parse(new URLSearchParams("sort=nonsense&page=2"), "en-US").state).toMatchObject({
      sort: "default",
      page: 2,
    });
  });
});
