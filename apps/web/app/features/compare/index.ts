/** The public entry of the compare feature (browser-safe). */
export { CompareButton } from "./components/compare-button.tsx";
export { CompareProvider } from "./components/compare-context.tsx";
