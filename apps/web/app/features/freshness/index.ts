/** The public entry of the freshness feature: what other features and the shell may use of it (browser-safe). */
export * from "./components/freshness-note.tsx";
