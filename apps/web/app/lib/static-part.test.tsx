// @vitest-environment happy-dom
import { act, Suspense, startTransition, useSyncExternalStore } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub, MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Link } from "#app/lib/link.tsx";
import { staticPart } from "./static-part.tsx";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** The part's own component: what its module exports. */
function Greeting({ name }: { name: string }) {
  return (
    <section>
      <h2>Hello {name}</h2>
      <Link to="/other">Other page</Link>
      <a href="/plain">Plain link</a>
      <a href="/api/brochure.pdf" download="brochure.pdf">
        Brochure
      </a>
    </section>
  );
}

const load = vi.fn(async () => Greeting);
let GreetingPart: ReturnType<typeof staticPart<{ name: string }>>;

beforeAll(() => {
  // A page's module is evaluated with the server's markup in the document (the first view): no load then.
  document.body.innerHTML = `<div data-static-part="greeting"></div>`;
  GreetingPart = staticPart("greeting", load);
  document.body.innerHTML = "";
});

/** What the server sends for `<GreetingPart name={name} />` (its module loaded at start-up). */
function serverMarkup(name: string) {
  const inner = renderToString(
    <MemoryRouter>
      <Greeting name={name} />
    </MemoryRouter>,
  );
  return `<div class="contents" data-static-part="greeting">${inner}</div>`;
}

/** The page's data, as a router update would change it. */
let page = { name: "Ada" };
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function setPage(next: typeof page) {
  page = next;
  startTransition(() => {
    for (const listener of listeners) listener();
  });
}
let root: Root | undefined;
let container: HTMLElement;

function Page() {
  const name = useSyncExternalStore(
    subscribe,
    () => page.name,
    () => page.name,
  );
  return <GreetingPart name={name} />;
}
function Other() {
  return <p id="other">{useLocation().pathname}</p>;
}
const Stub = createRoutesStub([
  { path: "/", Component: Page },
  { path: "/other", Component: Other },
]);

async function hydrate() {
  container.innerHTML = serverMarkup(page.name);
  await act(async () => {
    root = hydrateRoot(container, <Stub />);
  });
}

/** Whether React hydrated or rendered `element` (its fiber is on it): not so for markup a part keeps. */
const ownedByReact = (element: Element | null) =>
  element !== null && Object.keys(element).some((key) => key.startsWith("__reactFiber"));

const click = (element: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
};

beforeEach(() => {
  page = { name: "Ada" };
  container = document.createElement("div");
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.restoreAllMocks();
});

describe("a static part on the first view", () => {
  it("keeps the server's markup as it is, without loading its code or a hydration warning", async () => {
    const errors = vi.spyOn(console, "error");
    const served = serverMarkup("Ada");
    await hydrate();
    expect(container.innerHTML).toBe(served);
    expect(load).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(ownedByReact(container.querySelector("[data-static-part]"))).toBe(true);
    expect(ownedByReact(container.querySelector("section"))).toBe(false);
  });

  it("follows a <Link> inside it client-side, and leaves other links to the browser", async () => {
    await hydrate();
    const links = [...container.querySelectorAll("a")];
    const [plain, brochure] = [links[1]!, links[2]!];
    expect(click(plain).defaultPrevented).toBe(false);
    expect(click(brochure).defaultPrevented).toBe(false);
    expect(click(links[0]!, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click(links[0]!, { button: 1 }).defaultPrevented).toBe(false);
    expect(container.querySelector("#other")).toBeNull();

    let event: MouseEvent | undefined;
    await act(async () => {
      event = click(links[0]!);
    });
    expect(event!.defaultPrevented).toBe(true);
    expect(container.querySelector("#other")?.textContent).toBe("/other");
    expect(load).not.toHaveBeenCalled();
  });

  it("renders itself with its code once its props change", async () => {
    await hydrate();
    // The same props again (a router revalidation): the markup stays the server's.
    await act(async () => setPage({ name: "Ada" }));
    expect(load).not.toHaveBeenCalled();
    // Another boat (a transition, as the router's updates are): the server's markup stays until the code is there.
    await act(async () => setPage({ name: "Grace" }));
    await vi.waitFor(() => expect(container.querySelector("h2")?.textContent).toBe("Hello Grace"));
    expect(load).toHaveBeenCalledTimes(1);
    expect(ownedByReact(container.querySelector("section"))).toBe(true);
    // Its <Link> is React Router's own again.
    expect(container.querySelector("a")?.getAttribute("href")).toBe("/other");
  });

  it("renders itself when React renders the page afresh instead of hydrating it", async () => {
    container.innerHTML = serverMarkup("Ada");
    const fresh = document.createElement("div");
    document.body.append(fresh);
    // The server's markup is elsewhere in the document; this element is React's own, empty.
    await act(async () => {
      root = hydrateRoot(fresh, <Stub />);
    });
    await vi.waitFor(() => expect(fresh.querySelector("h2")?.textContent).toBe("Hello Ada"));
    fresh.remove();
  });
});

describe("a static part rendered by the browser", () => {
  it("renders itself (a client-side navigation to its page)", async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(<Stub />);
    });
    await vi.waitFor(() => expect(container.querySelector("h2")?.textContent).toBe("Hello Ada"));
  });
});

/** A boundary's content that waits (as a streamed part of a page would) until `later.release()`. */
const later = { ready: false, held: Promise.resolve(), release: () => {} };
function Waiting() {
  if (!later.ready) throw later.held;
  return <GreetingPart name="Ada" />;
}
function Later() {
  return (
    <Suspense fallback={<p>Loading</p>}>
      <Waiting />
    </Suspense>
  );
}

describe("a static part hydrated after the document", () => {
  it("keeps the server's markup when the Suspense boundary around it hydrates later", async () => {
    const errors = vi.spyOn(console, "error");
    later.held = new Promise<void>((resolve) => {
      later.release = resolve;
    });
    // React hydrates the document first, and the boundary's content once it can render.
    const LaterStub = createRoutesStub([{ path: "/", Component: Later }]);
    const served = `<!--$-->${serverMarkup("Ada")}<!--/$-->`;
    container.innerHTML = served;
    await act(async () => {
      root = hydrateRoot(container, <LaterStub />);
    });
    await act(async () => {
      later.ready = true;
      later.release();
      await later.held;
    });
    expect(container.innerHTML).toBe(served);
    expect(ownedByReact(container.querySelector("[data-static-part]"))).toBe(true);
    expect(ownedByReact(container.querySelector("section"))).toBe(false);
    expect(errors).not.toHaveBeenCalled();
  });
});

/** A part whose list is page-only (lib/page-only.server.ts): a stand-in in the document's data. */
function Names({ names }: { names: string[] }) {
  return (
    <ul>
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}
const loadNames = vi.fn(async () => Names);
let NamesPart: ReturnType<typeof staticPart<{ names: string[] }>>;
const STAND_IN = { $pageOnly: "1" } as unknown as string[];
let names: string[] = STAND_IN;
const namesListeners = new Set<() => void>();
function NamesPage() {
  const current = useSyncExternalStore(
    (listener) => {
      namesListeners.add(listener);
      return () => namesListeners.delete(listener);
    },
    () => names,
    () => names,
  );
  return (
    <>
      <p id="location">{useLocation().key}</p>
      <NamesPart names={current} />
    </>
  );
}
const NamesStub = createRoutesStub([{ path: "/", Component: NamesPage }]);

describe("a static part whose props are page-only", () => {
  beforeAll(() => {
    document.body.innerHTML = `<div data-static-part="names"></div>`;
    NamesPart = staticPart("names", loadNames);
    document.body.innerHTML = "";
  });
  beforeEach(() => {
    names = STAND_IN;
    loadNames.mockClear();
  });

  it("keeps the server's markup with stand-ins, and renders itself when the values come whole", async () => {
    const errors = vi.spyOn(console, "error");
    const served = `<p id="location">default</p><div class="contents" data-static-part="names"><ul><li>Ada</li></ul></div>`;
    container.innerHTML = served;
    await act(async () => {
      root = hydrateRoot(container, <NamesStub />);
    });
    expect(container.innerHTML).toBe(served);
    expect(loadNames).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // A client-side navigation's data: the list whole.
    await act(async () => {
      names = ["Ada", "Grace"];
      startTransition(() => {
        for (const listener of namesListeners) listener();
      });
    });
    await vi.waitFor(() => expect(container.querySelectorAll("li")).toHaveLength(2));
    expect(loadNames).toHaveBeenCalledTimes(1);
  });

  it("asks for its page again, in place, when the browser renders it afresh with stand-ins", async () => {
    const errors = vi.spyOn(console, "error");
    await act(async () => {
      root = createRoot(container);
      root.render(<NamesStub />);
    });
    // Nothing rendered from a stand-in, and one navigation to the same place (a new location key) for whole data.
    expect(container.querySelector("[data-static-part]")?.innerHTML).toBe("");
    const location = () => container.querySelector("#location")?.textContent;
    await vi.waitFor(() => expect(location()).not.toBe("default"));
    const after = location();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(location()).toBe(after);
    expect(loadNames).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });
});
