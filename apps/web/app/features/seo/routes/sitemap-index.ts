/**
 * /sitemap.xml: the index of the sitemap chunks (static pages, partners, professionals, and the boats in
 * chunks of 2,000 ids, each boat listed in the five locales: at most 10,000 URLs per file), each boat chunk
 * with the date its boats last changed.
 */

import { fetchSitemapEntries } from "#app/features/seo/sitemap.server.ts";
import { sitemapIndexXml } from "#app/features/seo/sitemap.ts";
import { getConfig } from "#app/lib/config.server.ts";
import type { Route } from "./+types/sitemap-index";
import { unavailableResponse, xmlResponse } from "./sitemap-response.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  try {
    const entries = await fetchSitemapEntries(request.signal);
    return xmlResponse(sitemapIndexXml(entries, getConfig().publicAppUrl));
  } catch (error) {
    return unavailableResponse("the index", error);
  }
}
