/** How the sitemap routes answer: XML, cacheable by browsers and shared caches (no cookie changes it). */

/** An hour fresh, then served stale for a day while a cache refreshes it: crawlers never wait on the API. */
export const SITEMAP_CACHE_CONTROL = "public, max-age=3600, stale-while-revalidate=86400";

export function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": SITEMAP_CACHE_CONTROL,
    },
  });
}

/** The API could not be read: crawlers retry a 503 later instead of dropping the URLs they knew. */
export function unavailableResponse(what: string, error: unknown): Response {
  console.error(`sitemap: could not build ${what}`, error);
  return new Response("Sitemap temporarily unavailable", {
    status: 503,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Retry-After": "300",
      "Cache-Control": "no-store",
    },
  });
}
