import type { Locale } from "@keel/contracts/locales";
import type { TFacetValue } from "@keel/contracts/search";
import type { FacetOption } from "#app/features/search/search-facets.ts";
import { collator } from "#app/lib/intl.ts";

/**
 * The most common brands with the current filters (the brand facet: the API counts the top 30), and the chosen
 * one.
 */
export function brandOptions(
  brands: readonly TFacetValue[] | undefined,
  chosen: { slug: string; name: string } | null,
  locale: Locale,
): FacetOption[] {
  const options: FacetOption[] = (brands ?? []).map((f) => ({
    value: f.value,
    label: f.label,
    count: f.count,
  }));
  if (chosen && !options.some((o) => o.value === chosen.slug))
    options.push({ value: chosen.slug, label: chosen.name, count: null });
  const sorter = collator(locale);
  return options.sort((a, b) => sorter.compare(a.label, b.label));
}
