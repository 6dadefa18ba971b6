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
 * Links written with React Router's `<Link>` (the ones with `data-discover`) stay client-side navigations:
 * the wrapper takes their clicks (left button, no modifier, same origin, no `target` or `download`) and calls
 * `navigate`, as `<Link>` would; a link with `data-preload` preloads its page on pointer or focus, as
 * `routePreloadProps` does. Its `<Link>`s take no options (`reloadDocument`, `state`, `replace`…), which the
 * markup does not show. A part must have no other behaviour (no handlers, no state, no effects) and must not
 * sit where a `<div>` may not (inside `<p>`, `<ul>`…).
 */
import {
  type ComponentType,
  type FocusEvent,
  lazy,
  type MouseEvent,
  useEffect,
  useState,
  useSyncExternalStore,
} from "react";
import { type NavigateFunction, useNavigate, useNavigation } from "react-router";
import { settled } from "./settled.ts";

/** During hydration React reads a store's server snapshot: how a part knows it is being hydrated. */
const subscribeToNothing = () => () => {};
const isHydrating = () => true;
const isNotHydrating = () => false;

const KEEP_SERVER_MARKUP = { __html: "" };

const partSelector = (name: string) => `[data-static-part="${name}"]`;

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
): ComponentType<P> {
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
  return (props: P) =>
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
  return (
    <div className="contents" data-static-part={name}>
      <Part {...props} />
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
  useEffect(() => {
    if (served !== null && !keep) setServed(null);
  }, [served, keep]);
  useEffect(() => {
    if (navigating && served !== null) loadOnce().catch(() => {});
  }, [navigating, served, loadOnce]);
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
