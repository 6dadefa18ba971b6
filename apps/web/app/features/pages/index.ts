export * from "./components/footer-links.tsx";
export * from "./content/types.ts";
