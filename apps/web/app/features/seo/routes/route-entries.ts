/**
 * robots.txt and the sitemaps: resource routes mounted once at the site's root by routes.ts (not per
 * locale: one robots.txt per host, and each sitemap already lists every locale).
 */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

export function seoRoutes(): RouteConfigEntry[] {
  return [
    route("robots.txt", "features/seo/routes/robots.ts", { id: "seo/robots" }),
    route("sitemap.xml", "features/seo/routes/sitemap-index.ts", { id: "seo/sitemap-index" }),
    route("sitemaps/:file", "features/seo/routes/sitemap-chunk.ts", { id: "seo/sitemap-chunk" }),
    // The texts files the browser fetches before hydration: language-independent paths too.
    route("i18n/:file", "shell/routes/i18n-texts.ts", { id: "i18n/texts" }),
    // The local icon endpoint (Iconify JSON), language-independent as well.
    route("icons/:file", "shell/routes/icon-collection.ts", { id: "icons/collection" }),
  ];
}
