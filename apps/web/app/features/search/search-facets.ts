/**
 * The options of the search filters with their facet counts (docs/decisions/012: each facet's counts apply
 * every other filter, so a count is what ticking the box gives). Short fixed lists show every option (a zero
 * says "none with your other filters"); long ones show the options that have boats, plus the chosen ones.
 */

import { FUELS, HULL_MATERIALS } from "@keel/contracts/boat-codes";
import type { Locale } from "@keel/contracts/locales";
import type { FacetName, TFacetValue } from "@keel/contracts/search";
import { formatCountry } from "#app/lib/format.ts";
import type { Translate } from "#app/lib/i18n.ts";
import { collator } from "#app/lib/intl.ts";

export interface FacetOption {
  value: string;
  label: string;
  /** Boats this option would show with the other filters applied; null when unknown. */
  count: number | null;
}

export type Facets = Partial<Record<FacetName, TFacetValue[]>> | null;

/** A reference list the panel shows (the catalog's boat types or conditions, search-options.server.ts). */
type CatalogList = ReadonlyArray<{ code: string; label: string }>;

function counts(facets: Facets, name: FacetName): Map<string, number> | null {
  const values = facets?.[name];
  return values ? new Map(values.map((v) => [v.value, v.count])) : null;
}

function countOf(map: Map<string, number> | null, value: string): number | null {
  return map ? (map.get(value) ?? 0) : null;
}

/** Keeps options with boats and the chosen ones; without counts (facets unavailable) keeps all. */
function withBoatsOrChosen(options: FacetOption[], selected: readonly string[]): FacetOption[] {
  return options.filter((o) => o.count === null || o.count > 0 || selected.includes(o.value));
}

export function typeOptions(
  boatTypes: CatalogList | null,
  facets: Facets,
  selected: readonly string[],
): FacetOption[] {
  const map = counts(facets, "type");
  const listed = boatTypes
    ? boatTypes.map((t) => ({ value: t.code, label: t.label, count: countOf(map, t.code) }))
    : (facets?.type ?? []).map((f) => ({ value: f.value, label: f.label, count: f.count }));
  return withBoatsOrChosen(listed, selected);
}

export function conditionOptions(conditions: CatalogList | null, facets: Facets): FacetOption[] {
  const map = counts(facets, "condition");
  if (!conditions)
    return (facets?.condition ?? []).map((f) => ({ value: f.value, label: f.label, count: f.count }));
  return conditions.map((c) => ({ value: c.code, label: c.label, count: countOf(map, c.code) }));
}

export function countryOptions(facets: Facets, selected: readonly string[], locale: Locale): FacetOption[] {
  const map = counts(facets, "country");
  const codes = new Set([
    ...(facets?.country ?? []).filter((f) => f.count > 0).map((f) => f.value),
    ...selected,
  ]);
  const sorter = collator(locale);
  return [...codes]
    .map((code) => ({ value: code, label: formatCountry(code, locale), count: countOf(map, code) }))
    .sort((a, b) => sorter.compare(a.label, b.label));
}

export function fuelOptions(facets: Facets, t: Translate): FacetOption[] {
  const map = counts(facets, "fuel");
  return FUELS.map((fuel) => ({ value: fuel, label: t(`editor.fuel.${fuel}`), count: countOf(map, fuel) }));
}

export function hullOptions(facets: Facets, selected: readonly string[], t: Translate): FacetOption[] {
  const map = counts(facets, "hull");
  return withBoatsOrChosen(
    HULL_MATERIALS.map((hull) => ({
      value: hull,
      label: t(`editor.hullMaterial.${hull}`),
      count: countOf(map, hull),
    })),
    selected,
  );
}
