/** The public entry of the directory feature: what other features and the shell may use of it (browser-safe). */
export * from "./components/directory-results.tsx";
export * from "./components/directory-search.tsx";
export * from "./components/org-details.tsx";
export * from "./components/org-logo.tsx";
export * from "./directory-query.ts";
