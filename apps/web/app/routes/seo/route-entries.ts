/**
 * robots.txt and the sitemaps: resource routes mounted once at the site's root by routes.ts (not per
 * locale: one robots.txt per host, and each sitemap already lists every locale).
 */
import { type RouteConfigEntry, route } from "@react-router/dev/routes";

export function seoRoutes(): RouteConfigEntry[] {
  return [
    route("robots.txt", "routes/seo/robots.ts", { id: "seo/robots" }),
    route("sitemap.xml", "routes/seo/sitemap-index.ts", { id: "seo/sitemap-index" }),
    route("sitemaps/:file", "routes/seo/sitemap-chunk.ts", { id: "seo/sitemap-chunk" }),
    // The message catalogues the browser fetches before hydration: language-independent paths too.
    route("i18n/:file", "routes/i18n/catalogue.ts", { id: "i18n/catalogue" }),
    // The local icon endpoint (Iconify JSON), language-independent as well.
    route("icons/:file", "routes/icons/collection.ts", { id: "icons/collection" }),
  ];
}
