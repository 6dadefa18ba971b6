/** The server-only public entry of the directory feature: what other features' loaders and actions may use of it. */
export * from "./directory-labels.server.ts";
