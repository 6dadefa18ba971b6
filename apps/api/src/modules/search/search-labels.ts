/**
 * The reference lists a search names or shows, held beside the search index (docs/decisions/056-search-api-
 * memory-and-stalls.md): the codes and slugs a query's filters resolve to ids, and the codes, slugs and labels
 * its facet counts answer with. Read whole (four small tables) once the index has caught up with the change log,
 * and read again after the log moves: every change to these tables writes an entry (boat types, conditions and
 * equipment on insert, update and delete; brands on update and delete), and a new brand is on no boat before a
 * boat's own entry names it. So a search resolves and labels with what was committed before it, as the queries
 * it replaces did, without their four or five round trips per search.
 */
import type { Locale } from "@keel/contracts/locales";
import type { FacetName, TFacetValue } from "@keel/contracts/search";
import { labelIn } from "../catalog/labels.ts";
import type { findSearchLabels } from "./search.repository.ts";

type LabelRows = Awaited<ReturnType<typeof findSearchLabels>>;
type LabelledRow = LabelRows["types"][number];
/** The lists a query names by code. */
export type CodedList = "boatTypes" | "conditions" | "equipments";

export class SearchLabels {
  private readonly idByCode: Record<CodedList, Map<string, number>>;
  private readonly types: Map<number, LabelledRow>;
  private readonly conditions: Map<number, LabelledRow>;
  private readonly brands: Map<number, { slug: string; name: string }>;
  private readonly brandBySlug: Map<string, number>;

  constructor(rows: LabelRows) {
    const byCode = (list: { id: number; code: string }[]) => new Map(list.map((row) => [row.code, row.id]));
    this.idByCode = {
      boatTypes: byCode(rows.types),
      conditions: byCode(rows.conditions),
      equipments: byCode(rows.equipments),
    };
    this.types = new Map(rows.types.map((row) => [row.id, row]));
    this.conditions = new Map(rows.conditions.map((row) => [row.id, row]));
    this.brands = new Map(rows.brands.map((row) => [row.id, row]));
    this.brandBySlug = new Map(rows.brands.map((row) => [row.slug, row.id]));
  }

  /** Ids of the entries with these codes, each once, unknown codes left out (null: no filter asked). */
  idsByCode(list: CodedList, codes: string[] | undefined): number[] | null {
    if (!codes || codes.length === 0) return null;
    const ids = new Set<number>();
    for (const code of codes) {
      const id = this.idByCode[list].get(code);
      if (id !== undefined) ids.add(id);
    }
    return [...ids];
  }

  brandIdBySlug(slug: string): number | undefined {
    return this.brandBySlug.get(slug);
  }

  /**
   * A facet's value as the contracts answer it: boat types and conditions by code with their label in the
   * locale, brands by slug with their name, other facets (codes already) as they are. An id no longer listed
   * answers as it is.
   */
  facetValue(facet: FacetName, raw: string, count: number, locale: Locale): TFacetValue {
    const id = Number(raw);
    if (facet === "brand") {
      const brand = this.brands.get(id);
      return brand ? { value: brand.slug, label: brand.name, count } : { value: raw, label: raw, count };
    }
    if (facet === "type" || facet === "condition") {
      const row = (facet === "type" ? this.types : this.conditions).get(id);
      return row
        ? { value: row.code, label: labelIn(row, locale) ?? row.code, count }
        : { value: raw, label: raw, count };
    }
    return { value: raw, label: raw, count };
  }
}
