export * from "./components/boat-card.tsx";
