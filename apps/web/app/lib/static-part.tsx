/**
 * Static parts of public pages (docs/decisions/064-static-parts.md): markup that only shows the page's data
 * (a boat's description and specifications, the footer's links…), whose code a first view can do without.
 *
 * The server renders the part whole, inside `<div class="contents" data-static-part="name">` (`display:
 * contents`: the wrapper takes no box, so the layout is the same). While the browser hydrates the page it
 * renders that wrapper with an empty `dangerouslySetInnerHTML` instead, which React hydrates without looking
 * inside and never writes: the server's markup stays as it is, with no code and no hydration. The part's
 * module is not in the page's chunks (an `import()`), and loads only when a render needs it:
 *
 * - the part's props change (another boat after a client-side navigation: compared as JSON with the props it
 *   was hydrated with), or it mounts after the first view (a client-side navigation to its page). That render
 *   suspends until the module is there, which keeps the previous page on screen (router updates are
 *   transitions); the module is asked for as soon as a navigation starts, beside the loaders' data;
 * - nothing else: a part whose props never change (the footer) is neither hydrated nor rendered by the
 *   browser; its module is at most fetched when a navigation starts.
 *
 * A page's loader may mark values only its static parts read (`pageOnly`, lib/page-only.server.ts): a document's
 * loader data then carries a stand-in for each, `{ "$pageOnly": id }`, not the value, which the server's render
 * takes from `PageOnlyValues`. The browser needs nothing from it while it keeps the markup. Data that comes
 * later (a client-side navigation's) has the values whole, which differ from the stand-ins: the part renders
 * itself. A route with page-only values therefore loads its data again only for another URL
 * (`shouldRevalidate`), not after every action, which would render its parts for the same data.
 *
 * Links written with React Router's `<Link>` (the ones with `data-discover`) stay client-side navigations:
 * the wrapper takes their clicks (left button, no modifier, same origin, no `target` or `download`) and calls
 * `navigate`, as `<Link>` would; a link with `data-preload` preloads its page on pointer or focus, as
 * `routePreloadProps` does. Its `<Link>`s take no options (`reloadDocument`, `state`, `replace`…), which the
 * markup does not show. A part must have no other behaviour (no handlers, no state, no effects) and must not
 * sit where a `<div>` may not (inside `<p>`, `<ul>`…).
 */
import {
  type ComponentType,
  createContext,
  type FocusEvent,
  lazy,
  type MouseEvent,
  use,
  useEffect,
  useState,
  useSyncExternalStore,
} from "react";
import { type NavigateFunction, useLocation, useNavigate, useNavigation } from "react-router";
import { settled } from "./settled.ts";

/** During hydration React reads a store's server snapshot: how a part knows it is being hydrated. */
const subscribeToNothing = () => () => {};
const isHydrating = () => true;
const isNotHydrating = () => false;

const KEEP_SERVER_MARKUP = { __html: "" };

const partSelector = (name: string) => `[data-static-part="${name}"]`;

/** The key of a page-only value's stand-in in a document's loader data. */
export const PAGE_ONLY_KEY = "$pageOnly";
declare const pageOnlyBrand: unique symbol;
/** A value only static parts read (`pageOnly`): opaque to the page's own code, which passes it on to a part. */
export type PageOnly<T> = { readonly [pageOnlyBrand]: T };
/** A part's props as a page passes them: any of them may be page-only. */
export type PartProps<P> = { [K in keyof P]: P[K] | PageOnly<P[K]> };
/** The values behind a document's stand-ins, by id, for the server's render (entry.server.tsx). */
export const PageOnlyValues = createContext<ReadonlyMap<string, unknown> | null>(null);

/** Whether a value is a stand-in for a page-only value. */
function isStandIn(value: unknown): boolean {
  return value !== null && typeof value === "object" && PAGE_ONLY_KEY in value;
}

const hasStandIn = (props: object) => Object.values(props).some(isStandIn);

/** A same-origin `<Link>` clicked in server markup: navigates client-side as `<Link>` would. */
export function followLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const link = (event.target as Element).closest?.("a[data-discover]");
  if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  const path = `${url.pathname}${url.search}${url.hash}`;
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  navigate(path, { replace: path === here });
}

/** Preloads the page of a link with `data-preload` the pointer is over or focus is on (routePreloadProps). */
function preloadLink(event: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>): void {
  const link = (event.target as Element).closest?.("a[data-preload]");
  if (link instanceof HTMLAnchorElement && event.currentTarget.contains(link))
    import("./use-route-preload.ts").then((module) => module.preloadRoute(link.href));
}

/**
 * A static part named `name` (unique per kind of part; several instances may share it) whose component
 * `load` imports. Its props must be JSON data.
 */
export function staticPart<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<PartProps<P>> {
  let ready: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const loadOnce = () => {
    loading ??= load().then((component) => {
      ready = component;
      return { default: component };
    });
    return loading;
  };
  // The server, at start-up (requests find it ready); a browser importing the page's module for a client-side
  // navigation (the part is not in the document), at once. Failures show when the part renders.
  if (import.meta.env.SSR || !document.querySelector(partSelector(name))) loadOnce().catch(() => {});
  const Part = lazy(() =>
    ready ? (settled({ default: ready }) as Promise<{ default: ComponentType<P> }>) : loadOnce(),
  );

  const part: PartDefinition = { name, Part: Part as unknown as ComponentType<object>, loadOnce };
  // The component a page renders: a plain function, the same on every render (module level, once per part).
  return (props: PartProps<P>) =>
    import.meta.env.SSR ? (
      <ServerPart part={part} props={props} />
    ) : (
      <BrowserPart part={part} props={props} />
    );
}

interface PartDefinition {
  name: string;
  /** The part's component (a lazy one: suspends until its module is there). */
  Part: ComponentType<object>;
  loadOnce: () => Promise<unknown>;
}

function ServerPart({ part: { name, Part }, props }: { part: PartDefinition; props: object }) {
  const values = use(PageOnlyValues);
  let whole: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(props)) {
    if (!isStandIn(value)) continue;
    const id = (value as Record<string, string>)[PAGE_ONLY_KEY]!;
    if (!values?.has(id)) throw new Error(`static part ${name}: no page-only value for ${key}`);
    whole ??= { ...props };
    whole[key] = values.get(id);
  }
  return (
    <div className="contents" data-static-part={name}>
      <Part {...(whole ?? props)} />
    </div>
  );
}

function BrowserPart({ part: { name, Part, loadOnce }, props }: { part: PartDefinition; props: object }) {
  const navigate = useNavigate();
  const navigating = useNavigation().state !== "idle";
  // True while React hydrates the part (the first view, or a Suspense boundary around it hydrating later);
  // false in a client render (a client-side navigation, or React rendering afresh after a hydration error).
  // React renders the part again after hydrating it, with false: the state below has kept the answer.
  const hydrating = useSyncExternalStore(subscribeToNothing, isNotHydrating, isHydrating);
  // The props the server's markup shows, while that markup is kept (null once the part renders itself).
  const [served, setServed] = useState(() => (hydrating ? JSON.stringify(props) : null));
  const keep = served !== null && JSON.stringify(props) === served;
  // Rendered by the browser with stand-ins (React rendering the page afresh after a hydration error): the page is
  // navigated to again, in place, for its data whole.
  const missing = !keep && hasStandIn(props);
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (served !== null && !keep) setServed(null);
  }, [served, keep]);
  useEffect(() => {
    if (navigating && served !== null) loadOnce().catch(() => {});
  }, [navigating, served, loadOnce]);
  useEffect(() => {
    if (missing) navigate(pathname + search + hash, { replace: true, preventScrollReset: true });
  }, [missing, navigate, pathname, search, hash]);
  if (missing) return <div className="contents" data-static-part={name} />;
  if (!keep)
    return (
      <div className="contents" data-static-part={name}>
        <Part {...props} />
      </div>
    );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegation for the links inside, which keep their own roles and keys
    // biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter is a click, which this handles
    <div
      className="contents"
      data-static-part={name}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string React never writes: it keeps the server's markup
      dangerouslySetInnerHTML={KEEP_SERVER_MARKUP}
      onClick={(event) => followLink(event, navigate)}
      onPointerOver={preloadLink}
      onFocus={preloadLink}
    />
  );
}
