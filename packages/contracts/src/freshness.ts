/**
 * Listing freshness (docs/decisions/025-listing-freshness.md): the one-click "still available" link of the
 * reminder e-mail, the freshness of a team's boats, and the back office's possible duplicates.
 */
import { z } from "zod";
import { BOAT_STATUSES } from "./boats.ts";
import { ZPagination, ZTimestamp } from "./common.ts";
import { DUPLICATE_FILTERS, DUPLICATE_REASONS, FRESHNESS_STATES } from "./freshness-codes.ts";

export {
  DEFAULT_STALE_AFTER_DAYS,
  DUPLICATE_FILTERS,
  DUPLICATE_REASONS,
  FRESHNESS_REMINDER_DAYS,
  FRESHNESS_STATES,
  type FreshnessState,
  readStaleAfterDays,
  STALE_AFTER_DAYS_KEY,
} from "./freshness-codes.ts";

export const ZFreshness = z
  .object({
    state: z.enum(FRESHNESS_STATES),
    /** Whole days since the seller last confirmed, edited or published the boat. */
    daysSinceConfirmed: z.number().int(),
    /** When the boat leaves (or left) the search without a confirmation. */
    hiddenAt: ZTimestamp,
  })
  .meta({ id: "Freshness" });
export type TFreshness = z.infer<typeof ZFreshness>;

/** A reminder link's token: 256 random bits, base64url. */
export const ZConfirmationParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/) });

export const ZAvailabilityConfirmation = z
  .object({
    boat: z.object({
      /** For the link to the editor (which asks the holder to sign in). */
      id: z.number().int(),
      title: z.string(),
      reference: z.string(),
      slug: z.string(),
      teamName: z.string(),
      lastConfirmedAt: ZTimestamp.nullable(),
      /** Hidden from search until confirmed. */
      isHidden: z.boolean(),
    }),
  })
  .meta({ id: "AvailabilityConfirmation" });
export type TAvailabilityConfirmation = z.infer<typeof ZAvailabilityConfirmation>;

export const ZDuplicateListQuery = ZPagination.extend({
  status: z.enum(DUPLICATE_FILTERS).default("open"),
});
export type TDuplicateListQuery = z.infer<typeof ZDuplicateListQuery>;

export const ZDuplicateSide = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    reference: z.string(),
    title: z.string(),
    status: z.enum(BOAT_STATUSES),
    team: z.object({ id: z.number().int(), name: z.string() }),
    hin: z.string().nullable(),
    brandName: z.string().nullable(),
    modelName: z.string().nullable(),
    yearBuilt: z.number().int().nullable(),
    lengthM: z.number().nullable(),
    country: z.string().nullable(),
    city: z.string().nullable(),
    priceAmount: z.number().nullable(),
    currency: z.string(),
    isPriceOnRequest: z.boolean(),
    publishedAt: ZTimestamp.nullable(),
  })
  .meta({ id: "DuplicateSide" });
export type TDuplicateSide = z.infer<typeof ZDuplicateSide>;

export const ZDuplicate = z
  .object({
    id: z.number().int(),
    reason: z.enum(DUPLICATE_REASONS),
    createdAt: ZTimestamp,
    dismissedAt: ZTimestamp.nullable(),
    /** The earlier listing first. */
    boats: z.tuple([ZDuplicateSide, ZDuplicateSide]),
  })
  .meta({ id: "Duplicate" });
export type TDuplicate = z.infer<typeof ZDuplicate>;

export const ZDuplicateList = z
  .object({
    items: z.array(ZDuplicate),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: "DuplicateList" });
export type TDuplicateList = z.infer<typeof ZDuplicateList>;
