/**
 * The directories' constants, as in @keel/contracts/partners and /professionals (repeated because those
 * modules build zod schemas at load time and the browser bundle must not carry zod: about 24 kB gzipped on the
 * partners, professionals and contact pages; directory-limits.test.ts fails if they drift apart).
 */
import type { PartnerCategory } from "@keel/contracts/partners";

/** Kinds of partner, in the directory's order. */
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
] as const satisfies readonly PartnerCategory[];

/** Longest keyword the directories' search takes. */
export const DIRECTORY_QUERY_MAX = 100;

/** How many of the team's latest public boats a professional's profile shows. */
export const PROFILE_BOATS = 12;
