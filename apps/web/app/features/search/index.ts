/** The public entry of the search feature: what other features and the shell may use of it (browser-safe). */
export * from "./components/boat-card.tsx";
export { DeferredHeartDelegate } from "./components/deferred-heart-delegate.tsx";
