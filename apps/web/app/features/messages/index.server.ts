export * from "./inbox.server.ts";
export * from "./notification-preference.server.ts";
