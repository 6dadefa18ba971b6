export * from "./components/freshness-note.tsx";
