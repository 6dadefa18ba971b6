/** The public entry of the boats feature: what other features and the shell may use of it (browser-safe). */
export * from "./components/boat-thumb.tsx";
export * from "./components/status-badge.tsx";
