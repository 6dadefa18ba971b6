/**
 * /sitemaps/{chunk}.xml: pages.xml (home, search, directories, about, contact, pricing, legal texts),
 * partners.xml, professionals.xml and boats-{n}.xml, each page once per locale with its hreflang alternates.
 * Unknown names and boat chunks without a public boat answer 404.
 */
import { LEGAL_UPDATED } from "#app/features/pages/index.ts";
import {
  fetchBoatChunk,
  fetchPartnerPages,
  fetchProfessionalPages,
} from "#app/features/seo/sitemap.server.ts";
import {
  parseChunkFileName,
  type SitemapChunk,
  type SitemapPage,
  STATIC_PAGES,
  urlsetXml,
} from "#app/features/seo/sitemap.ts";
import { getConfig } from "#app/lib/config.server.ts";
import type { Route } from "./+types/sitemap-chunk";
import { unavailableResponse, xmlResponse } from "./sitemap-response.server.ts";

const LEGAL_PATHS = new Set(["/legal/terms", "/legal/privacy"]);

/** The pages of a chunk; null when the chunk does not exist (a boat chunk without a public boat). */
async function pagesOf(chunk: SitemapChunk, signal: AbortSignal): Promise<SitemapPage[] | null> {
  switch (chunk.kind) {
    case "pages":
      return STATIC_PAGES.map((path) =>
        LEGAL_PATHS.has(path) ? { path, lastmod: LEGAL_UPDATED } : { path },
      );
    case "partners":
      return fetchPartnerPages(signal);
    case "professionals":
      return fetchProfessionalPages(signal);
    case "boats": {
      const boats = await fetchBoatChunk(chunk.number, signal);
      return boats.length > 0 ? boats : null;
    }
  }
}

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export async function loader({ params, request }: Route.LoaderArgs) {
  const chunk = parseChunkFileName(params.file);
  if (!chunk) return notFound();
  let pages: SitemapPage[] | null;
  try {
    pages = await pagesOf(chunk, request.signal);
  } catch (error) {
    return unavailableResponse(params.file, error);
  }
  return pages ? xmlResponse(urlsetXml(pages, getConfig().publicAppUrl)) : notFound();
}
