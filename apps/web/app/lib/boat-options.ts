/**
 * The listing editor's fixed option lists and limits. The coded options come from @keel/contracts/boat-codes
 * (no zod); the rest are still repeated here because @keel/contracts/boat-editor builds zod schemas at load
 * time and the browser bundle must not carry zod; boat-options.test.ts fails the moment they drift apart.
 */

export const BOAT_STATUSES = ["draft", "published", "under_offer", "sold", "archived"] as const;
export type BoatStatus = (typeof BOAT_STATUSES)[number];

export {
  ENGINE_TYPES,
  FUELS,
  HULL_MATERIALS,
  KEEL_TYPES,
  MAX_ENGINES,
  MAX_FEATURES,
  MAX_PHOTOS,
  PROPULSIONS,
  VAT_STATUSES,
} from "@keel/contracts/boat-codes";
export const FEATURE_MAX_LENGTH = 120;

/** Fields a boat needs before it can be published, in the order the API lists what is missing. */
export const PUBLISH_REQUIREMENTS = [
  "title",
  "description",
  "boatTypeId",
  "conditionId",
  "brand",
  "yearBuilt",
  "lengthM",
  "price",
  "country",
  "photos",
] as const;
export type PublishRequirement = (typeof PUBLISH_REQUIREMENTS)[number];

export const BOAT_ACTIONS = [
  "publish",
  "unpublish",
  "mark_under_offer",
  "mark_sold",
  "archive",
  "confirm_available",
] as const;
export type BoatAction = (typeof BOAT_ACTIONS)[number];

/** Actions each status offers (docs/decisions/008-boat-lifecycle.md); the API refuses any other with 409. */
export const ACTIONS_BY_STATUS: Record<BoatStatus, readonly BoatAction[]> = {
  draft: ["publish", "archive"],
  published: ["confirm_available", "mark_under_offer", "mark_sold", "unpublish", "archive"],
  under_offer: ["confirm_available", "mark_sold", "unpublish", "archive"],
  sold: ["archive"],
  archived: ["publish"],
};

export const BULK_ACTIONS = ["publish", "unpublish", "archive"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const TEAM_BOAT_SORTS = [
  "updated_desc",
  "updated_asc",
  "title_asc",
  "price_desc",
  "price_asc",
  "views_desc",
] as const;
export type TeamBoatSort = (typeof TEAM_BOAT_SORTS)[number];
export const TEAM_BOAT_PAGE_SIZES = [12, 24, 48] as const;

/** Photo uploads: what the API accepts, checked in the browser first so nobody waits for a refusal. */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_MIN_WIDTH = 320;
/** Uploads running at once: enough to fill the line, few enough to show steady progress per file. */
export const PHOTO_UPLOAD_CONCURRENCY = 3;
