/** The public entry of the saved-searches feature: what other features may use of it (browser-safe). */
export * from "./components/save-search.tsx";
export { frequencyOptions } from "./frequency.ts";
