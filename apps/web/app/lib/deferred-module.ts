/**
 * Code a page's first view can do without (client JS budget, docs/decisions/022-client-js-budget.md): a part
 * the server renders whole, whose behaviour only an interaction needs (the contact page's form). Its
 * module loads when the visitor shows the intent to use it (a pointer over it, a touch, focus inside) or when
 * the browser is first idle, whichever comes first; until then the server's markup stays as it is, working as
 * plain HTML (a form posts without JavaScript). When the part is not in the document (a client-side
 * navigation is preparing the page, whose route module was imported), the module loads at once, so that the
 * new page renders it whole.
 *
 * The server renders such a part whole: it starts importing the module as soon as its importer is loaded (at
 * start-up), so that requests find it ready; a render that came first would wait for it in its Suspense boundary.
 *
 * The boat page has its own copy of these rules (features/boat-page/components/deferred-part.tsx), in its route's
 * chunk rather than this module's shared one: about 0.2 kB less for that page (decision 022).
 */
import { type ComponentType, lazy } from "react";
import { settled } from "./settled.ts";

const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"] as const;

/**
 * `load` once, on intent within `selector`'s element or when the browser is first idle. Whichever comes second
 * finds the promise settled and does nothing (its listeners gone, or its idle callback a no-op).
 */
export function loadOnIntent<T>(
  selector: string,
  load: () => Promise<T>,
  win: Window & typeof globalThis = window,
): Promise<T> {
  const doc = win.document;
  if (!doc.querySelector(selector)) return load();
  return new Promise<void>((resolve) => {
    const onIntent = (event: Event) => {
      if (event.target instanceof win.Element && event.target.closest(selector)) done();
    };
    const done = () => {
      for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, true);
      resolve();
    };
    for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, { capture: true, passive: true });
    // Safari has no idle callback: a second after the start instead.
    if (win.requestIdleCallback) win.requestIdleCallback(done, { timeout: 3000 });
    else win.setTimeout(done, 1000);
  }).then(load);
}

/**
 * A component whose module loads on intent within `selector`'s element or when the browser is first idle
 * (`loadOnIntent`); render it inside `<Suspense>`, which keeps the server's markup until it is there.
 */
export function deferredComponent<P extends object>(
  selector: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let ready: ComponentType<P> | null = null;
  const loadOnce = () =>
    load().then((component) => {
      ready = component;
      return { default: component };
    });
  // The server, at start-up; a browser preparing a client-side navigation (the part is not in the document:
  // the module was imported for the next page), at once. Failures show when the part renders.
  if (import.meta.env.SSR || !document.querySelector(selector)) loadOnce().catch(() => {});
  return lazy(() => {
    if (ready) return settled({ default: ready }) as Promise<{ default: ComponentType<P> }>;
    return import.meta.env.SSR ? loadOnce() : loadOnIntent(selector, loadOnce);
  });
}
