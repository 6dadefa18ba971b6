/** The server-only public entry of the boats feature: what other features' loaders and actions may use of it. */
export * from "./boats.server.ts";
