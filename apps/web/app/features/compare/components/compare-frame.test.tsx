// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub, useLocation, useNavigate } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { followLink } from "#app/lib/static-part.tsx";
import { CompareFrame } from "./compare-frame.tsx";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** The page's content as the static part's server markup holds it: no React handlers on it. */
const SERVER_MARKUP = `<a id="compare-toggle" href="/compare?only=differences" data-discover="true">Only differences</a>
  <form method="post" action="/compare"><input type="hidden" name="intent" value="clear">
  <button type="submit">Clear</button></form>
  <form method="post" action="/compare"><input type="hidden" name="intent" value="remove">
  <input type="hidden" name="boatId" value="12"><button type="submit">Remove</button></form>
  <form method="get" action="/boats" id="search"><button type="submit">Search</button></form>`;

/** What the page's action received. */
let posts: Record<string, string>[] = [];
let root: Root | undefined;
let container: HTMLElement;

function ComparePage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <CompareFrame className="page">
      <p id="where">{`${pathname}${search}`}</p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the part's wrapper's delegation, as lib/static-part.tsx */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter is a click */}
      <div
        // Another address renders the part afresh, as the browser does when its props change.
        key={search}
        className="contents"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: stands for the static part's kept markup
        dangerouslySetInnerHTML={{ __html: SERVER_MARKUP }}
        // As the part's wrapper (lib/static-part.tsx) does.
        onClick={(event) => followLink(event, navigate)}
      />
    </CompareFrame>
  );
}

const HydrateFallback = () => null;

function renderPage() {
  const Stub = createRoutesStub([
    {
      path: "/compare",
      loader: () => null,
      action: async ({ request }) => {
        const form = await request.formData();
        posts.push(Object.fromEntries([...form].map(([name, value]) => [name, String(value)])));
        return { message: "Removed from the comparison." };
      },
      HydrateFallback,
      Component: ComparePage,
    },
  ]);
  return act(async () => {
    root = createRoot(container);
    root.render(<Stub initialEntries={["/compare"]} />);
  });
}

const submit = (form: HTMLFormElement) => {
  const event = new SubmitEvent("submit", { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
};

beforeEach(() => {
  posts = [];
  container = document.createElement("div");
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

describe("CompareFrame", () => {
  it("posts the server's forms to the page's action client-side", async () => {
    await renderPage();
    await act(async () => {});
    const [clear, remove] = container.querySelectorAll<HTMLFormElement>("form[method=post]");
    let event: SubmitEvent | undefined;
    await act(async () => {
      event = submit(remove!);
    });
    expect(event!.defaultPrevented).toBe(true);
    await act(async () => {
      submit(clear!);
    });
    expect(posts).toEqual([{ intent: "remove", boatId: "12" }, { intent: "clear" }]);
    expect(container.querySelector("#where")?.textContent).toBe("/compare");
  });

  it("leaves a form that does not post to itself", async () => {
    await renderPage();
    await act(async () => {});
    const event = submit(container.querySelector<HTMLFormElement>("#search")!);
    expect(event.defaultPrevented).toBe(false);
    expect(posts).toEqual([]);
  });

  it("gives the focus back to the link clicked when the part's new markup replaced it", async () => {
    await renderPage();
    await act(async () => {});
    const toggle = container.querySelector<HTMLAnchorElement>("#compare-toggle")!;
    toggle.focus();
    await act(async () => {
      toggle.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
    });
    expect(container.querySelector("#where")?.textContent).toBe("/compare?only=differences");
    const next = container.querySelector("#compare-toggle");
    expect(next).not.toBe(toggle);
    expect(document.activeElement).toBe(next);
  });
});
