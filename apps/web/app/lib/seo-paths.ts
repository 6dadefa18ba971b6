/**
 * Files at the site's root that have no language of their own: for crawlers (robots.txt, the sitemap index
 * and its chunks) and the texts files the browser fetches before hydration (/i18n/fr.public.{hash}.json names
 * its language itself), and the icon collection (/icons/lucide.json). The locale negotiation serves them as addressed, never redirecting a French browser
 * to /fr/robots.txt.
 */
const SITE_FILES = /^\/(robots\.txt|sitemap\.xml|sitemaps\/[^/]+\.xml|i18n\/[^/]+\.json|icons\/[^/]+\.json)$/;

export function isSiteFilePath(pathname: string): boolean {
  return SITE_FILES.test(pathname);
}
