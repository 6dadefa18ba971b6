/** The public entry of the billing feature: what other features and the shell may use of it (browser-safe). */
export * from "./components/admin-subscription-panel.tsx";
export * from "./components/past-due-banner.tsx";
