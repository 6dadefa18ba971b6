/** The public entry of the seo feature: what other features and the shell may use of it (browser-safe). */
export * from "./sitemap.ts";
