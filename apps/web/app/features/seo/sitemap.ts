/**
 * XML sitemaps (sitemaps.org 0.9 with Google's xhtml:link hreflang alternates): a sitemap index at
 * /sitemap.xml pointing to chunks under /sitemaps/. Every page is listed once per locale, each entry naming
 * the page in the five locales plus x-default, so search engines pair the languages of one page.
 * Pure functions: the routes in routes/seo fetch the data, these write the XML.
 */
import { DEFAULT_LOCALE, LOCALES } from "@keel/contracts/locales";
import { htmlLang, localizePath } from "#app/lib/locale.ts";
import { boatPathOf } from "#app/lib/public-paths.ts";

/** The protocol allows 50,000 URLs (and 50 MB) per file, and 50,000 sitemaps per index. */
export const SITEMAP_PROTOCOL_LIMIT = 50_000;
/** Our cap per chunk: 10,000 URLs of about 900 bytes each stay near 9 MB. */
export const URLS_PER_CHUNK = 10_000;
/** Every boat is listed once per locale: 2,000 boats make 10,000 URLs. */
export const BOATS_PER_CHUNK = Math.floor(URLS_PER_CHUNK / LOCALES.length);
/** Ids are PostgreSQL integers: the last boat chunk that can hold one. */
const ID_MAX = 2_147_483_647;
export const BOAT_CHUNK_MAX = Math.ceil(ID_MAX / BOATS_PER_CHUNK);

/** A page of the site, by its neutral path ("/partners/cap-soleil-marina"); `lastmod` is an ISO date or time. */
export interface SitemapPage {
  path: string;
  lastmod?: string;
}

/**
 * The chunks the index lists, in order. Boat chunk `number` holds the public boats whose id lies in
 * `boatChunkRange(number)`: a boat stays in its chunk for life, so a chunk changes only when its boats do,
 * and a range of BOATS_PER_CHUNK ids can never hold more than BOATS_PER_CHUNK boats.
 */
export type SitemapChunk =
  | { kind: "pages" }
  | { kind: "partners" }
  | { kind: "professionals" }
  | { kind: "boats"; number: number };

/** An entry of the index: a chunk and, when known, when it last changed. */
export interface SitemapIndexEntry {
  chunk: SitemapChunk;
  lastmod?: string;
}

const XML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text for XML content and attribute values; characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);
}

/** The file name of a chunk, as served under /sitemaps/. */
export function chunkFileName(chunk: SitemapChunk): string {
  return chunk.kind === "boats" ? `boats-${chunk.number}.xml` : `${chunk.kind}.xml`;
}

/** The chunk a file name names ("boats-3.xml"); null for anything else, "boats-0.xml" and "boats-01.xml". */
export function parseChunkFileName(file: string): SitemapChunk | null {
  if (file === "pages.xml") return { kind: "pages" };
  if (file === "partners.xml") return { kind: "partners" };
  if (file === "professionals.xml") return { kind: "professionals" };
  const match = /^boats-([1-9][0-9]{0,6})\.xml$/.exec(file);
  const number = Number(match?.[1]);
  return match && number <= BOAT_CHUNK_MAX ? { kind: "boats", number } : null;
}

/** The ids boat chunk `number` (1-based) covers: above `afterId`, up to `lastId` included. */
export function boatChunkRange(number: number): { afterId: number; lastId: number } {
  return { afterId: (number - 1) * BOATS_PER_CHUNK, lastId: Math.min(number * BOATS_PER_CHUNK, ID_MAX) };
}

/**
 * The pages of boat chunk `number`, from the API's page of boats after its first id (which may run past
 * the chunk when the chunk is sparse: those boats belong to later chunks).
 */
export function boatChunkPages(
  number: number,
  boats: readonly { id: number; slug: string; updatedAt: string }[],
): SitemapPage[] {
  const { afterId, lastId } = boatChunkRange(number);
  return boats
    .filter((boat) => boat.id > afterId && boat.id <= lastId)
    .map((boat) => ({ path: boatPathOf(boat.slug), lastmod: boat.updatedAt }));
}

/**
 * Every entry of the index: the static, partner and professional chunks, then the boat chunks that hold at
 * least one boat (as the API counts them), each with its latest change. An index holds 50,000 sitemaps at
 * most: beyond that (100 million boats) the last boat chunks are left out.
 */
export function sitemapEntries(
  boatChunks: readonly { number: number; lastModified: string }[],
): SitemapIndexEntry[] {
  const fixed: SitemapIndexEntry[] = [
    { chunk: { kind: "pages" } },
    { chunk: { kind: "partners" } },
    { chunk: { kind: "professionals" } },
  ];
  const boats = boatChunks
    .slice(0, SITEMAP_PROTOCOL_LIMIT - fixed.length)
    .map(({ number, lastModified }) => ({
      chunk: { kind: "boats" as const, number },
      lastmod: lastModified,
    }));
  return [...fixed, ...boats];
}

/** `origin` is PUBLIC_APP_URL without a trailing slash (it may carry a base path). */
export function sitemapIndexXml(index: readonly SitemapIndexEntry[], origin: string): string {
  const entries = index.map(({ chunk, lastmod }) => {
    const loc = `\n    <loc>${escapeXml(`${origin}/sitemaps/${chunkFileName(chunk)}`)}</loc>`;
    const modified = lastmod ? `\n    <lastmod>${escapeXml(lastmod)}</lastmod>` : "";
    return `  <sitemap>${loc}${modified}\n  </sitemap>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</sitemapindex>",
    "",
  ].join("\n");
}

/** One `<url>` per page and locale, each with the hreflang alternates of all five locales and x-default. */
export function urlsetXml(pages: readonly SitemapPage[], origin: string): string {
  const entries: string[] = [];
  for (const page of pages) {
    const urls = LOCALES.map((locale) => escapeXml(origin + localizePath(page.path, locale)));
    const alternates = [
      ...LOCALES.map(
        (locale, i) => `    <xhtml:link rel="alternate" hreflang="${htmlLang(locale)}" href="${urls[i]}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${urls[LOCALES.indexOf(DEFAULT_LOCALE)]}"/>`,
    ].join("\n");
    const lastmod = page.lastmod ? `\n    <lastmod>${escapeXml(page.lastmod)}</lastmod>` : "";
    for (const url of urls) entries.push(`  <url>\n    <loc>${url}</loc>${lastmod}\n${alternates}\n  </url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

/** Public pages that are not data: the home page, the boat search and the site's own pages. */
export const STATIC_PAGES: readonly string[] = [
  "/",
  "/boats",
  "/partners",
  "/professionals",
  "/pricing",
  "/about",
  "/contact",
  "/legal/terms",
  "/legal/privacy",
  "/how-results-are-ordered",
];

/** Search engines are told where the sitemap is and kept out of private and technical areas. */
export function robotsTxt(origin: string): string {
  const privateAreas = ["/dashboard", "/admin", "/auth", "/invitations"];
  const disallow = [
    ...LOCALES.flatMap((locale) => privateAreas.map((path) => localizePath(path, locale))),
    "/api",
    // The language switcher's links only set a cookie and redirect to the clean URL.
    "/*?lang=",
    "/*&lang=",
  ];
  return [
    "User-agent: *",
    "Allow: /",
    ...disallow.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
