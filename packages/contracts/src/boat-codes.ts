/**
 * The listing editor's coded options and limits, without zod: the web app's browser code imports them from here
 * (boat-editor.ts re-exports them beside its schemas).
 */
/** Options of the listing editor that are codes (translated in the web catalogues), not reference tables. */
export const HULL_MATERIALS = [
  "grp",
  "aluminium",
  "steel",
  "wood",
  "carbon",
  "composite",
  "hypalon",
  "pvc",
  "ferro_cement",
  "other",
] as const;
export const FUELS = ["diesel", "petrol", "electric", "hybrid", "other"] as const;
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
