/** The server-only public entry of the directory feature: what other features' loaders and actions may use of it. */
export * from "./directory-labels.server.ts";
// The loaders' reading of a directory's URL (the module is browser-safe too: the pages' parts use it through
// index.ts), here so that a route's browser code, which keeps none of its loader, imports nothing of index.ts.
export { parsePartnerQuery, parseProfessionalQuery, toDirectoryApiQuery } from "./directory-query.ts";
