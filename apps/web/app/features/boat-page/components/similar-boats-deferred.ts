/**
 * Similar boats as the boat page and a gone boat's page render them: their code (the section, its streamed list
 * and the cards with their hearts) loads after the first view, on intent (a pointer over the section, a touch,
 * focus inside) or once the browser is idle (lib/deferred-module.ts), so that the boat cards' chunk is not in
 * those pages' first view. Until then the server's markup stays: the cards are links, a heart is its plain form
 * post. Render inside `<Suspense>`, as the section's own boundary (a direct child of the page's column):
 * decision 022's section of 2026-11-27 on the boat page. Its module is found through boat-page-parts.ts.
 */
import { deferredComponent } from "#app/lib/deferred-module.ts";

export const SIMILAR_ID = "similar";

/** The boat page's parts' modules (boat-page-parts.ts), for this section and boat-detail-page.tsx's. */
export const boatPageParts = () => import("./boat-page-parts.ts");

export const DeferredSimilarBoats = deferredComponent(`#${SIMILAR_ID}`, () =>
  boatPageParts().then((parts) => parts.similarBoats()),
);
