/** The public entry of the pages feature: what other features and the shell may use of it (browser-safe). */
export * from "./components/footer-links.tsx";
export * from "./content/types.ts";
