export * from "./sitemap.ts";
