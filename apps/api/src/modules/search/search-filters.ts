import type { TBoatSearchQuery } from "@keel/contracts/search";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { getRates, toEurMinor as minorToEur } from "../exchange-rates/exchange-rates.service.ts";
import { keywordTokens } from "./full-text.ts";
import { findModelIdBySlug, findSearchLabels } from "./search.repository.ts";
import { SearchLabels } from "./search-labels.ts";

const FOOT = 0.3048;

/**
 * A search query with codes and slugs resolved to ids and every range in stored units (EUR minor units,
 * metres). `null` for a list means "no filter"; an empty list means "nothing can match" (an unknown code).
 */
export interface ResolvedFilters {
  tokens: string[];
  typeIds: number[] | null;
  conditionIds: number[] | null;
  brandId: number | null | "none";
  modelId: number | null | "none";
  priceMinEur: number | null;
  priceMaxEur: number | null;
  lengthMin: number | null;
  lengthMax: number | null;
  yearMin: number | null;
  yearMax: number | null;
  countries: string[] | null;
  fuels: string[] | null;
  hulls: string[] | null;
  cabinsMin: number | null;
  berthsMin: number | null;
  equipmentIds: number[] | null;
  /** Price-reduced boats only (docs/decisions/051-price-history.md); absent in searches saved before it. */
  reduced?: boolean;
}

/** A bound in major units of the filter's currency, in EUR minor units at the table's rates (decision 041). */
const toEurMinor = (major: number | undefined, currency: string, rates: Map<string, number>) =>
  major === undefined ? null : minorToEur(major * 100, currency, rates);

const toMetres = (value: number | undefined, unit: "m" | "ft") =>
  value === undefined ? null : unit === "ft" ? value * FOOT : value;

/**
 * `labels`: the reference lists as the search index holds them (search-labels.ts), which answer codes and
 * brand slugs without a query; without them (a saved search being stored), they are read from the database.
 */
export async function resolveFilters(
  db: Kysely<Database>,
  query: TBoatSearchQuery,
  labels?: SearchLabels,
): Promise<ResolvedFilters> {
  const [lists, rates] = await Promise.all([
    labels ?? findSearchLabels(db).then((rows) => new SearchLabels(rows)),
    getRates(db),
  ]);
  const typeIds = lists.idsByCode("boatTypes", query.type);
  const conditionIds = lists.idsByCode("conditions", query.condition);
  const equipmentIds = lists.idsByCode("equipments", query.equipment);
  const brandId = query.brand ? lists.brandIdBySlug(query.brand) : undefined;
  let modelId: number | null | "none" = null;
  if (query.model) {
    const model = brandId === undefined ? undefined : await findModelIdBySlug(db, brandId, query.model);
    modelId = model?.id ?? "none";
  }
  return {
    tokens: keywordTokens(query.q),
    typeIds,
    conditionIds,
    brandId: query.brand ? (brandId ?? "none") : null,
    modelId,
    priceMinEur: toEurMinor(query.priceMin, query.currency, rates),
    priceMaxEur: toEurMinor(query.priceMax, query.currency, rates),
    lengthMin: toMetres(query.lengthMin, query.unit),
    lengthMax: toMetres(query.lengthMax, query.unit),
    yearMin: query.yearMin ?? null,
    yearMax: query.yearMax ?? null,
    countries: query.country?.length ? query.country : null,
    fuels: query.fuel?.length ? query.fuel : null,
    hulls: query.hull?.length ? query.hull : null,
    cabinsMin: query.cabinsMin ?? null,
    berthsMin: query.berthsMin ?? null,
    // Asking for an unknown equipment code must match nothing, not everything.
    equipmentIds:
      equipmentIds && query.equipment && equipmentIds.length < query.equipment.length ? [-1] : equipmentIds,
    reduced: query.reduced === "true",
  };
}
