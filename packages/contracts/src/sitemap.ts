import { z } from "zod";
import { ZTimestamp } from "./common.ts";

/** The largest page of `GET /boats/sitemap` (and so the largest chunk `GET /boats/sitemap/chunks` groups). */
export const BOAT_SITEMAP_LIMIT_MAX = 5000;
/** Ids are PostgreSQL integers. */
const ID_MAX = 2_147_483_647;

/** `GET /boats/sitemap`: public boats with an id above `afterId`, ascending (a keyset page). */
export const ZBoatSitemapQuery = z.object({
  /** 0 (the default) starts at the first boat; then the previous page's `nextAfterId`. */
  afterId: z.coerce.number().int().min(0).max(ID_MAX).default(0),
  limit: z.coerce.number().int().min(1).max(BOAT_SITEMAP_LIMIT_MAX).default(1000),
});
export type TBoatSitemapQuery = z.infer<typeof ZBoatSitemapQuery>;

export const ZBoatSitemapPage = z
  .object({
    items: z.array(z.object({ id: z.number().int(), slug: z.string(), updatedAt: ZTimestamp })),
    /** The `afterId` of the next page; null on the last page. */
    nextAfterId: z.number().int().nullable(),
  })
  .meta({ id: "BoatSitemapPage" });
export type TBoatSitemapPage = z.infer<typeof ZBoatSitemapPage>;

/**
 * `GET /boats/sitemap/chunks?size=n`: public boats grouped by id range, chunk `number` holding the ids from
 * `(number - 1) * size + 1` to `number * size`. A boat stays in its chunk for life (ids never change), so a
 * chunk changes only when its own boats do, and it holds at most `size` boats: one `GET /boats/sitemap`
 * page with `afterId = (number - 1) * size` and `limit = size` reads it whole.
 */
export const ZBoatSitemapChunksQuery = z.object({
  size: z.coerce.number().int().min(1).max(BOAT_SITEMAP_LIMIT_MAX),
});
export type TBoatSitemapChunksQuery = z.infer<typeof ZBoatSitemapChunksQuery>;

export const ZBoatSitemapChunks = z
  .object({
    /** Chunks holding at least one public boat, by number; empty ranges are left out. */
    items: z.array(
      z.object({
        number: z.number().int(),
        firstId: z.number().int(),
        lastId: z.number().int(),
        count: z.number().int(),
        /** The latest `updatedAt` of the chunk's boats. */
        lastModified: ZTimestamp,
      }),
    ),
  })
  .meta({ id: "BoatSitemapChunks" });
export type TBoatSitemapChunks = z.infer<typeof ZBoatSitemapChunks>;
