import { PARTNER_CATEGORIES, type PartnerCategory } from "@keel/contracts/partners";
import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import { everyWordIn } from "../../lib/word-match.ts";

export interface PartnerFilters {
  words: string[];
  /** The reader's locale: keywords also match the partner's description in it. */
  locale: string;
  category?: PartnerCategory;
  country?: string;
}

export type PartnerFacet = "category" | "country";

const SUMMARY_COLUMNS = [
  "partners.id",
  "partners.slug",
  "partners.name",
  "partners.category",
  "partners.description",
  "partners.country",
  "partners.city",
  "partners.logoKey",
  "partners.language",
] as const;

/**
 * Active partners narrowed by every filter except `lift` (the facet whose counts are being computed). Only
 * categories the contract knows are listed, so every row read here can be answered.
 */
function activePartners(
  db: Kysely<Database>,
  f: PartnerFilters,
  lift?: PartnerFacet,
): SelectQueryBuilder<Database, "partners", object> {
  let q = db
    .selectFrom("partners")
    .where("partners.status", "=", "active")
    .where("partners.category", "in", PARTNER_CATEGORIES);
  if (f.words.length > 0)
    q = q.where(
      everyWordIn(
        [
          "partners.name",
          "partners.description",
          "partners.city",
          sql<
            string | null
          >`(select pt.description from partner_texts pt where pt.partner_id = partners.id and pt.locale = ${f.locale})`,
        ],
        f.words,
      ),
    );
  if (f.category && lift !== "category") q = q.where("partners.category", "=", f.category);
  if (f.country && lift !== "country") q = q.where("partners.country", "=", f.country);
  return q;
}

/** One page of matching partners, by name. */
export function findPartnerPage(db: Kysely<Database>, f: PartnerFilters, offset: number, limit: number) {
  return activePartners(db, f)
    .select(SUMMARY_COLUMNS)
    .orderBy("partners.name")
    .orderBy("partners.id")
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countPartners(db: Kysely<Database>, f: PartnerFilters): Promise<number> {
  const row = await activePartners(db, f)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Partner counts per value of one facet, with every other filter applied; most frequent first. */
export async function countPartnersBy(
  db: Kysely<Database>,
  f: PartnerFilters,
  facet: PartnerFacet,
): Promise<{ value: string; count: number }[]> {
  const column = facet === "category" ? "partners.category" : "partners.country";
  const rows = await activePartners(db, f, facet)
    .where(column, "is not", null)
    .select([`${column} as value`, (eb) => eb.fn.countAll<number | string>().as("n")])
    .groupBy(column)
    .execute();
  return rows
    .map((r) => ({ value: String(r.value), count: Number(r.n) }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/** An active partner with everything its page shows, or undefined. */
export function findActivePartner(db: Kysely<Database>, slug: string) {
  return db
    .selectFrom("partners")
    .select([...SUMMARY_COLUMNS, "partners.website", "partners.email", "partners.phone"])
    .where("partners.slug", "=", slug)
    .where("partners.status", "=", "active")
    .where("partners.category", "in", PARTNER_CATEGORIES)
    .executeTakeFirst();
}

/** The descriptions in other languages of these partners (none for an empty list). */
export async function findPartnerTexts(db: Kysely<Database>, partnerIds: number[]) {
  if (partnerIds.length === 0) return [];
  return db
    .selectFrom("partnerTexts")
    .select(["partnerId", "locale", "description"])
    .where("partnerId", "in", partnerIds)
    .execute();
}
