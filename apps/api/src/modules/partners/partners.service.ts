import { isLocale, type Locale } from "@keel/contracts/locales";
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
import { textForReader } from "../../lib/reader-text.ts";
import { keywordWords } from "../../lib/word-match.ts";
import { webpVariantUrl } from "../media/image-urls.ts";
import {
  countPartners,
  countPartnersBy,
  findActivePartner,
  findPartnerPage,
  findPartnerTexts,
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
  language: string;
}

type PartnerText = { partnerId: number; locale: string; description: string };

/**
 * The repository reads only partners whose category the contract knows (PARTNER_CATEGORIES). The description
 * is the one in the reader's language when the partner has it, else the original, with its language.
 */
function toSummary(row: SummaryRow, texts: readonly PartnerText[], locale: Locale): TPartnerSummary {
  const own: Locale = isLocale(row.language) ? row.language : "en-US";
  const text =
    row.description === null
      ? undefined
      : textForReader(
          texts.filter((t) => t.partnerId === row.id && t.locale !== own),
          locale,
        );
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category as PartnerCategory,
    description: text?.description ?? row.description,
    language: text && isLocale(text.locale) ? text.locale : own,
    country: row.country,
    city: row.city,
    logoUrl: logoUrl(row.logoKey),
  };
}

/**
 * The partners directory: active partners matching every keyword word (name, description, city), the
 * category and the country, by name; with disjunctive category and country counts beside the filters.
 */
export async function listPartners(
  db: Kysely<Database>,
  query: TPartnerListQuery,
  locale: Locale,
): Promise<TPartnerList> {
  const filters: PartnerFilters = {
    words: keywordWords(query.q),
    locale,
    category: query.category,
    country: query.country,
  };
  const [rows, total, categories, countries] = await Promise.all([
    findPartnerPage(db, filters, (query.page - 1) * query.pageSize, query.pageSize),
    countPartners(db, filters),
    countPartnersBy(db, filters, "category"),
    countPartnersBy(db, filters, "country"),
  ]);
  const texts = await findPartnerTexts(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toSummary(row, texts, locale)),
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
export async function getPartner(db: Kysely<Database>, slug: string, locale: Locale): Promise<TPartner> {
  const row = await findActivePartner(db, slug);
  if (!row) throw notFound();
  const texts = await findPartnerTexts(db, [row.id]);
  return { ...toSummary(row, texts, locale), website: row.website, email: row.email, phone: row.phone };
}
