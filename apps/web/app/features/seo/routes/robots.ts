/** /robots.txt: public pages open to crawlers, private areas closed, and where the sitemap is. */

import { robotsTxt } from "#app/features/seo/sitemap.ts";
import { getConfig } from "#app/lib/config.server.ts";

export function loader() {
  return new Response(robotsTxt(getConfig().publicAppUrl), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
