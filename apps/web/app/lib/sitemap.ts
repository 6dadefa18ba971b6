/**
 * XML sitemaps (sitemaps.org 0.9 with Google's xhtml:link hreflang alternates): a sitemap index at
 * /sitemap.xml pointing to chunks under /sitemaps/. Every page is listed once per locale, each entry naming
 * the page in the five locales plus x-default, so search engines pair the languages of one page.
 * Pure functions: the routes in routes/seo fetch the data, these write the XML.
 */
import { DEFAULT_LOCALE, LOCALES } from "@keel/contracts/locales";
import { htmlLang, localizePath } from "./locale.ts";

/** The protocol allows 50,000 URLs (and 50 MB) per file; smaller files are quicker to build and fetch. */
export const SITEMAP_PROTOCOL_LIMIT = 50_000;
/** Our cap per chunk: 10,000 URLs of about 900 bytes each stay near 9 MB. */
export const URLS_PER_CHUNK = 10_000;
/** The page size the boat chunks read the search API with (its largest). */
export const BOAT_API_PAGE_SIZE = 48;
/** 41 API pages of 48 boats: 1,968 boats, 9,840 URLs in the five locales. */
export const BOAT_API_PAGES_PER_CHUNK = Math.floor(URLS_PER_CHUNK / LOCALES.length / BOAT_API_PAGE_SIZE);
export const BOATS_PER_CHUNK = BOAT_API_PAGES_PER_CHUNK * BOAT_API_PAGE_SIZE;
/**
 * The search API serves pages 1 to 1,000 only, so paging it reaches the first 47,232 boats (24 chunks).
 * A keyset endpoint for sitemaps would lift this (see docs/decisions/020-public-pages-and-sitemaps.md).
 */
export const SEARCH_API_PAGE_MAX = 1000;
export const BOAT_CHUNK_MAX = Math.floor(SEARCH_API_PAGE_MAX / BOAT_API_PAGES_PER_CHUNK);

/** A page of the site, by its neutral path ("/partners/cap-soleil-marina"); `lastmod` is an ISO date. */
export interface SitemapPage {
  path: string;
  lastmod?: string;
}

/** The chunks the index lists, in order. */
export type SitemapChunk =
  | { kind: "pages" }
  | { kind: "partners" }
  | { kind: "professionals" }
  | { kind: "boats"; number: number };

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
  const match = /^boats-([1-9][0-9]{0,5})\.xml$/.exec(file);
  return match ? { kind: "boats", number: Number(match[1]) } : null;
}

/** Boat chunks needed for `total` public boats: at least one (an empty chunk is valid), at most BOAT_CHUNK_MAX. */
export function boatChunkCount(total: number): number {
  return Math.min(BOAT_CHUNK_MAX, Math.max(1, Math.ceil(total / BOATS_PER_CHUNK)));
}

/** The search API pages (1-based, inclusive) that chunk `number` reads. */
export function boatChunkApiPages(number: number): { first: number; last: number } {
  const first = (number - 1) * BOAT_API_PAGES_PER_CHUNK + 1;
  return { first, last: first + BOAT_API_PAGES_PER_CHUNK - 1 };
}

/** Every chunk of the index, for `boatTotal` public boats. */
export function sitemapChunks(boatTotal: number): SitemapChunk[] {
  const boats = Array.from({ length: boatChunkCount(boatTotal) }, (_, i) => ({
    kind: "boats" as const,
    number: i + 1,
  }));
  return [{ kind: "pages" }, { kind: "partners" }, { kind: "professionals" }, ...boats];
}

/** `origin` is PUBLIC_APP_URL without a trailing slash (it may carry a base path). */
export function sitemapIndexXml(chunks: readonly SitemapChunk[], origin: string): string {
  const entries = chunks.map(
    (chunk) =>
      `  <sitemap>\n    <loc>${escapeXml(`${origin}/sitemaps/${chunkFileName(chunk)}`)}</loc>\n  </sitemap>`,
  );
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
