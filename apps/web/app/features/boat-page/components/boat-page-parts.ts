/**
 * Where the boat page's parts' code is (client JS budget, decision 022's section of 2026-11-27 on the boat
 * page's preload list): the page's module (boat-detail-page.tsx, gone-page.tsx) imports this small module, and
 * this one each part's. Vite writes, beside every `import()`, the names of the chunks that part imports (its
 * fields, overlays, hearts…) so that the browser asks for them together; here those names, some thirty, are not
 * in the first view's code. The cost is one more small request before the first part's code: this module is
 * asked for with the first part wanted (on intent or when the browser is idle, lib/deferred-module.ts; at once
 * when a client-side navigation prepares the page), and every later part finds it there.
 */
export const contactForm = () => import("./contact-form.tsx").then((module) => module.ContactForm);
export const gallery = () => import("./gallery.tsx").then((module) => module.Gallery);
export const boatActions = () => import("./boat-actions.tsx").then((module) => module.BoatActions);
export const sharePanel = () => import("./share-panel.tsx").then((module) => module.SharePanel);
export const similarBoats = () => import("./similar-boats.tsx").then((module) => module.SimilarBoats);
/** The boat's static parts (boat-sections.tsx): asked for when the page shows another boat. */
export const sections = () => import("./boat-sections.tsx").then((module) => module.BoatSection);
