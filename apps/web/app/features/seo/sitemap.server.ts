/**
 * The data of the sitemaps, read from the public API: boats through the sitemap endpoints (pages by id and
 * counts per id range, docs/decisions/020-public-pages-and-sitemaps.md), partners and professionals through
 * their directories. Directory pages are fetched a few at a time so that one crawler does not take the API's
 * whole capacity.
 */

import { ZPartnerList } from "@keel/contracts/partners";
import { ZProfessionalList } from "@keel/contracts/professionals";
import { ZBoatSitemapChunks, ZBoatSitemapPage } from "@keel/contracts/sitemap";
import type { z } from "zod";
import { apiRequest } from "#app/lib/api-client.server.ts";
import { partnerPath, professionalPath } from "#app/lib/public-paths.ts";
import {
  BOATS_PER_CHUNK,
  boatChunkPages,
  boatChunkRange,
  type SitemapIndexEntry,
  type SitemapPage,
  sitemapEntries,
} from "./sitemap.ts";

const CONCURRENCY = 4;
/** The directories' largest page size. */
const DIRECTORY_PAGE_SIZE = 48;

/** Runs `task` over `items`, at most CONCURRENCY at a time, keeping the order of the results. */
async function mapLimited<T, R>(items: readonly T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
  return results;
}

/** The entries of the index: the fixed chunks and every boat chunk holding a public boat, with lastmod. */
export async function fetchSitemapEntries(signal?: AbortSignal): Promise<SitemapIndexEntry[]> {
  const { items } = await apiRequest("boats/sitemap/chunks", {
    query: { size: BOATS_PER_CHUNK },
    schema: ZBoatSitemapChunks,
    signal,
  });
  const entries = sitemapEntries(items);
  const listed = entries.filter((entry) => entry.chunk.kind === "boats").length;
  if (listed < items.length) {
    console.warn(`sitemap: ${items.length} boat chunks, the index lists the first ${listed} only`);
  }
  return entries;
}

/** The boats of chunk `number` (1-based), by id; empty when no public boat has an id in its range. */
export async function fetchBoatChunk(number: number, signal?: AbortSignal): Promise<SitemapPage[]> {
  // The range holds at most BOATS_PER_CHUNK boats: one page of that size after its first id reads it whole.
  const page = await apiRequest("boats/sitemap", {
    query: { afterId: boatChunkRange(number).afterId, limit: BOATS_PER_CHUNK },
    schema: ZBoatSitemapPage,
    signal,
  });
  return boatChunkPages(number, page.items);
}

async function allPages<S extends z.ZodType<{ items: { slug: string }[]; total: number }>>(
  path: string,
  schema: S,
  signal?: AbortSignal,
): Promise<string[]> {
  const query = (page: number) => ({ page, pageSize: DIRECTORY_PAGE_SIZE });
  const first = await apiRequest(path, { query: query(1), schema, signal });
  const pageCount = Math.ceil(first.total / DIRECTORY_PAGE_SIZE);
  const rest = await mapLimited(
    Array.from({ length: Math.max(0, pageCount - 1) }, (_, i) => i + 2),
    (page) => apiRequest(path, { query: query(page), schema, signal }),
  );
  return [...new Set([first, ...rest].flatMap((result) => result.items.map((item) => item.slug)))];
}

export async function fetchPartnerPages(signal?: AbortSignal): Promise<SitemapPage[]> {
  return (await allPages("partners", ZPartnerList, signal)).map((slug) => ({ path: partnerPath(slug) }));
}

export async function fetchProfessionalPages(signal?: AbortSignal): Promise<SitemapPage[]> {
  return (await allPages("professionals", ZProfessionalList, signal)).map((slug) => ({
    path: professionalPath(slug),
  }));
}
