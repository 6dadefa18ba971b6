/**
 * Hull materials and fuels, codes of the listing editor (boat-codes.ts re-exports them) that are also search
 * filters: a module of their own so that the search page's first view (search-state.ts) does not carry every
 * code of the editor. Without zod, for browser code.
 */
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
