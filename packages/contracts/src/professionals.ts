import { z } from "zod";
import { ZBoatCard } from "./boats.ts";
import { ZPagination } from "./common.ts";
import { COUNTRIES } from "./countries.ts";
import { DIRECTORY_QUERY_MAX } from "./directory-codes.ts";
import { LOCALES } from "./locales.ts";

/** A team's median first reply is shown once it has answered at least this many buyers in the window. */
export const REPLY_TIME_MIN_CONVERSATIONS = 3;
/** The window of conversations the median first reply is computed over. */
export const REPLY_TIME_WINDOW_DAYS = 90;

export const ZProfessionalListQuery = ZPagination.extend({
  /** Matched word by word against the team's name, city and headline, case-insensitively. */
  q: z.string().trim().max(DIRECTORY_QUERY_MAX).optional(),
  country: z.enum(COUNTRIES).optional(),
  /** ISO 639-1 code of a language the team speaks (`fr`). */
  language: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/)
    .optional(),
});
export type TProfessionalListQuery = z.infer<typeof ZProfessionalListQuery>;

/** A professional (a team with a listed profile) as the network page lists it. */
export const ZProfessionalSummary = z
  .object({
    slug: z.string(),
    name: z.string(),
    kind: z.enum(["dealer", "broker", "builder", "other"]),
    headline: z.string().nullable(),
    country: z.string(),
    city: z.string().nullable(),
    isVerified: z.boolean(),
    /** ISO date. */
    memberSince: z.string(),
    /** ISO 639-1 codes. */
    spokenLanguages: z.array(z.string()),
    /** Public boats (published or under offer). */
    boatCount: z.number().int(),
    /**
     * Median time to the first reply over the last 90 days, in minutes ("usually replies within …");
     * null until the team has answered at least three buyers in that window.
     */
    medianReplyMinutes: z.number().int().nullable(),
    bannerUrl: z.string().nullable(),
    logoUrl: z.string().nullable(),
  })
  .meta({ id: "ProfessionalSummary" });
export type TProfessionalSummary = z.infer<typeof ZProfessionalSummary>;

export const ZProfessionalList = z
  .object({
    items: z.array(ZProfessionalSummary),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /**
     * Professionals per country under every filter but the country's own (the count choosing that country
     * gives); countries without any are left out, so the filter offers only countries with members.
     */
    facets: z.object({ country: z.array(z.object({ value: z.string(), count: z.number().int() })) }),
  })
  .meta({ id: "ProfessionalList" });
export type TProfessionalList = z.infer<typeof ZProfessionalList>;

export const ZProfessionalQuery = z.object({
  /** Language of the boat cards' labels; defaults to Accept-Language. */
  locale: z.enum(LOCALES).optional(),
});

export { PROFILE_BOATS } from "./directory-codes.ts";

/** The profile page: the summary, the team's own words and contacts, and its latest public boats. */
export const ZProfessionalProfile = ZProfessionalSummary.extend({
  description: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  boats: z.object({ items: z.array(ZBoatCard), total: z.number().int() }),
}).meta({ id: "ProfessionalProfile" });
export type TProfessionalProfile = z.infer<typeof ZProfessionalProfile>;
