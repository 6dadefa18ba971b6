export * from "./components/dashboard-home-blocks.tsx";
export * from "./components/message-thread.tsx";
export * from "./components/notification-preference.tsx";
export * from "./components/screening.tsx";
export * from "./inbox-lists.ts";
