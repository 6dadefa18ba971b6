import { z } from "zod";
import { ZPagination } from "./common.ts";
import { COUNTRIES } from "./countries.ts";
import { DIRECTORY_QUERY_MAX, PARTNER_CATEGORIES } from "./directory-codes.ts";
import { LOCALES } from "./locales.ts";

export {
  DIRECTORY_QUERY_MAX,
  PARTNER_CATEGORIES,
  type PartnerCategory,
} from "./directory-codes.ts";

/** Slugs of partners and teams: lower-case ASCII words joined by hyphens. */
export const ZSlugParams = z.object({ slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,150}$/) });

export const ZPartnerListQuery = ZPagination.extend({
  q: z.string().trim().max(DIRECTORY_QUERY_MAX).optional(),
  category: z.enum(PARTNER_CATEGORIES).optional(),
  country: z.enum(COUNTRIES).optional(),
  /** The reader's language: descriptions in it when the partner wrote one (else the `Accept-Language`'s). */
  locale: z.enum(LOCALES).optional(),
});
export type TPartnerListQuery = z.infer<typeof ZPartnerListQuery>;
export const ZPartnerQuery = z.object({ locale: z.enum(LOCALES).optional() });

/** A partner as the directory lists it. */
export const ZPartnerSummary = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    category: z.enum(PARTNER_CATEGORIES),
    /** In the reader's language when the partner wrote it in that language, else the original. */
    description: z.string().nullable(),
    /** The language `description` is written in. */
    language: z.enum(LOCALES),
    country: z.string().nullable(),
    city: z.string().nullable(),
    logoUrl: z.string().nullable(),
  })
  .meta({ id: "PartnerSummary" });
export type TPartnerSummary = z.infer<typeof ZPartnerSummary>;

/** The partner page: the summary plus the ways to reach them (null when not given). */
export const ZPartner = ZPartnerSummary.extend({
  website: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
}).meta({ id: "Partner" });
export type TPartner = z.infer<typeof ZPartner>;

const ZCount = <T extends z.ZodType>(value: T) => z.object({ value, count: z.number().int() });

export const ZPartnerList = z
  .object({
    items: z.array(ZPartnerSummary),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /**
     * Disjunctive counts: each facet applies every filter but its own, so a count is the number of results
     * choosing that value gives. Values without partners are left out.
     */
    facets: z.object({
      category: z.array(ZCount(z.enum(PARTNER_CATEGORIES))),
      country: z.array(ZCount(z.string())),
    }),
  })
  .meta({ id: "PartnerList" });
export type TPartnerList = z.infer<typeof ZPartnerList>;
