/**
 * The data of the sitemaps, read from the public API: boats through the search endpoint (newest first, no
 * facets), partners and professionals through their directories. Pages are fetched a few at a time so that
 * one crawler does not take the API's whole capacity.
 */

import { ZPartnerList } from "@keel/contracts/partners";
import { ZProfessionalList } from "@keel/contracts/professionals";
import { ZBoatSearchResult } from "@keel/contracts/search";
import type { z } from "zod";
import { apiRequest } from "./api-client.server.ts";
import { boatPathOf, partnerPath, professionalPath } from "./public-paths.ts";
import {
  BOAT_API_PAGE_SIZE,
  BOAT_CHUNK_MAX,
  BOATS_PER_CHUNK,
  boatChunkApiPages,
  type SitemapPage,
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

function searchBoats(page: number, pageSize: number, signal?: AbortSignal) {
  return apiRequest("boats", {
    query: { sort: "newest", page, pageSize, facets: "false" },
    schema: ZBoatSearchResult,
    signal,
  });
}

/** Public boats (published or under offer), for the index's chunk count. */
export async function countPublicBoats(signal?: AbortSignal): Promise<number> {
  const { total } = await searchBoats(1, 12, signal);
  if (total > BOAT_CHUNK_MAX * BOATS_PER_CHUNK) {
    console.warn(
      `sitemap: ${total} public boats, but paging the search API reaches the first ${BOAT_CHUNK_MAX * BOATS_PER_CHUNK} only`,
    );
  }
  return total;
}

/** The boats of chunk `number` (1-based), newest first; empty past the last boat. */
export async function fetchBoatChunk(number: number, signal?: AbortSignal): Promise<SitemapPage[]> {
  const { first, last } = boatChunkApiPages(number);
  const pages = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  let lastPage = last;
  const results = await mapLimited(pages, async (page) => {
    // Past the end there is nothing left to ask for (the total tells where it is).
    if (page > lastPage) return [];
    const result = await searchBoats(page, BOAT_API_PAGE_SIZE, signal);
    lastPage = Math.min(lastPage, Math.ceil(result.total / BOAT_API_PAGE_SIZE));
    return result.items;
  });
  // A boat published while the chunk is read shifts the pages by one: list each boat once.
  const slugs = new Set(results.flat().map((boat) => boat.slug));
  return [...slugs].map((slug) => ({ path: boatPathOf(slug) }));
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
