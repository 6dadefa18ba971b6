// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub, Form, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SearchFrame } from "./search-frame.tsx";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** The form as a static part's server markup holds it: no React handlers on it. */
const SERVER_FORM = `<form method="get" action="/partners" role="search" aria-label="Search partners">
  <input name="q" value="  harbour  "><select name="category"><option value="" selected>All</option></select>
  <input name="country" value=""><button type="submit">Search</button></form>`;

let release: () => void = () => {};
/** The searches the page's loader was asked for after the first view. */
let searches: string[] = [];
let root: Root | undefined;
let container: HTMLElement;

function Where() {
  const { pathname, search } = useLocation();
  return <p id="where">{`${pathname}${search}`}</p>;
}

function ServerFormPage() {
  return (
    <SearchFrame className="page">
      <Where />
      <div
        className="contents"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: stands for a static part's kept markup
        dangerouslySetInnerHTML={{ __html: SERVER_FORM }}
      />
    </SearchFrame>
  );
}

function ReactFormPage() {
  return (
    <SearchFrame className="page">
      <Where />
      <Form method="get" role="search" aria-label="Search partners">
        <input name="q" defaultValue="  harbour  " />
        <input name="country" defaultValue="" />
        <button type="submit">Search</button>
      </Form>
    </SearchFrame>
  );
}

const HydrateFallback = () => null;

function renderPage(form: "server" | "react") {
  const Stub = createRoutesStub([
    {
      path: "/partners",
      // The next page's data arrives when the test says so: the search is "loading" meanwhile.
      loader: ({ request }) => {
        const { search } = new URL(request.url);
        if (search === "") return null;
        searches.push(search);
        return new Promise((resolve) => (release = () => resolve(null)));
      },
      HydrateFallback,
      Component: form === "server" ? ServerFormPage : ReactFormPage,
    },
  ]);
  return act(async () => {
    root = createRoot(container);
    root.render(<Stub initialEntries={["/partners"]} />);
  });
}

const submit = (form: HTMLFormElement) => {
  const event = new SubmitEvent("submit", { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
};

beforeEach(() => {
  searches = [];
  container = document.createElement("div");
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

describe("SearchFrame", () => {
  it.each(["server", "react"] as const)(
    "submits the %s form client-side without its empty fields, the button disabled meanwhile",
    async (kind) => {
      await renderPage(kind);
      await act(async () => {}); // the first loader
      const form = container.querySelector<HTMLFormElement>("form[role=search]")!;
      const button = form.querySelector("button")!;
      expect(container.querySelector("#where")?.textContent).toBe("/partners");
      let event: SubmitEvent | undefined;
      await act(async () => {
        event = submit(form);
      });
      expect(event!.defaultPrevented).toBe(true);
      expect(button.disabled).toBe(true);
      await act(async () => release());
      expect(container.querySelector("#where")?.textContent).toBe("/partners?q=harbour");
      // One navigation: the frame's, before React Router's <Form> could submit every field.
      expect(searches).toEqual(["?q=harbour"]);
      expect(button.disabled).toBe(false);
    },
  );

  it("leaves other forms to themselves", async () => {
    await renderPage("server");
    await act(async () => {});
    const other = document.createElement("form");
    container.querySelector(".page")!.append(other);
    expect(submit(other).defaultPrevented).toBe(false);
    other.remove();
  });
});
