/**
 * Files for crawlers at the site's root (robots.txt, the sitemap index and its chunks). They have no
 * language: the locale negotiation serves them as addressed, never redirecting a French browser to
 * /fr/robots.txt.
 */
const SITE_FILES = /^\/(robots\.txt|sitemap\.xml|sitemaps\/[^/]+\.xml)$/;

export function isSiteFilePath(pathname: string): boolean {
  return SITE_FILES.test(pathname);
}
