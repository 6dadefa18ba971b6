export * from "./components/boat-thumb.tsx";
export * from "./components/status-badge.tsx";
