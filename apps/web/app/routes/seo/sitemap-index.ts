/**
 * /sitemap.xml: the index of the sitemap chunks (static pages, partners, professionals, and the boats in
 * chunks of 1,968, each listed in the five locales: under 10,000 URLs per file).
 */
import { getConfig } from "../../lib/config.server.ts";
import { countPublicBoats } from "../../lib/sitemap.server.ts";
import { sitemapChunks, sitemapIndexXml } from "../../lib/sitemap.ts";
import type { Route } from "./+types/sitemap-index";
import { unavailableResponse, xmlResponse } from "./sitemap-response.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  try {
    const boats = await countPublicBoats(request.signal);
    return xmlResponse(sitemapIndexXml(sitemapChunks(boats), getConfig().publicAppUrl));
  } catch (error) {
    return unavailableResponse("the index", error);
  }
}
