/**
 * The directories' fixed lists and limits, without zod, so the browser may import them (the partners' and
 * professionals' pages). `partners.ts` and `professionals.ts` build their schemas on them.
 */

/** Kinds of partner a buyer needs around a purchase; the codes the directory and its filters use. */
export const PARTNER_CATEGORIES = [
  "marina",
  "surveyor",
  "insurance",
  "finance",
  "transport",
  "shipyard",
  "sailmaker",
  "electronics",
  "legal",
] as const;
export type PartnerCategory = (typeof PARTNER_CATEGORIES)[number];

/** Directory keywords: matched word by word against name, description and city, case-insensitively. */
export const DIRECTORY_QUERY_MAX = 100;

/** How many of the team's latest public boats the profile page shows. */
export const PROFILE_BOATS = 12;
