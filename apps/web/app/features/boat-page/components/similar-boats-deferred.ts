/**
 * Similar boats as the boat page and a gone boat's page render them: their code (the section, its list
 * and the cards with their hearts) loads after the first view, on intent (a pointer over the section, a touch,
 * focus inside) or once the browser is idle (deferred-part.tsx), so that the boat cards' chunk is not in
 * those pages' first view. Until then the server's markup stays: the cards are links, a heart is its plain form
 * post. It brings its own Suspense boundary: render it as a direct child of the page's column (decision 022's
 * section of 2026-11-27 on the boat page).
 */
import { deferredPart } from "./deferred-part.tsx";

export const DeferredSimilarBoats = deferredPart("similar", (parts) => parts.similarBoats());
