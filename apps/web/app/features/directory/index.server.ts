export * from "./directory-labels.server.ts";
