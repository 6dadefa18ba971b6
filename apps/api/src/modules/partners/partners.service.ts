import type {
  PartnerCategory,
  TPartner,
  TPartnerList,
  TPartnerListQuery,
  TPartnerSummary,
} from "@keel/contracts/partners";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { keywordWords } from "../../lib/word-match.ts";
import { webpVariantUrl } from "../media/image-urls.ts";
import {
  countPartners,
  countPartnersBy,
  findActivePartner,
  findPartnerPage,
  type PartnerFilters,
} from "./partners.repository.ts";

/** Logos (partners', teams') are small: the 320 px WebP variant covers a card and a page header on 2x screens. */
export const logoUrl = (key: string | null): string | null => (key ? webpVariantUrl(key, 320) : null);

interface SummaryRow {
  id: number;
  slug: string;
  name: string;
  category: string;
  description: string | null;
  country: string | null;
  city: string | null;
  logoKey: string | null;
}

/** The repository reads only partners whose category the contract knows (PARTNER_CATEGORIES). */
function toSummary(row: SummaryRow): TPartnerSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category as PartnerCategory,
    description: row.description,
    country: row.country,
    city: row.city,
    logoUrl: logoUrl(row.logoKey),
  };
}

/**
 * The partners directory: active partners matching every keyword word (name, description, city), the
 * category and the country, by name; with disjunctive category and country counts beside the filters.
 */
export async function listPartners(db: Kysely<Database>, query: TPartnerListQuery): Promise<TPartnerList> {
  const filters: PartnerFilters = {
    words: keywordWords(query.q),
    category: query.category,
    country: query.country,
  };
  const [rows, total, categories, countries] = await Promise.all([
    findPartnerPage(db, filters, (query.page - 1) * query.pageSize, query.pageSize),
    countPartners(db, filters),
    countPartnersBy(db, filters, "category"),
    countPartnersBy(db, filters, "country"),
  ]);
  return {
    items: rows.map(toSummary),
    total,
    page: query.page,
    pageSize: query.pageSize,
    facets: {
      category: categories.map(({ value, count }) => ({ value: value as PartnerCategory, count })),
      country: countries,
    },
  };
}

/** A partner's page; 404 for unknown and inactive partners alike. */
export async function getPartner(db: Kysely<Database>, slug: string): Promise<TPartner> {
  const row = await findActivePartner(db, slug);
  if (!row) throw notFound();
  return { ...toSummary(row), website: row.website, email: row.email, phone: row.phone };
}
