export * from "./boats.server.ts";
