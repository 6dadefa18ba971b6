import { setImmediate } from "node:timers/promises";
import type { TBoatSitemapChunks, TBoatSitemapPage } from "@keel/contracts/sitemap";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import {
  findFirstPublicBoatIdAfter,
  findPublicBoatsAfter,
  summarizePublicBoatsBetween,
} from "./boat-sitemap.repository.ts";

/**
 * A keyset page of public boats for sitemaps: ids above `afterId`, ascending. As cheap at the millionth boat
 * as at the first, and stable while boats are published (docs/decisions/020-public-pages-and-sitemaps.md).
 */
export async function getBoatSitemapPage(
  db: Kysely<Database>,
  afterId: number,
  limit: number,
): Promise<TBoatSitemapPage> {
  // One row more than asked tells whether another page exists, so the last page says so itself.
  const rows = await findPublicBoatsAfter(db, afterId, limit + 1);
  const items = rows.slice(0, limit);
  return {
    items,
    nextAfterId: rows.length > limit ? (items.at(-1)?.id ?? null) : null,
  };
}

/**
 * Public boats grouped in id ranges of `size` (the sitemap's boat chunks), with their count and latest change.
 * Range by range, each a short index range scan from the first public boat after the previous range: empty
 * ranges cost one lookup, and no single query holds the event loop (SQLite runs in the API's thread) for the
 * whole catalog, as one GROUP BY over every public boat would.
 */
export async function getBoatSitemapChunks(db: Kysely<Database>, size: number): Promise<TBoatSitemapChunks> {
  const items: TBoatSitemapChunks["items"] = [];
  let afterId = 0;
  for (;;) {
    const firstId = await findFirstPublicBoatIdAfter(db, afterId);
    if (firstId === undefined) break;
    const number = Math.ceil(firstId / size);
    const range = await summarizePublicBoatsBetween(db, (number - 1) * size, number * size);
    // A boat hidden between the two reads leaves its range empty (and lastModified null): skip it.
    if (range.lastModified !== null && Number(range.count) > 0) {
      items.push({
        number,
        firstId: Number(range.firstId),
        lastId: Number(range.lastId),
        count: Number(range.count),
        lastModified: range.lastModified,
      });
    }
    afterId = number * size;
    // SQLite answers synchronously and Kysely's awaits are microtasks: without a macrotask turn in between,
    // the ranges would still hold the event loop as one block.
    await setImmediate();
  }
  return { items };
}
