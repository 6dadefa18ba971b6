/**
 * The listing editor's coded options and limits, without zod: the web app's browser code imports them from here
 * (boats.ts and boat-editor.ts build their schemas on them and re-export them).
 */

export const BOAT_STATUSES = ["draft", "published", "under_offer", "sold", "archived"] as const;
export type BoatStatus = (typeof BOAT_STATUSES)[number];

/** Options of the listing editor that are codes (translated in the web texts), not reference tables. */
// The hull materials and fuels are search filters too: their own module, which the search page's first view
// imports without the rest of these codes.
export { FUELS, HULL_MATERIALS } from "./hull-fuel-codes.ts";
export const ENGINE_TYPES = ["inboard", "outboard", "sterndrive", "pod", "jet", "electric"] as const;
export const PROPULSIONS = ["shaft", "sterndrive", "pod", "jet", "outboard", "saildrive", "other"] as const;
export const VAT_STATUSES = ["paid", "not_paid", "not_applicable"] as const;
export const KEEL_TYPES = ["fin", "bulb", "full", "lifting", "twin", "centreboard", "none"] as const;
/**
 * Codes of the free-text build fields (hull colour and shape, deck, steering) that feeds and the demo data use;
 * the boat page shows a known code as a translated label and any other text as the seller wrote it.
 */
export const HULL_COLOURS = ["white", "ivory", "grey", "navy", "dark_blue", "black", "red", "green"] as const;
export const HULL_SHAPES = [
  "catamaran",
  "deep_v",
  "displacement",
  "flat_bottom",
  "modified_v",
  "planing",
  "pontoon",
  "semi_displacement",
  "trimaran",
] as const;
/** Deck materials besides the hull materials (a deck of GRP or aluminium reads as the hull's material). */
export const DECK_MATERIALS = ["teak", "synthetic_teak"] as const;
export const STEERING_TYPES = ["wheel", "twin_wheel", "tiller", "handlebar"] as const;

export const MAX_ENGINES = 6;
export const MAX_PHOTOS = 30;
export const MAX_FEATURES = 40;
/** Longest text of one feature line ("Bow thruster"). */
export const FEATURE_MAX_LENGTH = 120;

/** Photo uploads the API accepts (HEIC besides, where the server can decode it); the browser checks first. */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_MIN_WIDTH = 320;

/** Fields a boat must have before it can be published, in the order the editor lists what is missing. */
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

/** Actions on several boats at once from the team's list. */
export const BULK_ACTIONS = ["publish", "unpublish", "archive"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** Sorts and page sizes of the team's list of boats. */
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
