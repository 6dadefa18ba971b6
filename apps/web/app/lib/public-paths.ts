/**
 * Neutral paths (no locale prefix) of the public data pages, shared by links, JSON-LD and sitemaps.
 * Slugs are lower-case ASCII by contract; encoding keeps any other one safe in a URL.
 */
export const partnerPath = (slug: string) => `/partners/${encodeURIComponent(slug)}`;
export const professionalPath = (slug: string) => `/professionals/${encodeURIComponent(slug)}`;
export const boatPathOf = (slug: string) => `/boats/${encodeURIComponent(slug)}`;
