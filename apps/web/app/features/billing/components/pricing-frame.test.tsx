// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub, useLocation, useNavigationType } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PLAN_REQUEST_FORM_ID, PricingFrame } from "./pricing-frame.tsx";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** The switches and the form as the static parts' server markup holds them: no React handlers on them. */
const SERVER_MARKUP = `<div data-price-switches=""><nav aria-label="Billing">
  <a id="price-interval-month" href="/pricing" data-discover="true">Monthly</a>
  <a id="price-interval-year" href="/pricing?interval=year" data-discover="true">Yearly</a></nav></div>
  <a id="faq-contact" href="/contact" data-discover="true">Contact</a>
  <form id="${PLAN_REQUEST_FORM_ID}" method="post" novalidate>
  <input type="hidden" name="intent" value="planRequest"><label for="request-teamName">Team</label>
  <input id="request-teamName" name="teamName" value="Chantier du Port">
  <button type="submit" id="${PLAN_REQUEST_FORM_ID}-send">Send</button></form>
  <form id="other" method="post"><button type="submit">Other</button></form>`;

let release: () => void = () => {};
/** What the page's action received: its URL's query and the posted fields. */
let posts: { search: string; fields: Record<string, string> }[] = [];
let root: Root | undefined;
let container: HTMLElement;

function Where() {
  const { pathname, search } = useLocation();
  return <p id="where">{`${useNavigationType()} ${pathname}${search}`}</p>;
}

function PricingPage() {
  const { search } = useLocation();
  return (
    <PricingFrame className="page">
      <Where />
      <div
        // Another address renders the parts afresh, as the browser does when their props change.
        key={search}
        className="contents"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: stands for the static parts' kept markup
        dangerouslySetInnerHTML={{ __html: SERVER_MARKUP }}
      />
    </PricingFrame>
  );
}

const HydrateFallback = () => null;
const ContactPage = () => <p id="where">contact</p>;

function renderPage(at: string) {
  const Stub = createRoutesStub([
    {
      path: "/pricing",
      loader: () => null,
      // The answer arrives when the test says so: the request is "submitting" meanwhile.
      action: async ({ request }) => {
        const form = await request.formData();
        posts.push({
          search: new URL(request.url).search,
          fields: Object.fromEntries([...form].map(([name, value]) => [name, String(value)])),
        });
        return new Promise((resolve) => (release = () => resolve({ ok: true, intent: "planRequest" })));
      },
      HydrateFallback,
      Component: PricingPage,
    },
    { path: "/contact", Component: ContactPage },
  ]);
  return act(async () => {
    root = createRoot(container);
    root.render(<Stub initialEntries={["/pricing", at]} />);
  });
}

const submit = (form: HTMLFormElement) => {
  const event = new SubmitEvent("submit", { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
};

const click = (element: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
};

const where = () => container.querySelector("#where")?.textContent;

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

describe("PricingFrame", () => {
  it("submits the server's plan request client-side to the page's address, the button disabled meanwhile", async () => {
    await renderPage("/pricing?currency=EUR");
    await act(async () => {});
    const form = container.querySelector<HTMLFormElement>(`#${PLAN_REQUEST_FORM_ID}`)!;
    const button = form.querySelector("button")!;
    let event: SubmitEvent | undefined;
    await act(async () => {
      event = submit(form);
    });
    expect(event!.defaultPrevented).toBe(true);
    expect(button.disabled).toBe(true);
    await act(async () => release());
    expect(posts).toEqual([
      { search: "?currency=EUR", fields: { intent: "planRequest", teamName: "Chantier du Port" } },
    ]);
    // Still the page's address (React Router replaces the entry of a submission to it, as for <Form>).
    expect(where()).toBe("REPLACE /pricing?currency=EUR");
    expect(button.disabled).toBe(false);
  });

  it("leaves other forms to themselves", async () => {
    await renderPage("/pricing");
    await act(async () => {});
    const event = submit(container.querySelector<HTMLFormElement>("#other")!);
    expect(event.defaultPrevented).toBe(false);
    expect(posts).toEqual([]);
  });

  it("follows a switch's link in place of the entry, and gives the focus back to the switch's new node", async () => {
    await renderPage("/pricing");
    await act(async () => {});
    const yearly = container.querySelector<HTMLAnchorElement>("#price-interval-year")!;
    yearly.focus();
    let event: MouseEvent | undefined;
    await act(async () => {
      event = click(yearly);
    });
    expect(event!.defaultPrevented).toBe(true);
    expect(where()).toBe("REPLACE /pricing?interval=year");
    const next = container.querySelector("#price-interval-year");
    expect(next).not.toBe(yearly);
    expect(document.activeElement).toBe(next);
  });

  it("leaves the parts' other links, and a switch clicked with a modifier, to the browser", async () => {
    await renderPage("/pricing");
    await act(async () => {});
    const withCtrl = click(container.querySelector("#price-interval-year")!, { ctrlKey: true });
    expect(withCtrl.defaultPrevented).toBe(false);
    const other = click(container.querySelector("#faq-contact")!);
    // Not the frame's: lib/static-part.tsx's wrapper follows the part's plain links.
    expect(other.defaultPrevented).toBe(false);
    expect(where()).toBe("POP /pricing");
  });

  it("keeps a label's text from being selected by a double click", async () => {
    await renderPage("/pricing");
    await act(async () => {});
    const label = container.querySelector("label")!;
    const down = (detail: number) => {
      const event = new MouseEvent("mousedown", { bubbles: true, cancelable: true, detail });
      label.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(down(1)).toBe(false);
    expect(down(2)).toBe(true);
  });
});
