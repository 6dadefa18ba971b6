/**
 * The boat page's parts whose code loads after the first view (the gallery, heart and Compare, contact form,
 * share panel and similar boats), by the same rules as lib/deferred-module.ts's `deferredComponent`: the
 * server renders the part whole; in the browser its module loads on the visitor's intent within it (a pointer
 * over it, a touch, focus inside) or when the browser is first idle, whichever comes first, and until then
 * React keeps the server's markup in the part's Suspense boundary; when the part is not in the document (a
 * client-side navigation is preparing the page) it loads at once. Each part's module is found through
 * boat-page-parts.ts, which names the chunks it imports.
 *
 * Written for this page (decision 022's section of 2026-11-27 on the boat page's route): this module is in
 * the page's own chunk, where lib/deferred-module.ts is a chunk of its own shared with other pages, whose
 * imports, exports and separate compression cost the page's first view about 0.2 kB more.
 */
import { type ComponentType, lazy, Suspense } from "react";
import { settled } from "#app/lib/settled.ts";

type Parts = typeof import("./boat-page-parts.ts");

/** The boat page's parts' modules (boat-page-parts.ts), asked for with the first part wanted. */
export const boatPageParts = (): Promise<Parts> => import("./boat-page-parts.ts");

const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"] as const;

/** Resolves on intent within the element with id `id`, or when the browser is first idle. */
export function intentWithin(id: string): Promise<void> {
  return new Promise((resolve) => {
    const onIntent = (event: Event) => {
      if ((event.target as Element).closest?.(`#${id}`)) done();
    };
    // Whichever comes second finds the promise settled: its listeners are gone, or its idle callback does nothing.
    const done = () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
      resolve();
    };
    // In the capture phase, so that no part's own handler hides the event. (Passive without saying so: browsers
    // make a document's touch listeners passive by default, and this one never holds scrolling back.)
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, true);
    // Safari has no idle callback: a second after the start instead.
    if ("requestIdleCallback" in window) requestIdleCallback(done, { timeout: 3000 });
    else setTimeout(done, 1000);
  });
}

/**
 * The part whose element has the id `id` (its component renders it, given that `id`), its component taken from
 * boat-page-parts.ts by `pick`, in its own Suspense boundary: render it as a direct child of the page's column.
 */
export function deferredPart<P extends { id?: string }>(
  id: string,
  pick: (parts: Parts) => Promise<ComponentType<P>>,
): ComponentType<Omit<P, "id">> {
  let ready: ComponentType<P> | null = null;
  const load = () =>
    boatPageParts()
      .then(pick)
      .then((component) => {
        ready = component;
        return { default: component };
      });
  // The server renders it whole: at start-up, so that requests find it ready. A browser whose document does not
  // show it is preparing a client-side navigation: at once. Failures show when the part renders.
  const served = !import.meta.env.SSR && document.getElementById(id);
  if (!served) load().catch(() => {});
  const Part = lazy(() => {
    if (ready) return settled({ default: ready }) as Promise<{ default: ComponentType<P> }>;
    return served ? intentWithin(id).then(load) : load();
  }) as unknown as ComponentType<P>;
  return (props) => (
    <Suspense>
      <Part {...(props as P)} id={id} />
    </Suspense>
  );
}
