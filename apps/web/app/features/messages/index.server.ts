/** The server-only public entry of the messages feature: what other features' loaders and actions may use of it. */
export * from "./messages.server.ts";
export * from "./notification-preference.server.ts";
