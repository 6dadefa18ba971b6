/** The public entry of the messages feature: what other features and the shell may use of it (browser-safe). */
export * from "./components/dashboard-home-blocks.tsx";
export * from "./components/lead-status-badge.tsx";
export * from "./components/message-thread.tsx";
export * from "./components/notes-panel.tsx";
export * from "./components/notification-preference.tsx";
export * from "./components/screening.tsx";
export * from "./message-lists.ts";
